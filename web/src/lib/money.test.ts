import { describe, expect, it } from 'vitest';
import { bidAmountTexts, formatBidAmount, formatCharge, formatPrice, formatRand, formatUsd } from './money';

describe('money formatting', () => {
  it('writes rand with the prefix R, a plain space, thousands separators and 2 decimals', () => {
    expect(formatRand(1387.5)).toBe('R 1,387.50');
    expect(formatRand('18315.00')).toBe('R 18,315.00');
    expect(formatRand(0)).toBe('R 0.00');
  });

  it('writes a charge in rand as rand and in any other currency by its code', () => {
    expect(formatCharge('9065.00', 'ZAR')).toBe('R 9,065.00');
    expect(formatCharge(10, 'USD')).toBe('USD 10.00');
  });

  it('writes prices with their symbol and cents only when there are any', () => {
    expect(formatUsd(19)).toBe('$19');
    expect(formatUsd(7.5)).toBe('$7.50');
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(82.5)).toBe('$82.50');
    expect(formatPrice(1634, 'INR')).toBe('₹1,634');
  });

  it('writes a bid with the symbol of USD, EUR and GBP, else the code', () => {
    expect(formatBidAmount(120, 'USD')).toBe('$120.00');
    expect(formatBidAmount(95.5, 'EUR')).toBe('€95.50');
    expect(formatBidAmount(1250, 'GBP')).toBe('£1,250.00');
    expect(formatBidAmount(4000, 'INR')).toBe('INR 4,000.00');
  });

  it('writes an hourly bid as a rate, short for the row and in words for a screen reader; any other bid as it is', () => {
    expect(bidAmountTexts(11.5, 'USD', 'hourly')).toEqual({ short: '$11.50/hr', full: '$11.50 per hour' });
    expect(bidAmountTexts(8, 'INR', 'hourly')).toEqual({ short: 'INR 8.00/hr', full: 'INR 8.00 per hour' });
    expect(bidAmountTexts(375, 'USD', 'fixed')).toEqual({ short: '$375.00', full: '$375.00' });
    expect(bidAmountTexts(95.5, 'EUR', null)).toEqual({ short: '€95.50', full: '€95.50' });
  });
});
