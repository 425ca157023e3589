export {
  CURRENCY_CODES as SUPPORTED_CURRENCIES,
  type CurrencyCode as SupportedCurrency,
} from '../domain/money/currency.js';

export interface ExchangeRates {
  /**
   * Units of `to` for one unit of `from`. Never throws for an outage: adapters fall back to the
   * spec's fallback rates. Throws DomainError CURRENCY_UNSUPPORTED for an unknown code.
   */
  rate(from: string, to: string): Promise<number>;
}
