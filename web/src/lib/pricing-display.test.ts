import { describe, expect, it } from 'vitest';
import { ANNUAL_SAVING_LABEL, annualMonthlyEquivalent, displayPrice } from './pricing-display';

describe('pricing display', () => {
  it('divides the annual price by 12 when showing a monthly equivalent', () => {
    expect(annualMonthlyEquivalent(190)).toBeCloseTo(15.8333, 4);
    expect(annualMonthlyEquivalent(990)).toBe(82.5);
  });

  it('rounds converted prices to whole numbers when the currency is not USD', () => {
    expect(displayPrice(49, 'INR', 86)).toBe(4214);
    expect(displayPrice(19, 'EUR', 0.95)).toBe(18);
    expect(displayPrice(15.8333, 'GBP', 0.82)).toBe(13);
  });

  it('keeps the USD amount unrounded when the currency is USD', () => {
    expect(displayPrice(15.83, 'USD', 1)).toBe(15.83);
  });

  it('labels the annual saving as Save 17%', () => {
    expect(ANNUAL_SAVING_LABEL).toBe('Save 17%');
  });
});
