import { describe, expect, it } from 'vitest';
import { BID_STATUSES, noBidsByStatus, type BidStatus } from '../bidding/bid.js';
import { bidStatusDistribution, statusCountsOf } from './bid-status-distribution.js';
import { adminBidStats } from './health-score.js';

const noOther = { percent: 0, label: '0.0%', count: 0, statuses: [] };

/** The distribution the admin stats give for these bids. */
const distributionOf = (bids: Partial<Record<BidStatus, number>>) => {
  const counts = { ...noBidsByStatus(), ...bids };
  const withTotal = { ...counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  return {
    stats: adminBidStats(withTotal),
    distribution: bidStatusDistribution(adminBidStats(withTotal), statusCountsOf(withTotal)),
  };
};

describe('bidStatusDistribution', () => {
  it('gives one-decimal shares of the three counts when no total is passed', () => {
    expect(bidStatusDistribution({ successful: 1, submitted: 1, failed: 1 })).toEqual({
      successful: { percent: 33.3, label: '33.3%' },
      submitted: { percent: 33.3, label: '33.3%' },
      failed: { percent: 33.3, label: '33.3%' },
      other: noOther,
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
      other: noOther,
    });
  });

  it('shows the bids in none of the three bars as Other, naming their statuses, so the bars add up to 100%', () => {
    const { distribution } = distributionOf({ accepted: 4, submitted: 1, replied: 1, failed: 2, rejected: 1, held: 1 });
    expect(distribution).toEqual({
      successful: { percent: 40, label: '40.0%' },
      submitted: { percent: 20, label: '20.0%' },
      failed: { percent: 20, label: '20.0%' },
      other: {
        percent: 20,
        label: '20.0%',
        count: 2,
        statuses: [
          { status: 'rejected', count: 1 },
          { status: 'held', count: 1 },
        ],
      },
    });
  });

  it.each(BID_STATUSES)('counts a %s bid once over the four bars, or nowhere when the stats leave it out', (status) => {
    const { stats, distribution } = distributionOf({ [status]: 3 });
    const { successful, submitted, failed, other } = distribution;
    expect(successful.percent + submitted.percent + failed.percent + other.percent).toBe(stats.total > 0 ? 100 : 0);
    expect(other.statuses).toEqual(other.count > 0 ? [{ status, count: 3 }] : []);
  });
});
