import type { Bid } from './bid.js';

/**
 * How a bid's amount came out of the user's rule (docs/design.md#autobid-rules): `bidPercentage`
 * of the upper budget, never below the floor `minBidUsd`. `floorApplied` says which side won, so a
 * screen can say "80% of the upper budget 500, not below your minimum $30" without doing the sum.
 */
export interface AmountRule {
  /** In the bid's currency: the upper budget, or the lower one when the client gave none. */
  readonly upperBudget: number;
  readonly bidPercentage: number;
  readonly minBidUsd: number;
  /** The percentage came under the floor, so the bid is the floor. */
  readonly floorApplied: boolean;
}

/**
 * The rule behind a bid, from what was kept when it was queued; null when the brief or the match
 * was not kept (bids from before they were) — never rebuilt from today's settings.
 */
export function amountRuleOf(bid: Pick<Bid, 'brief' | 'match' | 'amountUsdCents'>): AmountRule | null {
  if (bid.brief === null || bid.match === null) return null;
  const { bidPercentage, minBidUsd } = bid.match;
  const floorCents = Math.round(minBidUsd * 100);
  return {
    upperBudget: bid.brief.budgetMax ?? bid.brief.budgetMin,
    bidPercentage,
    minBidUsd,
    // The engine's amount is max(floor, share): equal to the floor means the share was not above it.
    floorApplied: floorCents > 0 && bid.amountUsdCents <= floorCents,
  };
}
