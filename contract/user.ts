import type { PlanEntitlement, ScheduledPlan, User } from '../core/domain/users/user.js';
import type { UserView } from '../core/use-cases/users/user-view.js';
import { iso } from './common.js';

/** A user's own fields as every screen reads them; never the password hash. */
export const toUserRecordResponse = (user: User) => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  subscriptionStatus: user.subscriptionStatus,
  subscriptionPlan: user.subscriptionPlan,
  currentPlan: user.currentPlan,
  planStatus: user.planStatus,
  billingPeriod: user.billingPeriod,
  planPurchaseDate: iso(user.planPurchaseDate),
  planExpirationDate: iso(user.planExpirationDate),
  createdAt: user.createdAt.toISOString(),
});

export type UserRecordResponse = ReturnType<typeof toUserRecordResponse>;

/** What the plan in force was bought at (docs/design.md#plans): the purchase dialog tells an upgrade from a scheduled change by it. */
const toPlanTermsResponse = (entitlement: PlanEntitlement | null) =>
  entitlement === null
    ? null
    : {
        bidsPerPeriod: entitlement.bids,
        priceUsdCents: entitlement.priceUsdCents,
        durationMonths: entitlement.durationMonths,
      };

/** A change bought to start when the paid period ends, for the "Changes to Starter on <date>" banner. */
const toScheduledPlanResponse = (scheduled: ScheduledPlan | null) =>
  scheduled === null
    ? null
    : {
        slug: scheduled.slug,
        name: scheduled.name,
        billingPeriod: scheduled.period,
        bidsPerPeriod: scheduled.bids,
        startsAt: scheduled.startsAt.toISOString(),
      };

/** The signed-in user: both `id` and `_id` (docs/design.md#wire-contract) and the bids derived from the ledger. */
export function toUserResponse(view: UserView) {
  return {
    id: view.user.id,
    ...toUserRecordResponse(view.user),
    availableBids: view.availableBids,
    planBids: view.balance.plan,
    extraBids: view.balance.extra,
    unlimitedBids: view.unlimitedBids,
    planTerms: toPlanTermsResponse(view.user.planEntitlement),
    scheduledPlan: toScheduledPlanResponse(view.user.scheduledPlan),
  };
}

export type UserResponse = ReturnType<typeof toUserResponse>;
