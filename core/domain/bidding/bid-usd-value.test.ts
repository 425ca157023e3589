import { describe, expect, it } from 'vitest';
import { fallbackUsdCents } from './bid-usd-value.js';

describe('fallbackUsdCents', () => {
  it('converts table currencies to US cents, rounding half up', () => {
    expect(fallbackUsdCents(10_000, 'EUR')).toBe(10_526);
    expect(fallbackUsdCents(9_000, 'GBP')).toBe(10_976);
    expect(fallbackUsdCents(925_000, 'ZAR')).toBe(50_000);
    expect(fallbackUsdCents(8_600, 'INR')).toBe(100);
  });

  it('keeps US dollars and counts unknown currencies one for one', () => {
    expect(fallbackUsdCents(11_000, 'USD')).toBe(11_000);
    expect(fallbackUsdCents(11_000, 'AUD')).toBe(11_000);
  });
});
