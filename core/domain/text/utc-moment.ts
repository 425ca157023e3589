/**
 * 'December 31, 2026 at 14:05 UTC': a moment in a message the server writes once and sends by
 * e-mail, Telegram and the inbox alike. The server does not know the reader's zone, so it names
 * the one it used, in words a person reads (not toUTCString's 'Thu, 31 Dec 2026 14:05:00 GMT').
 */
export const formatUtcMoment = (date: Date): string =>
  `${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }).format(date)} UTC`;
