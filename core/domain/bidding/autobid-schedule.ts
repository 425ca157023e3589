import type { BiddingSettings } from './settings.js';

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Every zone's offset from UTC is a whole number of quarter hours, and changes only on a quarter hour. */
const QUARTER_HOUR_MINUTES = 15;
const lastReading = new Map<string, { minuteEpoch: number; minuteOfDay: number }>();

/** An unknown zone (bad stored value) falls back to UTC rather than stop the whole dispatch. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter) return formatter;
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/** 'HH:MM' → minutes since midnight. */
export function parseClock(hhmm: string): number {
  const colon = hhmm.indexOf(':');
  return Number(hhmm.slice(0, colon)) * 60 + Number(hhmm.slice(colon + 1, colon + 3));
}

/**
 * Minutes since local midnight in `timeZone`. Many users share a zone, and a what-if steps one
 * user through thousands of minutes: a zone is read once per quarter hour of UTC, within which its
 * offset cannot change, and the minutes since that reading are added to it.
 */
export function localMinuteOfDay(now: Date, timeZone: string): number {
  const minuteEpoch = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastReading.get(timeZone);
  if (last && Math.floor(last.minuteEpoch / QUARTER_HOUR_MINUTES) === Math.floor(minuteEpoch / QUARTER_HOUR_MINUTES)) {
    return (
      (((last.minuteOfDay + minuteEpoch - last.minuteEpoch) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
    );
  }
  const minuteOfDay = parseClock(formatterFor(timeZone).format(now));
  lastReading.set(timeZone, { minuteEpoch, minuteOfDay });
  return minuteOfDay;
}

/**
 * Start is inclusive and end exclusive (09:00–17:00 runs 09:00 to 16:59). A window whose start is
 * after its end crosses midnight; start equal to end would be an empty window, which nobody sets
 * on purpose, so it means all day.
 */
export function isWithinWindow(minuteOfDay: number, start: number, end: number): boolean {
  if (start === end) return true;
  if (start < end) return minuteOfDay >= start && minuteOfDay < end;
  return minuteOfDay >= start || minuteOfDay < end;
}

export function isWithinSchedule(
  settings: Pick<BiddingSettings, 'scheduleAutobidding' | 'startTime' | 'endTime' | 'timezone'>,
  now: Date,
): boolean {
  if (!settings.scheduleAutobidding) return true;
  return isWithinWindow(
    localMinuteOfDay(now, settings.timezone),
    parseClock(settings.startTime),
    parseClock(settings.endTime),
  );
}
