import type { BillingPeriod, User } from '@core/domain/users/user';
import { formatPlanDate } from '@core/domain/plans/plan-date';

export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanBanner =
  | { readonly kind: 'expired'; readonly title: 'Expired Plan'; readonly badge: 'Expired' }
  | { readonly kind: 'expiring'; readonly daysLeft: number; readonly text: string }
  | { readonly kind: 'active'; readonly text: string };

/** Whole days left, rounded up: 1 ms left is still "1 day". */
export const daysLeft = (expiry: Date, now: Date): number => Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS);

/** The spec's "N day(s)" becomes proper English: 'day' for exactly 1, 'days' otherwise. */
export function planBanner(expiry: Date, now: Date): PlanBanner {
  const days = daysLeft(expiry, now);
  if (days <= 0) return { kind: 'expired', title: 'Expired Plan', badge: 'Expired' };
  if (days <= EXPIRY_WARNING_DAYS)
    return { kind: 'expiring', daysLeft: days, text: `Plan expires in ${days} ${days === 1 ? 'day' : 'days'}` };
  return { kind: 'active', text: `Plan expires on ${formatPlanDate(expiry)}` };
}

export type PlanCardButton =
  | { readonly label: 'Current Plan'; readonly disabled: true }
  | { readonly label: 'Switch Plan' | 'Get Started'; readonly disabled: false };

/**
 * The plan card's button. The same plan on the other billing period counts as a switch: the
 * buyer already has an active plan, and buying replaces it.
 */
export function planCardButton(input: {
  readonly planSlug: string;
  readonly user: Pick<User, 'currentPlan' | 'planStatus' | 'billingPeriod'> | null;
  readonly togglePeriod: BillingPeriod;
}): PlanCardButton {
  const { user } = input;
  if (user === null || user.planStatus !== 'active' || user.currentPlan === null)
    return { label: 'Get Started', disabled: false };
  const samePeriod = (user.billingPeriod ?? 'monthly') === input.togglePeriod;
  if (user.currentPlan === input.planSlug && samePeriod) return { label: 'Current Plan', disabled: true };
  return { label: 'Switch Plan', disabled: false };
}
