import type { User, UserPatch } from '../users/user.js';

export interface PlanExpiryEffect {
  readonly patch: UserPatch;
  readonly expirePlanBids: true;
  readonly stopAutobidding: true;
}

type PlanState = Pick<User, 'planStatus' | 'planExpirationDate'>;

/** A plan is over at its expiration instant exactly, matching the banner's "0 days left". */
const pastExpiry = (user: PlanState, now: Date): boolean =>
  user.planExpirationDate !== null && user.planExpirationDate.getTime() <= now.getTime();

export const isPlanExpired = (user: PlanState, now: Date): boolean =>
  user.planStatus === 'expired' || (user.planStatus === 'active' && pastExpiry(user, now));

/** Active in status and not yet past its expiration (a plan without a date never lapses). */
export const isPlanActive = (user: PlanState, now: Date): boolean =>
  user.planStatus === 'active' && !pastExpiry(user, now);

/**
 * The expiry transition, or null when the plan is not (yet) due. A cancelled subscription stays
 * 'cancelled' so the admin view keeps the user's decision; anything else becomes 'inactive'.
 */
export function applyPlanExpiry(
  user: Pick<User, 'planStatus' | 'planExpirationDate' | 'subscriptionStatus'>,
  now: Date,
): PlanExpiryEffect | null {
  if (user.planStatus !== 'active' || !pastExpiry(user, now)) return null;
  const subscriptionStatus = user.subscriptionStatus === 'cancelled' ? 'cancelled' : 'inactive';
  return { patch: { planStatus: 'expired', subscriptionStatus }, expirePlanBids: true, stopAutobidding: true };
}
