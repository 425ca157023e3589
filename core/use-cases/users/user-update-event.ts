import { BIDS_EXHAUSTED_NOTICE, bidsJustExhausted } from '../../domain/bidding/autobid-start.js';
import type { UserEvent } from '../../ports/event-publisher.port.js';
import type { UserView } from './user-view.js';

/** Whether a change that took bids away just emptied them (an unlimited plan never runs out). */
export const justExhausted = (view: UserView, previousAvailableBids: number): boolean =>
  !view.unlimitedBids && bidsJustExhausted(previousAvailableBids, view.availableBids);

/**
 * The live update every signed-in browser merges into its user after a change to bids or plan.
 * Given the bids before the change, it carries the spec's notice when they just ran out.
 */
export const userUpdateEvent = (view: UserView, previousAvailableBids?: number): UserEvent => ({
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
    ...(previousAvailableBids !== undefined && justExhausted(view, previousAvailableBids) ? { notice: BIDS_EXHAUSTED_NOTICE } : {}),
  },
});
