import { countryToCurrency, type CurrencyCode } from '@core/domain/money/currency';

/**
 * The time zones of the countries whose currency the spec names (US, GB, DE, FR, IT, ES, IN, ZA):
 * a zone says where the device is set to be, which a browser language often does not ('en-US' is
 * many browsers' default wherever they are).
 */
const ZONE_COUNTRY: ReadonlyMap<string, string> = new Map([
  ...[
    'New_York',
    'Chicago',
    'Denver',
    'Los_Angeles',
    'Phoenix',
    'Anchorage',
    'Detroit',
    'Boise',
    'Indiana/Indianapolis',
    'Kentucky/Louisville',
  ].map((city) => [`America/${city}`, 'US'] as const),
  ['Pacific/Honolulu', 'US'],
  ['Europe/London', 'GB'],
  ['Europe/Berlin', 'DE'],
  ['Europe/Paris', 'FR'],
  ['Europe/Rome', 'IT'],
  ['Europe/Madrid', 'ES'],
  ['Atlantic/Canary', 'ES'],
  ['Asia/Kolkata', 'IN'],
  ['Asia/Calcutta', 'IN'],
  ['Africa/Johannesburg', 'ZA'],
]);

/** What the browser tells every page anyway, without asking the visitor: nothing leaves the browser. */
export interface BrowserSignals {
  /** navigator.languages, most preferred first, e.g. ['en-ZA', 'en']. */
  readonly languages: readonly string[];
  /** Intl's resolved time zone, e.g. 'Africa/Johannesburg'. */
  readonly timeZone: string | undefined;
}

const regionOf = (tag: string): string | undefined => {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
};

/**
 * The currency the visitor most likely wants, guessed in the browser: the country of the time zone
 * first, else the first preferred language that names a country ('en-GB', not 'en'). USD, the
 * default, or no match is no guess.
 */
export function guessCurrency({ languages, timeZone }: BrowserSignals): CurrencyCode | null {
  const countries = [timeZone === undefined ? undefined : ZONE_COUNTRY.get(timeZone), ...languages.map(regionOf)];
  for (const country of countries) {
    const currency = country === undefined ? null : countryToCurrency(country);
    if (currency !== null) return currency === 'USD' ? null : currency;
  }
  return null;
}

/** This browser's signals. */
export const browserSignals = (): BrowserSignals => ({
  languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});
