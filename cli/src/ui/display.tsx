import { createContext, useContext } from 'react';
import { DEFAULT_COLUMNS } from '../terminal-width.js';

/** How the operator's terminal shows things: its width, and dates in their locale and time zone. */
export interface Display {
  readonly columns: number;
  readonly dates: Intl.DateTimeFormat;
}

/**
 * Dates as the operator reads them: the default locale is the one LANG / LC_ALL name (Node's ICU
 * reads them at start), in the local time zone.
 */
export const operatorDates = (locale?: string, timeZone?: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

const DisplayContext = createContext<Display>({ columns: DEFAULT_COLUMNS, dates: operatorDates() });

export const DisplayProvider = DisplayContext.Provider;

export const useDisplay = (): Display => useContext(DisplayContext);

/** A stored instant (ISO text or Date) in the operator's locale; '-' for none. */
export function dateText(dates: Intl.DateTimeFormat, value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dates.format(date);
}
