import { describe, expect, it } from 'vitest';
import type { Project } from '../../domain/bidding/project.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import { usdRatesFor } from './usd-rates.js';

const inCurrency = (currency: string) => ({ currency }) as Project;

describe('usdRatesFor', () => {
  it('looks each currency up once and answers undefined for one without a rate', async () => {
    const asked: string[] = [];
    const rates: ExchangeRates = {
      rate: async (_from, to) => {
        asked.push(to);
        if (to === 'XXX') throw new Error('no rate');
        return to === 'EUR' ? 0.95 : 1;
      },
    };
    const usdRate = await usdRatesFor(rates, ['EUR', 'USD', 'EUR', 'XXX'].map(inCurrency));
    expect(asked).toEqual(['EUR', 'USD', 'XXX']);
    expect([usdRate('EUR'), usdRate('USD'), usdRate('XXX'), usdRate('GBP')]).toEqual([0.95, 1, undefined, undefined]);
  });
});
