import type { User } from '../core/domain/users/user.js';
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

/** The signed-in user: both `id` and `_id` (docs/design.md#wire-contract) and the bids derived from the ledger. */
export function toUserResponse(view: UserView) {
  return {
    id: view.user.id,
    ...toUserRecordResponse(view.user),
    availableBids: view.availableBids,
    planBids: view.balance.plan,
    extraBids: view.balance.extra,
    unlimitedBids: view.unlimitedBids,
  };
}

export type UserResponse = ReturnType<typeof toUserResponse>;
