import type { AdminStatsResponse, DailyStatsDay } from '@contract/admin-stats';
import type { PlanResponse } from '@contract/pricing';
import { noBidsByStatus, type BidStatus } from '@core/domain/bidding/bid';
import { bidStatusDistribution, statusCountsOf } from '@core/domain/health/bid-status-distribution';
import { adminBidStats, computeHealthScore } from '@core/domain/health/health-score';
import { testPlans } from './pricing-data';

type UserCounts = AdminStatsResponse['stats']['users'];
type StatusCounts = Record<BidStatus, number> & { total: number };

/** GET /api/admin/stats' stats as the server derives them from these counts. */
export function testAdminStats(
  users: Partial<UserCounts> = {},
  bids: Partial<StatusCounts> = {},
): AdminStatsResponse['stats'] {
  const userCounts = { total: 10, active: 8, subscribed: 4, admin: 1, ...users };
  const { total, ...given } = bids;
  const byStatus = { ...noBidsByStatus(), ...given };
  const counts = { ...byStatus, total: total ?? Object.values(byStatus).reduce((sum, count) => sum + count, 0) };
  const bidStats = adminBidStats(counts);
  const bidsByStatus = statusCountsOf(counts);
  return {
    users: userCounts,
    bids: bidStats,
    health: computeHealthScore({ users: userCounts, bids: bidStats }),
    distribution: bidStatusDistribution(bidStats, bidsByStatus),
    bidsByStatus,
  };
}

/** `days` zero days ending 2026-03-30, with `overrides` laid over the days they name. */
export function testDailyStats(
  days = 30,
  overrides: Readonly<
    Record<string, Partial<{ bids: Partial<DailyStatsDay['bids']>; payments: Partial<DailyStatsDay['payments']> }>>
  > = {},
): DailyStatsDay[] {
  const end = Date.parse('2026-03-30T00:00:00.000Z');
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const bids = {
      pending: 0,
      submitted: 0,
      replied: 0,
      accepted: 0,
      rejected: 0,
      failed: 0,
      held: 0,
      declined: 0,
      ...overrides[date]?.bids,
    };
    // Declined drafts are no bids: the server leaves them out of the day's total.
    const total =
      bids.pending + bids.submitted + bids.replied + bids.accepted + bids.rejected + bids.failed + bids.held;
    return { date, bids: { ...bids, total }, payments: { count: 0, amountZar: 0, ...overrides[date]?.payments } };
  });
}

/** GET /api/admin/pricing-plans: the default plans, the admin seeing an inactive one too. */
export const testAdminPlans = (): PlanResponse[] =>
  testPlans().map((plan) => (plan.slug === 'enterprise' ? { ...plan, active: false } : plan));
