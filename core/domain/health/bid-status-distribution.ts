import { noBidsByStatus, type BidStatus, type BidStatusCounts } from '../bidding/bid.js';
import { adminBidStats, roundOneDecimal } from './health-score.js';

export interface DistributionShare {
  readonly percent: number;
  readonly label: string;
}

/** How many bids are in one status, as the stats' count query answers. */
export interface StatusCount {
  readonly status: BidStatus;
  readonly count: number;
}

export interface BidStatusDistribution {
  readonly successful: DistributionShare;
  readonly submitted: DistributionShare;
  readonly failed: DistributionShare;
  /**
   * The bids counted in the total but in none of the spec's three bars (rejected, pending, held…),
   * so the four bars cover every bid counted; `statuses` says which, those with a bid only.
   */
  readonly other: DistributionShare & { readonly count: number; readonly statuses: readonly StatusCount[] };
}

/** Every status the count query answered, with its count, in the order it gave them (zeros included). */
export const statusCountsOf = (counts: BidStatusCounts): StatusCount[] =>
  Object.entries(counts)
    .filter(([status]) => status !== 'total')
    .map(([status, count]) => ({ status: status as BidStatus, count }));

function share(count: number, total: number): DistributionShare {
  const percent = total > 0 ? roundOneDecimal((count / total) * 100) : 0;
  return { percent, label: `${percent.toFixed(1)}%` };
}

/**
 * Whether the admin stats count a bid of this status in their total but in none of the three
 * bars. Asked of adminBidStats itself, one bid at a time, so Other holds exactly what the bars
 * leave out whatever statuses exist and however they are counted (a status the stats leave out of
 * the total, as declined drafts are, is in no bar and not in Other either).
 */
export function countsOnlyInTotal(status: BidStatus): boolean {
  const one = adminBidStats({ ...noBidsByStatus(), [status]: 1, total: 1 });
  return one.total - one.successful - one.submitted - one.failed > 0;
}

/**
 * The admin chart's bars, one decimal each: the spec's three and Other. `total` defaults to the
 * sum of the three; pass the stats' total to have rejected and pending bids count in the
 * denominator too, and the count per status (`statuses`, every status the stats read) to have
 * Other name them. Each share is rounded on its own, as the success rate is, so the four may add
 * up to a tenth or two off 100.0%.
 */
export function bidStatusDistribution(
  counts: {
    readonly successful: number;
    readonly submitted: number;
    readonly failed: number;
    readonly total?: number;
  },
  statuses: readonly StatusCount[] = [],
): BidStatusDistribution {
  const inBars = counts.successful + counts.submitted + counts.failed;
  const total = counts.total ?? inBars;
  const other = Math.max(0, total - inBars);
  return {
    successful: share(counts.successful, total),
    submitted: share(counts.submitted, total),
    failed: share(counts.failed, total),
    other: {
      ...share(other, total),
      count: other,
      statuses: statuses.filter((entry) => entry.count > 0 && countsOnlyInTotal(entry.status)),
    },
  };
}
