import { useEffect } from 'react';
import toast from 'react-hot-toast';

/**
 * Why the user was sent to another page (Start Autobidding without an active plan goes
 * to /pricing, without an OAuth token to /profile). Kept in session storage under this key so it
 * survives the lazy route's load and dies with the tab.
 */
export const REDIRECT_MESSAGE_KEY = 'redirectMessage';

/** The stored redirect message shows for 6 s. */
export const REDIRECT_TOAST_MS = 6_000;

export function storeRedirectMessage(message: string): void {
  sessionStorage.setItem(REDIRECT_MESSAGE_KEY, message);
}

/** The stored message, removed as it is read: it shows once. */
export function takeRedirectMessage(): string | null {
  const message = sessionStorage.getItem(REDIRECT_MESSAGE_KEY);
  sessionStorage.removeItem(REDIRECT_MESSAGE_KEY);
  return message === '' ? null : message;
}

/** For /pricing and /profile: shows the stored redirect message as a 6-second error toast, then clears it. */
export function useRedirectMessageToast(): void {
  useEffect(() => {
    const message = takeRedirectMessage();
    if (message !== null) toast.error(message, { id: REDIRECT_MESSAGE_KEY, duration: REDIRECT_TOAST_MS });
  }, []);
}
