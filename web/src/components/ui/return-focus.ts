import { useRef, useState } from 'react';

const focused = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/**
 * Radix gives focus back to its Dialog.Trigger on close, and to nothing (the page body) when the
 * dialog is opened from state, as every dialog here is. These handlers remember what had focus as
 * the dialog opened and give it back on close, when it is still on the page.
 *
 * Given `open`, the opener is noted as `open` turns true, before the dialog's content mounts: a
 * field in it with `autoFocus` takes the focus in the commit that mounts it, and Radix, finding
 * the focus inside already, never calls onOpenAutoFocus (nor remembers anything but that field).
 */
export function useReturnFocus(open?: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const [openedFrom, setOpenedFrom] = useState<HTMLElement | null>(() => (open === true ? focused() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open === true) setOpenedFrom(focused());
  }
  return {
    onOpenAutoFocus: () => {
      opener.current = focused();
    },
    onCloseAutoFocus: (event: Event) => {
      const element = openedFrom ?? opener.current;
      opener.current = null;
      if (element === null || !element.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
