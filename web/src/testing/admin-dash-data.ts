import type { AdminStatsResponse, DailyStatsDay } from '../../../contract/admin-stats';
import type { PlanResponse } from '../../../contract/pricing';
import { bidStatusDistribution } from '../../../core/domain/health/bid-status-distribution';
import { adminBidStats, computeHealthScore } from '../../../core/domain/health/health-score';

type UserCounts = AdminStatsResponse['stats']['users'];
type StatusCounts = { total: number; pending: number; submitted: number; accepted: number; rejected: number; failed: number; held: number };

/** GET /api/admin/stats' stats as the server derives them from these counts. */
export function testAdminStats(users: Partial<UserCounts> = {}, bids: Partial<StatusCounts> = {}): AdminStatsResponse['stats'] {
  const userCounts = { total: 10, active: 8, subscribed: 4, admin: 1, ...users };
  const counts = { pending: 0, submitted: 0, accepted: 0, rejected: 0, failed: 0, held: 0, ...bids };
  const bidStats = adminBidStats({ ...counts, total: bids.total ?? counts.pending + counts.submitted + counts.accepted + counts.rejected + counts.failed + counts.held });
  return {
    users: userCounts,
    bids: bidStats,
    health: computeHealthScore({ users: userCounts, bids: bidStats }),
    distribution: bidStatusDistribution(bidStats),
  };
}

/** `days` zero days ending 2026-03-30, with `overrides` laid over the days they name. */
export function testDailyStats(days = 30, overrides: Readonly<Record<string, Partial<{ bids: Partial<DailyStatsDay['bids']>; payments: Partial<DailyStatsDay['payments']> }>>> = {}): DailyStatsDay[] {
  const end = Date.parse('2026-03-30T00:00:00.000Z');
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const bids = { pending: 0, submitted: 0, accepted: 0, rejected: 0, failed: 0, held: 0, ...overrides[date]?.bids };
    const total = bids.pending + bids.submitted + bids.accepted + bids.rejected + bids.failed + bids.held;
    return { date, bids: { ...bids, total }, payments: { count: 0, amountZar: 0, ...overrides[date]?.payments } };
  });
}

/** One plan as GET /api/admin/pricing-plans answers it. */
export const testPlan = (overrides: Partial<PlanResponse> = {}): PlanResponse => ({
  _id: 'plan-starter',
  slug: 'starter',
  name: 'Starter',
  description: 'For getting started',
  monthlyPriceUsd: 19,
  annualPriceUsd: 190,
  monthlyBids: 50,
  annualBids: 600,
  features: ['50 bids a month'],
  order: 1,
  popular: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

export const testPlans = (): PlanResponse[] => [
  testPlan(),
  testPlan({ _id: 'plan-pro', slug: 'professional', name: 'Professional', monthlyPriceUsd: 49, annualPriceUsd: 490, monthlyBids: 200, annualBids: 2400, order: 2, popular: true, features: [] }),
  testPlan({ _id: 'plan-ent', slug: 'enterprise', name: 'Enterprise', monthlyPriceUsd: 99, annualPriceUsd: 990, monthlyBids: null, annualBids: null, order: 3, active: false, features: [] }),
];
