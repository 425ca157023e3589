const daysInUtcMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * `date` plus whole calendar months in UTC, keeping the time of day. A day that the target month
 * lacks is clamped to its last day (Jan 31 + 1 month = Feb 28 or 29), so a period never spills
 * into the month after.
 */
export function addUtcMonths(date: Date, months: number): Date {
  const total = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(total / 12);
  const monthIndex = ((total % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInUtcMonth(year, monthIndex));
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, monthIndex, day);
  return result;
}
