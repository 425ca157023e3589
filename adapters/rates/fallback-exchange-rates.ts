import { DomainError } from '../../core/domain/errors.js';
import { fallbackRate, isSupportedCurrency } from '../../core/domain/money/currency.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';

/** The spec's fixed fallback rates: what serves offline and whenever live rates fail. */
export class FallbackExchangeRates implements ExchangeRates {
  async rate(from: string, to: string): Promise<number> {
    if (!isSupportedCurrency(from) || !isSupportedCurrency(to)) {
      throw new DomainError('CURRENCY_UNSUPPORTED', `Unsupported currency pair ${from}/${to}`);
    }
    return fallbackRate(from, to);
  }
}
