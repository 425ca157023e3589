import { useEffect, useRef, useState } from 'react';
import type { ContactBody } from '@contract/contact';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { fieldRefusal, type ContactField } from '../components/contact/contact-message';

/** The contact form "sends" for 2 s at least, then its thank-you banner stays 5 s. */
export const CONTACT_SENDING_MS = 2_000;
export const CONTACT_BANNER_MS = 5_000;

export const CONTACT_SEND_FAILED = 'Your message could not be sent. Please try again in a moment.';

export type ContactSubmissionStatus = 'idle' | 'sending' | 'sent';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The contact form's states: idle → sending → sent → idle. The message is posted
 * (`POST /api/contact`) during the spec's 2 s of "sending"; once both are over, `onSent` clears
 * the form and the banner shows. A refusal goes back to idle with the form as it was and says why:
 * one of a field (a limit the form did not know) beside that field, through `onFieldRefused`, any
 * other (too many messages) above the form.
 */
export function useContactSubmission(
  onSent: () => void,
  onFieldRefused: (field: ContactField, message: string) => void,
) {
  const [status, setStatus] = useState<ContactSubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = (message: ContactBody) => {
    if (status === 'sending') return;
    setStatus('sending');
    setError(null);
    void Promise.allSettled([api.call(endpoints.contact.send, { body: message }), pause(CONTACT_SENDING_MS)]).then(
      ([posted]) => {
        if (!mounted.current) return;
        if (posted.status === 'fulfilled') {
          onSent();
          setStatus('sent');
        } else {
          const refusal = isApiError(posted.reason) ? fieldRefusal(posted.reason.message) : null;
          if (refusal === null) setError(errorMessage(posted.reason, CONTACT_SEND_FAILED));
          else onFieldRefused(refusal.field, refusal.message);
          setStatus('idle');
        }
      },
    );
  };

  return { status, error, send };
}
