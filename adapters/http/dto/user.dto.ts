import type { UserView } from '../../../core/use-cases/users/user-view.js';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The signed-in user's shape on the wire: both `id` and `_id` (DESIGN §5), never the hash. */
export function toUserResponse(view: UserView) {
  const { user } = view;
  return {
    id: user.id,
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
    availableBids: view.availableBids,
    planBids: view.balance.plan,
    extraBids: view.balance.extra,
    unlimitedBids: view.unlimitedBids,
    createdAt: user.createdAt.toISOString(),
  };
}

export type UserResponse = ReturnType<typeof toUserResponse>;
