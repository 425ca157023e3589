import { describe, expect, it } from 'vitest';
import { bidAmountText } from './bid-amount.js';

describe('bidAmountText', () => {
  it('marks a bid on an hourly project as a rate, and leaves a fixed price and an unknown type as they are', () => {
    expect(bidAmountText(11.5, 'USD', 'hourly')).toBe('11.5 USD/hr');
    expect(bidAmountText(375, 'EUR', 'fixed')).toBe('375 EUR');
    expect(bidAmountText(40, 'USD', null)).toBe('40 USD');
  });
});
