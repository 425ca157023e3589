import type { AutobidPauseView } from '../../domain/bidding/autobid-pause.js';
import { BIDS_EXHAUSTED_NOTICE, bidsJustExhausted } from '../../domain/bidding/autobid-start.js';
import type { BillingPeriod, PlanStatus, SubscriptionStatus } from '../../domain/users/user.js';
import type { UserEvent } from '../../ports/event-publisher.port.js';
import type { UserView } from './user-view.js';

/**
 * The user fields a signed-in browser keeps live. A type, not an interface, so it travels as an
 * event's plain record; the expiry date is ISO text because events cross processes as JSON.
 */
export type UserUpdate = {
  readonly availableBids: number;
  readonly unlimitedBids: boolean;
  readonly planStatus: PlanStatus;
  readonly currentPlan: string | null;
  readonly billingPeriod: BillingPeriod | null;
  readonly planExpirationDate: string | null;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly subscriptionPlan: string | null;
  readonly isActive: boolean;
  /** The spec's notice when the change just used up the user's last bid, or the reason autobidding just paused. */
  readonly notice?: string;
  /** Sent when Freelancer just paused the user's autobidding (docs/design.md#refusals); not a field of the user. */
  readonly autobidPause?: AutobidPauseView | null;
};

/** Whether a change that took bids away just emptied them (an unlimited plan never runs out). */
export const justExhausted = (view: UserView, previousAvailableBids: number): boolean =>
  !view.unlimitedBids && bidsJustExhausted(previousAvailableBids, view.availableBids);

/** The user's live fields now; given the bids before a change, with the notice when they just ran out. */
export const userUpdate = (view: UserView, previousAvailableBids?: number): UserUpdate => ({
  availableBids: view.availableBids,
  unlimitedBids: view.unlimitedBids,
  planStatus: view.user.planStatus,
  currentPlan: view.user.currentPlan,
  billingPeriod: view.user.billingPeriod,
  planExpirationDate: view.user.planExpirationDate?.toISOString() ?? null,
  subscriptionStatus: view.user.subscriptionStatus,
  subscriptionPlan: view.user.subscriptionPlan,
  isActive: view.user.isActive,
  ...(previousAvailableBids !== undefined && justExhausted(view, previousAvailableBids)
    ? { notice: BIDS_EXHAUSTED_NOTICE }
    : {}),
});

/** The live update every signed-in browser merges into its user after a change to bids or plan. */
export const userUpdateEvent = (view: UserView, previousAvailableBids?: number): UserEvent => ({
  userId: view.user.id,
  data: userUpdate(view, previousAvailableBids),
});
