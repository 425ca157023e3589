import { describe, expect, it } from 'vitest';
import { bidStatusDistribution } from './bid-status-distribution.js';

describe('bidStatusDistribution', () => {
  it('gives one-decimal shares of the three counts when no total is passed', () => {
    expect(bidStatusDistribution({ successful: 1, submitted: 1, failed: 1 })).toEqual({
      successful: { percent: 33.3, label: '33.3%' },
      submitted: { percent: 33.3, label: '33.3%' },
      failed: { percent: 33.3, label: '33.3%' },
    });
  });

  it('rounds 2 of 3 up to 66.7', () => {
    expect(bidStatusDistribution({ successful: 2, submitted: 1, failed: 0 }).successful).toEqual({
      percent: 66.7,
      label: '66.7%',
    });
  });

  it('prints a trailing .0 when the share is whole', () => {
    expect(bidStatusDistribution({ successful: 1, submitted: 1, failed: 0 }).failed).toEqual({
      percent: 0,
      label: '0.0%',
    });
    expect(bidStatusDistribution({ successful: 1, submitted: 1, failed: 0 }).submitted.label).toBe('50.0%');
  });

  it('uses the given total as denominator when rejected bids exist', () => {
    expect(bidStatusDistribution({ successful: 1, submitted: 1, failed: 1, total: 8 }).failed).toEqual({
      percent: 12.5,
      label: '12.5%',
    });
  });

  it('gives 0.0% for each bar when the total is zero', () => {
    const zero = { percent: 0, label: '0.0%' };
    expect(bidStatusDistribution({ successful: 0, submitted: 0, failed: 0 })).toEqual({
      successful: zero,
      submitted: zero,
      failed: zero,
    });
  });
});
