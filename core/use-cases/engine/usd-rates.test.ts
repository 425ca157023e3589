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

  it("takes the marketplace's rate for a currency our rates do not carry, and ours where they do", async () => {
    const rates: ExchangeRates = {
      rate: async (_from, to) => {
        if (to !== 'EUR') throw new Error('no rate');
        return 0.95;
      },
    };
    const projects = [
      { currency: 'AUD', usdPerUnit: 0.64 },
      { currency: 'EUR', usdPerUnit: 1.2 },
      { currency: 'CAD', usdPerUnit: null },
      { currency: 'NZD', usdPerUnit: 0 },
    ] as Project[];
    const usdRate = await usdRatesFor(rates, projects);
    expect(usdRate('AUD')).toBeCloseTo(1 / 0.64, 10);
    expect([usdRate('EUR'), usdRate('CAD'), usdRate('NZD')]).toEqual([0.95, undefined, undefined]);
  });
});
