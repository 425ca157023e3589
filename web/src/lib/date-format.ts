/**
 * How the app writes a moment: 'Nov 30, 2026, 2:06 PM', or '2:06 PM' alone when the day goes
 * without saying. One formatter, so two cards on one screen never write a time two ways.
 */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A moment with its date: 'Nov 30, 2026, 2:06 PM', in the reader's time zone. */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/**
 * A moment near `now` (a pause's end, the next run): the time alone on the same day, '2:06 PM';
 * on another day with its date, so a pause ending tomorrow morning is not read as this morning.
 */
export function formatNearTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  return date.toDateString() === now.toDateString() ? timeOnly.format(date) : dateTime.format(date);
}
