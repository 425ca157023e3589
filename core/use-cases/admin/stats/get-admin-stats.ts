import {
  bidStatusDistribution,
  statusCountsOf,
  type BidStatusDistribution,
  type StatusCount,
} from '../../../domain/health/bid-status-distribution.js';
import {
  adminBidStats,
  computeHealthScore,
  type AdminBidStats,
  type HealthLabel,
} from '../../../domain/health/health-score.js';
import type { Repositories } from '../../../ports/storage.port.js';
import type { UserCounts } from '../../../ports/user-repository.port.js';

/** The admin dashboard's figures (the score: core/domain/health/health-score.ts). */
export interface AdminStats {
  readonly users: UserCounts;
  readonly bids: AdminBidStats;
  readonly health: { readonly score: number; readonly label: HealthLabel };
  /** The bar chart's shares, over every bid (rejected and pending count in the denominator; declined drafts do not). */
  readonly distribution: BidStatusDistribution;
  /** Bids per status, every status the count query answers: the chart's Other names those in no bar. */
  readonly bidsByStatus: readonly StatusCount[];
}

/** Two counting queries, whatever the number of users and bids. */
export class GetAdminStats {
  constructor(private readonly repositories: Pick<Repositories, 'users' | 'bids'>) {}

  async execute(): Promise<AdminStats> {
    const [users, counts] = await Promise.all([this.repositories.users.counts(), this.repositories.bids.countsAll()]);
    const bids = adminBidStats(counts);
    const bidsByStatus = statusCountsOf(counts);
    return {
      users,
      bids,
      health: computeHealthScore({ users, bids }),
      distribution: bidStatusDistribution(bids, bidsByStatus),
      bidsByStatus,
    };
  }
}
