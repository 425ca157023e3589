export const SUPPORTED_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'ZAR'] as const;
export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export interface ExchangeRates {
  /**
   * Units of `to` for one unit of `from`. Never throws for an outage: adapters fall back to the
   * spec's fallback rates. Throws DomainError CURRENCY_UNSUPPORTED for an unknown code.
   */
  rate(from: string, to: string): Promise<number>;
}
