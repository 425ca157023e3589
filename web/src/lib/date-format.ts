/**
 * How the app writes a moment, in the reader's own locale and time zone (the browser's): 'Nov 30,
 * 2026, 2:06 PM' in the US, '30 Nov 2026, 14:06' in Britain, or the time alone when the day goes
 * without saying. One formatter, so no two screens (a bid in Bid Logs and on its own page, say)
 * ever write one moment two ways.
 */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** A moment with its date: 'Nov 30, 2026, 2:06 PM' (en-US), in the reader's locale and time zone. */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/**
 * A moment near `now` (a pause's end, the next run): the time alone on the same day, '2:06 PM';
 * on another day with its date, so a pause ending tomorrow morning is not read as this morning.
 */
export function formatNearTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  return date.toDateString() === now.toDateString() ? timeOnly.format(date) : dateTime.format(date);
}
