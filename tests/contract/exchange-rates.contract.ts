import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../../core/domain/money/currency.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';

export interface ExchangeRatesHarness {
  readonly rates: ExchangeRates;
  readonly teardown?: () => Promise<void>;
}

const OTHERS = CURRENCY_CODES.filter((code) => code !== 'USD');
const UNSUPPORTED: ReadonlyArray<readonly [string, string]> = [
  ['USD', 'JPY'],
  ['JPY', 'USD'],
  ['XXX', 'XXX'],
  ['usd', 'EUR'],
  ['', 'USD'],
];

const relativeGap = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));

/** The ExchangeRates port's behaviour, for the fallback table, the fixed test rates and the live adapter on msw. */
export function describeExchangeRatesContract(name: string, setup: () => Promise<ExchangeRatesHarness>): void {
  describe(`ExchangeRates contract: ${name}`, () => {
    let harness: ExchangeRatesHarness;
    const rates = (): ExchangeRates => harness.rates;

    beforeEach(async () => {
      harness = await setup();
    });
    afterEach(async () => {
      await harness.teardown?.();
    });

    it.each(CURRENCY_CODES)('answers 1 from %s to itself', async (code) => {
      expect(await rates().rate(code, code)).toBe(1);
    });

    it.each(OTHERS)('answers a positive, finite USD→%s rate', async (code) => {
      const rate = await rates().rate('USD', code);

      expect(Number.isFinite(rate)).toBe(true);
      expect(rate).toBeGreaterThan(0);
    });

    it.each(OTHERS)('answers %s→USD as the inverse of USD→%s', async (code) => {
      const there = await rates().rate('USD', code);
      const back = await rates().rate(code, 'USD');

      expect(relativeGap(back, 1 / there)).toBeLessThan(1e-9);
    });

    it('answers every cross rate as the ratio of the two USD rates', async () => {
      for (const from of OTHERS) {
        for (const to of OTHERS) {
          if (from === to) continue;
          const cross = await rates().rate(from, to);
          const viaUsd = (await rates().rate('USD', to)) / (await rates().rate('USD', from));
          expect(relativeGap(cross, viaUsd), `${from}→${to}`).toBeLessThan(1e-9);
        }
      }
    });

    it.each(UNSUPPORTED)('refuses %j→%j with CURRENCY_UNSUPPORTED', async (from, to) => {
      await expect(rates().rate(from, to)).rejects.toMatchObject({ code: 'CURRENCY_UNSUPPORTED' });
    });
  });
}
