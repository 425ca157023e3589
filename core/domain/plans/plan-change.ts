import { DomainError } from '../errors.js';
import type { BillingPeriod, PlanEntitlement, ScheduledPlan, User, UserPatch } from '../users/user.js';
import { addUtcMonths } from './calendar.js';
import type { PlanTerms } from './plan.js';
import { isPlanActive } from './plan-rules.js';

/** One purchase of a plan for a period, as sold: what completing it (or a free activation) applies. */
export interface PlanPurchase {
  readonly terms: PlanTerms;
  readonly period: BillingPeriod;
  /** What was paid for the period, in US cents: 0 for a free plan. */
  readonly priceUsdCents: number;
  /** When it was ordered: a payment's creation, a free plan's activation. Newer purchases win. */
  readonly orderedAt: Date;
  /** The payment's ledger key (`payment:<id>`); null for a free plan, keyed per user, plan and period start. */
  readonly grantKey: string | null;
}

/** The price and length of a period: enough to compare two plans per month. */
export type PeriodPrice = Pick<PlanEntitlement, 'priceUsdCents' | 'durationMonths'>;

/**
 * What a purchase does to the plan in force (docs/design.md#plans):
 * - `start`: no plan in force: it starts now; bids left on an expired plan end.
 * - `upgrade`: more per month than the plan in force: it starts now, and the old plan's unused
 *   bids are kept, moved to the bucket that never expires.
 * - `schedule`: the same or less per month (a downgrade, the same plan on a cheaper period, a
 *   renewal): it starts when the paid period ends, and its bids are granted then.
 * - `superseded`: a newer purchase is in force, or a change is already scheduled: it does not
 *   replace anything, its bids are added as extra bids (money was taken for them).
 */
export type PlanChange =
  | { readonly kind: 'start' }
  | { readonly kind: 'upgrade' }
  | { readonly kind: 'schedule'; readonly startsAt: Date }
  | { readonly kind: 'superseded' };

/** True when `next` costs strictly more per month than `current` (compared without rounding). */
export const costsMorePerMonth = (next: PeriodPrice, current: PeriodPrice): boolean =>
  next.priceUsdCents * current.durationMonths > current.priceUsdCents * next.durationMonths;

/** Enough of a user to tell when a purchase starts: the plan in force and the price it was bought at. */
export interface PlanInForce extends Pick<User, 'planStatus' | 'planExpirationDate'> {
  readonly planEntitlement: PeriodPrice | null;
}

/** What the user's plan in force was bought at; a plan held without a copy (its plan deleted before copies) counts as free. */
const boughtAt = (user: PlanInForce): PeriodPrice => user.planEntitlement ?? { priceUsdCents: 0, durationMonths: 1 };

/**
 * When a purchase of `next` would start for this user, before any payment: the purchase dialog
 * shows it, and planChangeOf decides by the same rule.
 */
export function changeTiming(
  user: PlanInForce,
  next: PeriodPrice,
  now: Date,
): { readonly kind: 'start' } | { readonly kind: 'upgrade' } | { readonly kind: 'schedule'; readonly startsAt: Date } {
  if (!isPlanActive(user, now)) return { kind: 'start' };
  // A plan without an end never lapses, so nothing could start after it: a change starts now.
  if (user.planExpirationDate === null || costsMorePerMonth(next, boughtAt(user))) return { kind: 'upgrade' };
  return { kind: 'schedule', startsAt: user.planExpirationDate };
}

/**
 * The one rule every plan purchase goes through. Refuses (CONFLICT) a free plan the user already
 * holds for that period: it would grant its bids again within the period.
 */
export function planChangeOf(user: User, purchase: PlanPurchase, now: Date): PlanChange {
  const inForce = isPlanActive(user, now);
  if (
    purchase.priceUsdCents === 0 &&
    inForce &&
    user.currentPlan === purchase.terms.slug &&
    user.billingPeriod === purchase.period
  ) {
    throw new DomainError('CONFLICT', `The ${purchase.terms.name} plan is already active on your account`);
  }
  if (user.scheduledPlan !== null) return { kind: 'superseded' };
  if (!inForce) return { kind: 'start' };
  const inForceOrderedAt = user.planEntitlement?.orderedAt ?? user.planPurchaseDate;
  if (inForceOrderedAt !== null && purchase.orderedAt.getTime() < inForceOrderedAt.getTime())
    return { kind: 'superseded' };
  return changeTiming(
    user,
    { priceUsdCents: purchase.priceUsdCents, durationMonths: purchase.terms.durationMonths },
    now,
  );
}

/**
 * The ledger key a purchase's plan bids are granted under: a paid one's is its payment's. A free
 * plan's is its user, plan, billing period and the UTC month its period starts in: a period lasts
 * a month or more, so two periods never start in one month, and a second activation within a
 * period (whatever let it past the re-buy refusal) finds the key taken and grants nothing.
 */
export const planGrantKey = (userId: string, purchase: PlanPurchase, periodStart: Date): string =>
  purchase.grantKey ??
  `free-plan:${userId}:${purchase.terms.slug}:${purchase.period}:${periodStart.toISOString().slice(0, 7)}`;

const entitlementOf = (
  purchase: Pick<PlanPurchase, 'priceUsdCents' | 'orderedAt'> & {
    readonly terms: Pick<PlanTerms, 'bids' | 'durationMonths'>;
  },
): PlanEntitlement => ({
  bids: purchase.terms.bids,
  priceUsdCents: purchase.priceUsdCents,
  durationMonths: purchase.terms.durationMonths,
  orderedAt: purchase.orderedAt,
});

/** The user's plan fields for a purchase whose period starts at `start`: the terms copied as bought. */
export function planStartPatch(purchase: PlanPurchase, start: Date): UserPatch {
  return {
    planStatus: 'active',
    currentPlan: purchase.terms.slug,
    subscriptionPlan: purchase.terms.slug,
    subscriptionStatus: 'active',
    billingPeriod: purchase.period,
    planPurchaseDate: start,
    planExpirationDate: addUtcMonths(start, purchase.terms.durationMonths),
    planEntitlement: entitlementOf(purchase),
    scheduledPlan: null,
  };
}

/** The change recorded to start at `startsAt`, its grant key fixed now so applying it twice grants once. */
export function scheduledPlanOf(userId: string, purchase: PlanPurchase, startsAt: Date): ScheduledPlan {
  const { terms } = purchase;
  return {
    slug: terms.slug,
    name: terms.name,
    bids: terms.bids,
    durationMonths: terms.durationMonths,
    period: purchase.period,
    priceUsdCents: purchase.priceUsdCents,
    orderedAt: purchase.orderedAt,
    startsAt,
    grantKey: planGrantKey(userId, purchase, startsAt),
  };
}

/** A scheduled change as the purchase it was: applied by the expiry sweep at its start. */
export const purchaseOfScheduled = (scheduled: ScheduledPlan): PlanPurchase => ({
  terms: { slug: scheduled.slug, name: scheduled.name, bids: scheduled.bids, durationMonths: scheduled.durationMonths },
  period: scheduled.period,
  priceUsdCents: scheduled.priceUsdCents,
  orderedAt: scheduled.orderedAt,
  grantKey: scheduled.grantKey,
});

/**
 * The extra bids a superseded purchase grants: its period's bids, which were paid for. Refused
 * when it cannot be turned into bids: an unlimited plan (kept for an admin to settle: the payment
 * stays verified and pending), or a free plan (nothing was paid, so nothing is owed).
 */
export function supersededBids(purchase: PlanPurchase): number {
  if (purchase.priceUsdCents === 0)
    throw new DomainError('CONFLICT', 'Another plan change is already under way: refresh and try again');
  if (purchase.terms.bids === null) {
    throw new DomainError(
      'CONFLICT',
      `A newer plan purchase is in force or scheduled, and the unlimited ${purchase.terms.name} plan cannot be added as bids: an admin settles this payment`,
    );
  }
  return purchase.terms.bids;
}

/** True while the user's active plan is unlimited as they bought it (not as the plan reads now). */
export const hasUnlimitedBids = (
  user: Pick<User, 'planStatus' | 'planExpirationDate' | 'planEntitlement'>,
  now: Date,
): boolean => isPlanActive(user, now) && user.planEntitlement !== null && user.planEntitlement.bids === null;

/** Refuses a new plan purchase while a change is scheduled: one change at a time (the dialog says so). */
export function assertNoScheduledChange(user: Pick<User, 'scheduledPlan'>, formatDate: (date: Date) => string): void {
  const scheduled = user.scheduledPlan;
  if (scheduled === null) return;
  throw new DomainError(
    'CONFLICT',
    `Your plan already changes to ${scheduled.name} on ${formatDate(scheduled.startsAt)}. Buy another plan after that change.`,
  );
}
