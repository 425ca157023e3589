/**
 * 'March 5, 2026': the day a plan's moment falls on (a purchase, an expiry, a change's start, a
 * payment). These are instants, not calendar dates: a plan bought at 00:30 on December 1 in
 * Johannesburg runs out at that instant a period later, and the minute scheduler expires it then.
 * So the day is the reader's, like every other moment the app shows (web/src/lib/date-format.ts):
 * in the runtime's own time zone (the browser's, the CLI operator's) unless `timeZone` is given. A
 * formatter is made per call because one fixes its zone when made, and tests change TZ.
 */
export const formatPlanDate = (date: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(date);

/**
 * A plan date in a message the server writes ('March 5, 2026 (UTC)'): the server does not know
 * the reader's zone, so it names the one it used rather than let a bare date disagree by a day
 * with the screens, which show the reader's.
 */
export const formatPlanDateUtc = (date: Date): string => `${formatPlanDate(date, 'UTC')} (UTC)`;
