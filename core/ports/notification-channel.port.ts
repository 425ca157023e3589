import type { Notification, NotificationChannelName } from '../domain/notifications/notification.js';

/** Who a notification is for, as a channel needs to address and greet them. */
export interface Recipient {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
}

/** One notification on its way out through one channel. */
export interface OutgoingNotification {
  readonly notification: Notification;
  readonly recipient: Recipient;
  /** An absolute URL that switches this kind off on this channel without signing in (mail footers). */
  readonly unsubscribeUrl: string;
  /** An absolute URL of `notification.link`, or null. */
  readonly linkUrl: string | null;
}

/**
 * What one delivery attempt came to:
 * - `delivered`: the far end took it;
 * - `skipped`: the user has no target on this channel (nothing linked): not an error, never retried;
 * - `retry`: a passing failure (timeout, 5xx, rate limit): the job queue tries again later;
 * - `dead`: the target is gone for good (bounced mail, Slack's 410, a bot the user blocked): the
 *   channel is switched off for the user and the inbox says so.
 */
export type DeliveryOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'skipped' }
  | { readonly kind: 'retry'; readonly reason: string }
  | { readonly kind: 'dead'; readonly reason: string };

/**
 * One way out (mail, Telegram, Slack, webhooks). A channel finds the user's own target (chat id,
 * webhook URL, endpoints) itself. Called only from the notification job, never inside a request
 * or the engine tick, at most once per notification and channel that succeeded (the job's
 * idempotency key).
 */
export interface NotificationChannel {
  readonly name: Exclude<NotificationChannelName, 'inapp'>;
  /** Whether the user has a target on this channel: what "every linked channel" means. */
  isLinked(userId: string): Promise<boolean>;
  deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome>;
  /** Switches the channel off for the user after a `dead` outcome, keeping why (shown where they link it). */
  unlink(userId: string, reason: string): Promise<void>;
}
