import type { Project } from './project.js';

/**
 * Rounds to cents on the printed decimal, so 1.005 becomes 1.01 rather than float's 1.00. Only a
 * value within a hair of half a cent needs the (slow) decimal-string route.
 */
export function roundCents(value: number): number {
  const scaled = value * 100;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) return Math.round(scaled) / 100;
  const shifted = Number(`${value}e2`);
  return Number.isFinite(shifted) ? Math.round(shifted) / 100 : Math.round(scaled) / 100;
}

/** The budget a bid is measured against: the upper budget, or the lower one when none is given. */
export const upperBudget = (project: Pick<Project, 'budgetMin' | 'budgetMax'>): number =>
  // The larger bound, should a listing give its minimum above its maximum: the bid never goes
  // under the client's minimum, so that is what the verified-profile and range rules must judge.
  Math.max(project.budgetMax ?? project.budgetMin, project.budgetMin);

export interface BidAmount {
  /** In the project's currency, 2 decimals. */
  readonly amount: number;
  readonly amountUsd: number;
}

/**
 * The spec's rule, max(minBidUsd, bidPercentage% of the upper budget in USD), then into the
 * project's currency; with `clientMinimum` (the project's lower budget, in its currency) never
 * under it either. `usdRate` is units of the project's currency per 1 USD. Both figures derive
 * from the unrounded USD amount so that rounding happens once per currency.
 */
export function bidAmount(input: {
  readonly upperBudget: number;
  readonly usdRate: number;
  readonly minBidUsd: number;
  readonly bidPercentage: number;
  readonly clientMinimum?: number;
}): BidAmount {
  const upperUsd = input.upperBudget / input.usdRate;
  const usd = Math.max(
    input.minBidUsd,
    (input.bidPercentage / 100) * upperUsd,
    (input.clientMinimum ?? 0) / input.usdRate,
  );
  return { amount: roundCents(usd * input.usdRate), amountUsd: roundCents(usd) };
}

/**
 * An hourly project's bid, an hourly rate (docs/design.md#matching-and-pricing): bidPercentage%
 * of the way from the client's lowest rate to their highest, min + pct × (max − min), so 50% of
 * 15–25 is 20 and 0% is the client's minimum; never under the client's minimum nor the user's own
 * `minHourlyRateUsd`. A project without a top rate is bid at its minimum (or the user's, if higher).
 * The rules skip a project whose top rate is under the user's minimum before it is priced.
 */
export function hourlyBidRate(input: {
  readonly budgetMin: number;
  readonly budgetMax: number | null;
  readonly usdRate: number;
  readonly bidPercentage: number;
  readonly minHourlyRateUsd: number;
}): BidAmount {
  const top = Math.max(input.budgetMax ?? input.budgetMin, input.budgetMin);
  const withinRange = input.budgetMin + (input.bidPercentage / 100) * (top - input.budgetMin);
  const usd = Math.max(withinRange / input.usdRate, input.minHourlyRateUsd);
  return { amount: roundCents(usd * input.usdRate), amountUsd: roundCents(usd) };
}
