import type { BillingPeriod, User, UserPatch } from '../users/user.js';
import { addUtcMonths } from './calendar.js';
import { planBidsFor } from './plan.js';
import type { Plan, PlanTerms } from './plan.js';

export type PlanGrant = { readonly planBids: number } | { readonly unlimited: true };

export interface PlanPurchaseEffect {
  readonly patch: UserPatch;
  /** Remove the plan bucket before granting: a purchase replaces whatever plan came before. */
  readonly expireOldPlanBids: boolean;
  readonly grant: PlanGrant;
}

export interface PlanExpiryEffect {
  readonly patch: UserPatch;
  readonly expirePlanBids: true;
  readonly stopAutobidding: true;
}

/**
 * What a completed purchase does to the user and to the ledger. Old plan bids are expired for
 * an expired plan too: if the expiry sweep has not yet run, its bids must not survive a renewal.
 */
export function applyPlanPurchase(input: { readonly user: User; readonly plan: PlanTerms; readonly period: BillingPeriod; readonly now: Date }): PlanPurchaseEffect {
  const { user, plan, period, now } = input;
  return {
    patch: {
      planStatus: 'active',
      currentPlan: plan.slug,
      subscriptionPlan: plan.slug,
      subscriptionStatus: 'active',
      billingPeriod: period,
      planPurchaseDate: now,
      planExpirationDate: addUtcMonths(now, plan.durationMonths),
    },
    expireOldPlanBids: user.planStatus !== 'none',
    grant: plan.bids === null ? { unlimited: true } : { planBids: plan.bids },
  };
}

type PlanState = Pick<User, 'planStatus' | 'planExpirationDate'>;

/** A plan is over at its expiration instant exactly, matching the banner's "0 days left". */
const pastExpiry = (user: PlanState, now: Date): boolean =>
  user.planExpirationDate !== null && user.planExpirationDate.getTime() <= now.getTime();

export const isPlanExpired = (user: PlanState, now: Date): boolean =>
  user.planStatus === 'expired' || (user.planStatus === 'active' && pastExpiry(user, now));

/** Active in status and not yet past its expiration (a plan without a date never lapses). */
export const isPlanActive = (user: PlanState, now: Date): boolean => user.planStatus === 'active' && !pastExpiry(user, now);

/**
 * The expiry transition, or null when the plan is not (yet) due. A cancelled subscription stays
 * 'cancelled' so the admin view keeps the user's decision; anything else becomes 'inactive'.
 */
export function applyPlanExpiry(user: Pick<User, 'planStatus' | 'planExpirationDate' | 'subscriptionStatus'>, now: Date): PlanExpiryEffect | null {
  if (user.planStatus !== 'active' || !pastExpiry(user, now)) return null;
  const subscriptionStatus = user.subscriptionStatus === 'cancelled' ? 'cancelled' : 'inactive';
  return { patch: { planStatus: 'expired', subscriptionStatus }, expirePlanBids: true, stopAutobidding: true };
}

/** True when the user's active plan grants unlimited bids for their billing period. */
export function isUnlimitedPlanActive(
  user: Pick<User, 'planStatus' | 'planExpirationDate' | 'currentPlan' | 'billingPeriod'>,
  plans: readonly Plan[],
  now: Date,
): boolean {
  if (!isPlanActive(user, now) || user.currentPlan === null) return false;
  const plan = plans.find((candidate) => candidate.slug === user.currentPlan);
  return plan !== undefined && planBidsFor(plan, user.billingPeriod ?? 'monthly') === null;
}
