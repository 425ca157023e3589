import type { SelectOption } from './bidding-options';

/** The zone every account starts on (the core's default settings) and the first choice offered. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The browser's own time zone, e.g. 'Africa/Johannesburg'; undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone === '' ? undefined : zone;
}

/** The zone's offset from UTC at `now`, as 'UTC+02:00'; empty where Intl cannot tell. */
function offsetOf(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now);
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Intl writes 'GMT+02:00', and a bare 'GMT' for no offset in some engines.
  return offset === 'GMT' ? 'UTC+00:00' : offset.replace(/^GMT/, 'UTC');
}

const labelOf = (zone: string, now: Date): string => {
  const offset = offsetOf(zone, now);
  return zone === DEFAULT_TIME_ZONE || offset === '' ? zone : `${zone} (${offset})`;
};

/**
 * The time zones a schedule can be set in: UTC first, then every zone the browser knows by name
 * (so a native select's type-ahead finds "Europe/Lo…"), each with its offset today. `including`
 * adds zones the list may lack under the name given: the saved one, or the browser's own, which
 * may be an alias such as 'Asia/Kolkata' where the list says 'Asia/Calcutta'.
 */
export function timeZoneOptions(including: readonly (string | undefined)[], now = new Date()): SelectOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, ...including.filter((zone): zone is string => zone !== undefined)]);
  zones.delete(DEFAULT_TIME_ZONE);
  const sorted = [...zones].sort((a, b) => a.localeCompare(b, 'en'));
  return [DEFAULT_TIME_ZONE, ...sorted].map((zone) => ({ value: zone, label: labelOf(zone, now) }));
}
