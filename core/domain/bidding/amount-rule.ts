import type { Bid } from './bid.js';

/** Which side of a bid's pricing won: the user's percentage, the user's own minimum, or the client's minimum. */
export type AmountApplied = 'percentage' | 'your_minimum' | 'client_minimum';

/**
 * How a bid's amount came out of the user's rule (docs/design.md#matching-and-pricing), so a
 * screen can say it without doing the sum. `upper_budget`: `bidPercentage` of the upper budget,
 * never below the floor `minBidUsd` nor (since migration 026) the client's minimum — fixed
 * projects, and every bid priced before hourly bids were rates. `hourly_range`: an hourly rate
 * `bidPercentage` of the way through the client's range, never below the client's minimum nor the
 * user's `minHourlyRateUsd`.
 */
export interface AmountRule {
  readonly basis: 'upper_budget' | 'hourly_range';
  /** In the bid's currency: the upper budget (or top rate), or the lower one when the client gave none. */
  readonly upperBudget: number;
  /** In the bid's currency: the client's lower budget (or lowest rate). */
  readonly clientMinimum: number;
  readonly bidPercentage: number;
  readonly minBidUsd: number;
  /** The user's lowest hourly rate in US dollars; null for bids priced before it applied. */
  readonly minHourlyRateUsd: number | null;
  readonly applied: AmountApplied;
  /** The user's own minimum won (`applied` is `your_minimum`). */
  readonly floorApplied: boolean;
}

const cents = (value: number): number => Math.round(value * 100);

/**
 * The rule behind a bid, from what was kept when it was queued; null when the brief or the match
 * was not kept (bids from before they were) — never rebuilt from today's settings.
 */
export function amountRuleOf(bid: Pick<Bid, 'brief' | 'match' | 'amountUsdCents' | 'amountMinor'>): AmountRule | null {
  if (bid.brief === null || bid.match === null) return null;
  const { bidPercentage, minBidUsd } = bid.match;
  const { budgetMin, budgetMax } = bid.brief;
  const upperBudget = budgetMax ?? budgetMin;
  // Bids queued before migration 026 carry no hourly floor: they were priced by the spec's rule alone.
  const minHourlyRateUsd = bid.match.minHourlyRateUsd ?? null;
  const basis = bid.brief.type === 'hourly' && minHourlyRateUsd !== null ? 'hourly_range' : 'upper_budget';
  const applied =
    basis === 'hourly_range'
      ? hourlyApplied(bid.amountMinor, budgetMin, budgetMax, bidPercentage)
      : upperBudgetApplied(bid, upperBudget, minHourlyRateUsd !== null);
  return {
    basis,
    upperBudget,
    clientMinimum: budgetMin,
    bidPercentage,
    minBidUsd,
    minHourlyRateUsd,
    applied,
    floorApplied: applied === 'your_minimum',
  };
}

function upperBudgetApplied(
  bid: Pick<Bid, 'brief' | 'match' | 'amountUsdCents' | 'amountMinor'>,
  upperBudget: number,
  clientFloorApplies: boolean,
): AmountApplied {
  const match = bid.match as NonNullable<Bid['match']>;
  const brief = bid.brief as NonNullable<Bid['brief']>;
  const share = cents((match.bidPercentage / 100) * upperBudget);
  const clientMinimum = cents(brief.budgetMin);
  if (clientFloorApplies && bid.amountMinor === clientMinimum && share < clientMinimum) return 'client_minimum';
  // The engine's amount is max(floor, share): equal to the floor means the share was not above it.
  const floorCents = cents(match.minBidUsd);
  return floorCents > 0 && bid.amountUsdCents <= floorCents ? 'your_minimum' : 'percentage';
}

function hourlyApplied(
  amountMinor: number,
  budgetMin: number,
  budgetMax: number | null,
  bidPercentage: number,
): AmountApplied {
  const top = Math.max(budgetMax ?? budgetMin, budgetMin);
  const withinRange = cents(budgetMin + (bidPercentage / 100) * (top - budgetMin));
  if (amountMinor > withinRange) return 'your_minimum';
  return budgetMax === null ? 'client_minimum' : 'percentage';
}
