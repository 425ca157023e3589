import type { NotificationContent } from '../domain/notifications/notification.js';

/** Something to tell a user about, as the part of BidPilot that saw it happen describes it. */
export interface NotificationRequest extends NotificationContent {
  /**
   * Names the occurrence (e.g. `bid.awarded:<bidId>`, `plan.expiring:<userId>:<expiry>:7d`): a
   * second request with the same key is the same notification and adds nothing.
   */
  readonly dedupeKey: string;
}

/**
 * Tells a user: stores the notification for the inbox, announces it live, and queues its
 * delivery on the channels the user chose. Never delivers inside the caller's call.
 */
export interface Notifier {
  notify(request: NotificationRequest): Promise<void>;
}
