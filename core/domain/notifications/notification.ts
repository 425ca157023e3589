/**
 * What BidPilot tells a user about, on which channels (docs/design.md#notifications). A kind is
 * named for its event; every kind can go to every channel, as the user chooses.
 */
export const NOTIFICATION_KINDS = [
  'bid.awarded',
  'bid.replied',
  'bids.exhausted',
  'plan.expiring',
  'plan.expired',
  'autobid.paused',
  'payment.completed',
  'payment.failed',
  'review.waiting',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `inapp` is the bell and the list page; the others leave BidPilot. */
export const NOTIFICATION_CHANNELS = ['inapp', 'email', 'telegram', 'slack', 'webhook'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

/** Plain values only: a notification travels through the job queue and out in webhook bodies. */
export type NotificationData = Readonly<Record<string, string | number | boolean | null>>;

/** One thing that happened to a user, as every channel renders it. */
export interface Notification {
  readonly id: string;
  readonly userId: string;
  readonly kind: NotificationKind;
  /** One line, plain text: the inbox row, the mail subject, the chat message's first line. */
  readonly title: string;
  /** A few plain-text sentences. */
  readonly body: string;
  /** The app path that shows the matter (e.g. `/bid-logs/<bidId>`), or null. */
  readonly link: string | null;
  readonly data: NotificationData;
  readonly createdAt: Date;
  /** When the user marked it read in the inbox; null while unread. */
  readonly readAt: Date | null;
}

/** The channels a kind goes to, per kind: what the user chose, or the defaults. */
export type NotificationPreferences = Readonly<Record<NotificationKind, readonly NotificationChannelName[]>>;

/** Kinds a user must not miss go everywhere they linked; the rest stay in the inbox and mail. */
const EVERY_LINKED_CHANNEL: ReadonlySet<NotificationKind> = new Set(['bid.awarded']);
const INBOX_AND_MAIL: ReadonlySet<NotificationKind> = new Set(['bids.exhausted', 'plan.expiring', 'plan.expired', 'autobid.paused', 'payment.completed', 'payment.failed']);

/**
 * The preferences of a user who never chose: awards on every channel the user has linked,
 * account matters (plan, payments, bids, pauses) in the inbox and by mail, the rest in the inbox.
 */
export function defaultPreferences(linked: ReadonlySet<NotificationChannelName>): NotificationPreferences {
  const entries = NOTIFICATION_KINDS.map((kind): [NotificationKind, readonly NotificationChannelName[]] => {
    if (EVERY_LINKED_CHANNEL.has(kind)) return [kind, NOTIFICATION_CHANNELS.filter((channel) => channel === 'inapp' || channel === 'email' || linked.has(channel))];
    if (INBOX_AND_MAIL.has(kind)) return [kind, ['inapp', 'email']];
    return [kind, ['inapp']];
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}
