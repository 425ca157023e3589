import type { BiddingSettings } from './settings.js';

type BudgetBounds = Pick<
  BiddingSettings,
  'fixedBudgetMinUsd' | 'fixedBudgetMaxUsd' | 'hourlyBudgetMinUsd' | 'hourlyBudgetMaxUsd'
>;

/** Each range's two bounds, and its name as the settings screen's refusal says it. */
const PAIRS = [
  ['fixedBudgetMinUsd', 'fixedBudgetMaxUsd', 'fixed'],
  ['hourlyBudgetMinUsd', 'hourlyBudgetMaxUsd', 'hourly'],
] as const;

export interface BudgetBoundsProblem {
  /** The upper bound's field: the one the user is told to raise (or the lower one to lower). */
  readonly field: (typeof PAIRS)[number][1];
  readonly message: string;
}

/**
 * The first budget range whose minimum passes its maximum, or null. A range like that matches no
 * project at all, so it is refused rather than stored: the user would see bidding silently stop.
 */
export function budgetBoundsProblem(bounds: BudgetBounds): BudgetBoundsProblem | null {
  for (const [min, max, kind] of PAIRS) {
    const low = bounds[min];
    const high = bounds[max];
    if (low !== null && high !== null && low > high)
      return { field: max, message: `Maximum ${kind} budget must be at least the minimum ${kind} budget` };
  }
  return null;
}
