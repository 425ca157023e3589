import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useReturnFocus } from './return-focus';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

export interface ModalProps {
  readonly open: boolean;
  /** Called with false when the reader closes it (Escape, a click outside, the close button). */
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The description is read to screen readers only. */
  readonly descriptionHidden?: boolean;
  /** While a call runs, Escape, a click outside and the close button do nothing. */
  readonly busy?: boolean;
  readonly size?: keyof typeof WIDTHS;
  readonly children: ReactNode;
}

/** A Radix dialog (focus trapped, Escape closes, focus back where it was) in the app's look: title and close button, description, then the body. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  descriptionHidden = false,
  busy = false,
  size = 'md',
  children,
}: ModalProps) {
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          onEscapeKeyDown={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              disabled={busy}
              className={cn(
                'rounded-md p-1 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {description === undefined ? null : (
            <Dialog.Description className={descriptionHidden ? 'sr-only' : 'mt-2 text-sm break-words text-slate-600'}>
              {description}
            </Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
