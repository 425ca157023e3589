import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { DEMO_BANNER_HEIGHT } from '@/lib/demo-mode';

/** at most 20 toasts at once. */
export const MAX_VISIBLE_TOASTS = 20;

/** Dismisses the oldest visible toasts beyond the cap (the store lists the newest first). */
function ToastCap({ limit }: { readonly limit: number }) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
  return null;
}

/**
 * Below the headers' height, and the demo-mode banner's above them when it is shown: a toast over a
 * phone's menu button would block it, and react-hot-toast pauses its toasts while the pointer is
 * over them, so a tap there keeps the toast up.
 */
const BELOW_HEADER = { top: `calc(72px + var(${DEMO_BANNER_HEIGHT}, 0px))` };

/** Toasts top-right with react-hot-toast's defaults, which are the spec's: 4 s, success 2 s. */
export function AppToaster() {
  return (
    <>
      <Toaster position="top-right" containerStyle={BELOW_HEADER} />
      <ToastCap limit={MAX_VISIBLE_TOASTS} />
    </>
  );
}
