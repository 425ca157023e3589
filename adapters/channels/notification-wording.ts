import type { NotificationKind } from '../../core/domain/notifications/notification.js';

/**
 * How the channels that leave BidPilot word each kind beyond its title and body: what a user
 * switches off with an unsubscribe link, and the button that opens the matter.
 */
interface KindWording {
  /** Plural, lower case: "You get these … by e-mail". */
  readonly topic: string;
  /** The link's label. */
  readonly action: string;
}

const WORDING: Readonly<Record<NotificationKind, KindWording>> = {
  'bid.awarded': { topic: 'award alerts', action: 'See the award' },
  'bid.replied': { topic: 'client reply alerts', action: 'Read the bid' },
  'bids.exhausted': { topic: 'bid balance alerts', action: 'Get more bids' },
  'plan.expiring': { topic: 'plan expiry reminders', action: 'Renew your plan' },
  'plan.expired': { topic: 'plan expiry notices', action: 'Choose a plan' },
  'autobid.paused': { topic: 'autobid pause alerts', action: 'Open bidding settings' },
  'payment.completed': { topic: 'payment receipts', action: 'See your payments' },
  'payment.failed': { topic: 'payment failure alerts', action: 'See your payments' },
  // Admins get the same kind about a buyer's payment: the action names the payment, not "your payments".
  'payment.refund_due': { topic: 'refund notices', action: 'See the payment' },
  'review.waiting': { topic: 'review reminders', action: 'Review the bids' },
  'channel.disabled': { topic: 'channel notices', action: 'Open your channels' },
  'channel.linked': { topic: 'notices of a chat linked to your account', action: 'Open your channels' },
  'notification.test': { topic: 'test notifications', action: 'Open BidPilot' },
};

export const wordingOf = (kind: NotificationKind): KindWording => WORDING[kind];
