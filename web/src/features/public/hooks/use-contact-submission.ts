import { useEffect, useEffectEvent, useState } from 'react';

/** The contact form "sends" for 2 s, then its thank-you banner stays 5 s. */
export const CONTACT_SENDING_MS = 2_000;
export const CONTACT_BANNER_MS = 5_000;

export type ContactSubmissionStatus = 'idle' | 'sending' | 'sent';

/**
 * The contact form's states: idle → sending → sent → idle. No server call is made:
 * the message is "sent" after a pause, then `onSent` clears the form and the banner shows.
 */
export function useContactSubmission(onSent: () => void) {
  const [status, setStatus] = useState<ContactSubmissionStatus>('idle');
  const finishSending = useEffectEvent(() => {
    onSent();
    setStatus('sent');
  });

  useEffect(() => {
    if (status === 'idle') return;
    const timer =
      status === 'sending'
        ? setTimeout(finishSending, CONTACT_SENDING_MS)
        : setTimeout(() => setStatus('idle'), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return { status, send: () => setStatus('sending') };
}
