import { DomainError } from '../../core/domain/errors.js';
import { isSupportedCurrency as isSupported } from '../../core/domain/money/currency.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';

/** Rates set by the test (units per USD); cross rates go through USD. */
export class FixedExchangeRates implements ExchangeRates {
  private readonly perUsd: Map<string, number>;

  constructor(perUsd: Readonly<Record<string, number>> = { USD: 1, EUR: 0.95, GBP: 0.82, INR: 86, ZAR: 18.5 }) {
    this.perUsd = new Map(Object.entries({ USD: 1, ...perUsd }));
  }

  async rate(from: string, to: string): Promise<number> {
    const fromRate = this.perUsd.get(from);
    const toRate = this.perUsd.get(to);
    if (!isSupported(from) || !isSupported(to) || fromRate === undefined || toRate === undefined) {
      throw new DomainError('CURRENCY_UNSUPPORTED', `Unsupported currency pair ${from}/${to}`);
    }
    return toRate / fromRate;
  }

  setRate(currency: string, unitsPerUsd: number): void {
    this.perUsd.set(currency, unitsPerUsd);
  }
}
