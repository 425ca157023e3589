import type { UserEvent } from '../../ports/event-publisher.port.js';
import type { UserView } from './user-view.js';

/** The live update every signed-in browser merges into its user after a change to bids or plan. */
export const userUpdateEvent = (view: UserView): UserEvent => ({
  userId: view.user.id,
  data: {
    availableBids: view.availableBids,
    unlimitedBids: view.unlimitedBids,
    planStatus: view.user.planStatus,
    currentPlan: view.user.currentPlan,
    billingPeriod: view.user.billingPeriod,
    planExpirationDate: view.user.planExpirationDate?.toISOString() ?? null,
    subscriptionStatus: view.user.subscriptionStatus,
    subscriptionPlan: view.user.subscriptionPlan,
    isActive: view.user.isActive,
  },
});
