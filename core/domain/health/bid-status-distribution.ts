import { roundOneDecimal } from './health-score.js';

export interface DistributionShare {
  readonly percent: number;
  readonly label: string;
}

export interface BidStatusDistribution {
  readonly successful: DistributionShare;
  readonly submitted: DistributionShare;
  readonly failed: DistributionShare;
}

function share(count: number, total: number): DistributionShare {
  const percent = total > 0 ? roundOneDecimal((count / total) * 100) : 0;
  return { percent, label: `${percent.toFixed(1)}%` };
}

/**
 * The admin chart's three bars, one decimal each. `total` defaults to the sum of the three; pass
 * the stats' total to have rejected and pending bids count in the denominator too.
 */
export function bidStatusDistribution(counts: {
  readonly successful: number;
  readonly submitted: number;
  readonly failed: number;
  readonly total?: number;
}): BidStatusDistribution {
  const total = counts.total ?? counts.successful + counts.submitted + counts.failed;
  return {
    successful: share(counts.successful, total),
    submitted: share(counts.submitted, total),
    failed: share(counts.failed, total),
  };
}
