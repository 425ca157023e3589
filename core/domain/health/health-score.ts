import { countedBids, type BidStatusCounts } from '../bidding/bid.js';

export type HealthLabel = 'Healthy' | 'Warning' | 'Critical';

export interface HealthInput {
  readonly users: { readonly total: number; readonly active: number };
  readonly bids: { readonly total: number; readonly successRate: number };
}

/** The admin stats' bid block (docs/design.md#spec-texts). */
export interface AdminBidStats {
  readonly total: number;
  readonly submitted: number;
  readonly successful: number;
  readonly failed: number;
  readonly successRate: number;
}

export const roundOneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * Percentage of bids that were won (status accepted), of all bids, rounded to one decimal as the
 * admin sees it; 0 when there are no bids. Health checks the same rounded figure that is shown.
 */
export const successRate = (bids: { readonly total: number; readonly successful: number }): number =>
  bids.total > 0 ? roundOneDecimal((bids.successful / bids.total) * 100) : 0;

/**
 * Successful = accepted; submitted = placed and awaiting the client (replied ones too); failed =
 * failed to place. Rejected bids count only in the total. Drafts the user declined in review (or
 * let expire) count nowhere, total included: they were the user's choice, so they neither fail nor
 * lower the success rate and the health score.
 */
export function adminBidStats(counts: BidStatusCounts): AdminBidStats {
  const successful = counts.accepted;
  const total = countedBids(counts);
  return {
    total,
    submitted: counts.submitted + counts.replied,
    successful,
    failed: counts.failed,
    successRate: successRate({ total, successful }),
  };
}

/**
 * The spec's health score (docs/design.md#spec-texts). With no users there is no active share to judge, so no user penalty: an empty
 * system is not unhealthy. Shares exactly at 50% or 30% are not "fewer than" and cost nothing.
 */
export function computeHealthScore(input: HealthInput): { readonly score: number; readonly label: HealthLabel } {
  let score = 100;
  const { total, active } = input.users;
  if (total > 0) {
    if (active * 100 < total * 50) score -= 20;
    if (active * 100 < total * 30) score -= 30;
  }
  if (input.bids.total > 0 && input.bids.successRate < 70) score -= 15;
  return { score, label: healthLabel(score) };
}

export const healthLabel = (score: number): HealthLabel =>
  score < 50 ? 'Critical' : score < 70 ? 'Warning' : 'Healthy';
