import { useRef } from 'react';

/**
 * Radix gives focus back to its Dialog.Trigger on close, and to nothing (the page body) when the
 * dialog is opened from state, as every dialog here is. These handlers remember what had focus as
 * the dialog opened and give it back on close, when it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (element === null || !element.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
