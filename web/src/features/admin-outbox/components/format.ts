const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When the server wrote a mail into the outbox (the wire's `sentAt`: the moment it would have gone
 * out), as 'Mar 1, 2026, 10:00 AM' in the admin's own time zone. Shown as Written, never Sent: no
 * SMTP server is configured, so the mail was kept, not sent.
 */
export const formatWrittenAt = (iso: string): string => dayAndTime.format(new Date(iso));
