const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a mail was sent: 'Mar 1, 2026, 10:00 AM' in the admin's own time zone. */
export const formatSentAt = (iso: string): string => dayAndTime.format(new Date(iso));
