import { describe, expect, it } from 'vitest';
import { FallbackExchangeRates } from './fallback-exchange-rates.js';

describe('FallbackExchangeRates', () => {
  const rates = new FallbackExchangeRates();

  it('answers the spec fallback rates from USD and their inverse back', async () => {
    expect(await rates.rate('USD', 'ZAR')).toBe(18.5);
    expect(await rates.rate('USD', 'INR')).toBe(86);
    expect(await rates.rate('ZAR', 'USD')).toBeCloseTo(1 / 18.5, 12);
    expect(await rates.rate('USD', 'USD')).toBe(1);
  });

  it('refuses an unsupported currency with CURRENCY_UNSUPPORTED', async () => {
    await expect(rates.rate('USD', 'JPY')).rejects.toMatchObject({ code: 'CURRENCY_UNSUPPORTED' });
  });
});
