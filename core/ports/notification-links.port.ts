import type { NotificationChannelName, NotificationKind } from '../domain/notifications/notification.js';

/** What an unsubscribe link switches off: one kind on one channel of one user. */
export interface UnsubscribeTarget {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly channel: NotificationChannelName;
}

/**
 * The absolute links a notification carries out of BidPilot: the app page of its matter, and the
 * signed, expiring link that switches its kind off on its channel without signing in.
 */
export interface NotificationLinks {
  /** The absolute URL of an app path (`/bid-logs/…`). */
  appUrl(path: string): string;
  unsubscribeUrl(target: UnsubscribeTarget): string;
  /** The target a link's token names, or null for a token forged, mangled or expired. */
  verifyUnsubscribeToken(token: string): UnsubscribeTarget | null;
}
