import { createContext, useContext } from 'react';
import { DEFAULT_COLUMNS } from '../terminal-width.js';

/** How the operator's terminal shows things: its width, and dates in their locale and time zone. */
export interface Display {
  readonly columns: number;
  readonly dates: Intl.DateTimeFormat;
}

/**
 * The locale the operator set for dates, ranked as POSIX ranks them: LC_ALL, then LC_TIME, then
 * LANG. Node's ICU reads LC_ALL, LC_MESSAGES and LANG but never LC_TIME, so without this
 * `LANG=en_US.UTF-8 LC_TIME=en_GB.UTF-8` would show US dates. `de_DE.UTF-8@euro` reads as `de-DE`;
 * C, POSIX and anything Intl does not take leave the choice to ICU's default.
 */
export function operatorLocale(env: NodeJS.ProcessEnv): string | undefined {
  const value = [env.LC_ALL, env.LC_TIME, env.LANG].find((named) => named !== undefined && named !== '');
  const tag = (value ?? '').split(/[.@]/)[0]?.replace(/_/g, '-') ?? '';
  if (tag === '' || tag === 'C' || tag === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** Dates as the operator reads them: in their locale (operatorLocale) and local time zone (TZ). */
export const operatorDates = (
  locale: string | undefined = operatorLocale(process.env),
  timeZone?: string,
): Intl.DateTimeFormat => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

const DisplayContext = createContext<Display>({ columns: DEFAULT_COLUMNS, dates: operatorDates() });

export const DisplayProvider = DisplayContext.Provider;

export const useDisplay = (): Display => useContext(DisplayContext);

/** A stored instant (ISO text or Date) in the operator's locale; '-' for none. */
export function dateText(dates: Intl.DateTimeFormat, value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dates.format(date);
}
