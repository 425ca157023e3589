import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { convertMinor, formatMinor, usdCentsToZarCents } from './minor-units.js';

describe('usdCentsToZarCents', () => {
  it('converts $49 at the fallback rate 18.5 to R906.50 exactly', () => {
    expect(usdCentsToZarCents(4900, 18.5)).toBe(90650);
  });

  it('rounds half up on the cent when the product ends in exactly half a cent', () => {
    // 1 cent * 18.45 = 18.45 → 18; 10 cents * 18.45 = 184.5 → 185
    expect(usdCentsToZarCents(1, 18.45)).toBe(18);
    expect(usdCentsToZarCents(10, 18.45)).toBe(185);
  });

  it('uses the rate as printed when its binary form is slightly below it', () => {
    // 1.005 is stored as 1.00499999…; float math would give 100, exact decimal gives 100.5 → 101
    expect(Math.round(100 * 1.005)).toBe(100);
    expect(convertMinor(100, 1.005)).toBe(101);
  });

  it('stays exact when the rate has many decimals', () => {
    // 1900 * 18.4567 = 35067.73 exactly → 35068; 4900 * 18.4567 = 90437.83 → 90438; 1 * 18.4567 → 18
    expect(usdCentsToZarCents(1900, 18.4567)).toBe(35068);
    expect(usdCentsToZarCents(4900, 18.4567)).toBe(90438);
    expect(usdCentsToZarCents(9900, 18.4567)).toBe(182721);
  });

  it('handles rates printed in exponent notation when they are tiny or huge', () => {
    expect(convertMinor(10_000_000, 1e-7)).toBe(1);
    expect(convertMinor(3, 1e21)).toBe(3e21);
  });

  it('gives zero when the amount is zero', () => {
    expect(usdCentsToZarCents(0, 18.5)).toBe(0);
  });

  it('refuses fractional or negative cents and non-positive rates when converting', () => {
    expect(() => usdCentsToZarCents(10.5, 18.5)).toThrow(DomainError);
    expect(() => usdCentsToZarCents(-1, 18.5)).toThrow(DomainError);
    expect(() => usdCentsToZarCents(100, 0)).toThrow(DomainError);
    expect(() => usdCentsToZarCents(100, Number.NaN)).toThrow(DomainError);
  });
});

describe('formatMinor', () => {
  it('prints two decimals when the cents are a multiple of ten', () => {
    expect(formatMinor(90650)).toBe('906.50');
  });

  it('pads single-digit cents and small amounts when formatting', () => {
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(100)).toBe('1.00');
    expect(formatMinor(0)).toBe('0.00');
  });

  it('keeps the sign when the amount is negative', () => {
    expect(formatMinor(-1234)).toBe('-12.34');
  });
});
