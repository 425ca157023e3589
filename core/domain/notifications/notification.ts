/** Account matters (plan, payments, bids, pauses): by default in the inbox and by mail. */
const ACCOUNT_KINDS = [
  'bids.exhausted',
  'plan.expiring',
  'plan.expired',
  'autobid.paused',
  'payment.completed',
  'payment.failed',
  'payment.refund_due',
] as const;

/**
 * What BidPilot tells a user about, on which channels (docs/design.md#notifications). A kind is
 * named for its event; every kind can go to every channel, as the user chooses.
 */
export const NOTIFICATION_KINDS = [
  'bid.awarded',
  'bid.replied',
  ...ACCOUNT_KINDS,
  'review.waiting',
  'channel.disabled',
  'channel.linked',
  'notification.test',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * `channel.disabled` is BidPilot's own notice that a channel was switched off after a dead
 * delivery (bounced mail, Slack's 410, a blocked bot): it always reaches the inbox.
 */
export const INBOX_NOTICE_KIND: NotificationKind = 'channel.disabled';

/** Sent on request to one channel (the CLI's `notifications test`), whatever the preferences: nobody chooses it. */
export const TEST_KIND: NotificationKind = 'notification.test';

/** The kinds a user chooses channels for (the preferences matrix). */
export const CHOOSABLE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter((kind) => kind !== TEST_KIND);

/** `inapp` is the bell and the list page; the others leave BidPilot. */
export const NOTIFICATION_CHANNELS = ['inapp', 'email', 'telegram', 'slack', 'webhook'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

/** Plain values only: a notification travels through the job queue and out in webhook bodies. */
export type NotificationData = Readonly<Record<string, string | number | boolean | null>>;

/** What a notification tells whom: the same from the request that asks for it to the inbox row. */
export interface NotificationContent {
  readonly userId: string;
  readonly kind: NotificationKind;
  /** One line, plain text: the inbox row, the mail subject, the chat message's first line. */
  readonly title: string;
  /** A few plain-text sentences. */
  readonly body: string;
  /** The app path that shows the matter (e.g. `/bid-logs/<bidId>`), or null. */
  readonly link: string | null;
  readonly data: NotificationData;
}

/** One thing that happened to a user, as every channel renders it. */
export interface Notification extends NotificationContent {
  readonly id: string;
  readonly createdAt: Date;
  /** When the user marked it read in the inbox; null while unread. */
  readonly readAt: Date | null;
}

/** The channels a kind goes to, per kind: what the user chose, or the defaults. */
export type NotificationPreferences = Readonly<Record<NotificationKind, readonly NotificationChannelName[]>>;

/** Kinds a user must not miss go everywhere they linked; the rest stay in the inbox and mail. */
const EVERY_LINKED_CHANNEL: ReadonlySet<NotificationKind> = new Set(['bid.awarded']);
/** A chat linked from outside BidPilot (Telegram's `/start CODE`) is an account matter too: told where its owner already reads. */
const INBOX_AND_MAIL: ReadonlySet<NotificationKind> = new Set([...ACCOUNT_KINDS, 'channel.linked']);

/**
 * The preferences of a user who never chose: awards on every channel the user has linked,
 * account matters (plan, payments, bids, pauses) in the inbox and by mail, the rest in the inbox.
 */
export function defaultPreferences(linked: ReadonlySet<NotificationChannelName>): NotificationPreferences {
  const entries = NOTIFICATION_KINDS.map((kind): [NotificationKind, readonly NotificationChannelName[]] => {
    if (EVERY_LINKED_CHANNEL.has(kind))
      return [
        kind,
        NOTIFICATION_CHANNELS.filter((channel) => channel === 'inapp' || channel === 'email' || linked.has(channel)),
      ];
    if (INBOX_AND_MAIL.has(kind)) return [kind, ['inapp', 'email']];
    return [kind, ['inapp']];
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}

/** Channels the user chose for each kind, as stored: kinds missing (new ones, never chosen) fall back to the defaults. */
export type StoredPreferences = Partial<Record<NotificationKind, readonly NotificationChannelName[]>>;

const channelOrder = (channels: Iterable<NotificationChannelName>): NotificationChannelName[] => {
  const chosen = new Set(channels);
  return NOTIFICATION_CHANNELS.filter((channel) => chosen.has(channel));
};

/**
 * The preferences in force: the user's choice per kind where they made one, the defaults for the
 * channels they linked elsewhere; the inbox notice about a switched-off channel always reaches the inbox.
 */
export function effectivePreferences(
  stored: StoredPreferences | null,
  linked: ReadonlySet<NotificationChannelName>,
): NotificationPreferences {
  const defaults = defaultPreferences(linked);
  const entries = NOTIFICATION_KINDS.map((kind): [NotificationKind, readonly NotificationChannelName[]] => {
    const channels = channelOrder(stored?.[kind] ?? defaults[kind]);
    return [
      kind,
      kind === INBOX_NOTICE_KIND && !channels.includes('inapp') ? channelOrder([...channels, 'inapp']) : channels,
    ];
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}

/**
 * What to store of the preferences in force: only the kinds whose channels differ from the
 * defaults for the channels linked now. The preferences page sends every kind back, and a kind
 * stored as the defaults were then would no longer follow them: linking Slack later would not
 * bring awards there.
 */
export function chosenOnly(
  preferences: StoredPreferences,
  linked: ReadonlySet<NotificationChannelName>,
): StoredPreferences {
  const defaults = defaultPreferences(linked);
  const chosen: Partial<Record<NotificationKind, readonly NotificationChannelName[]>> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const channels = preferences[kind];
    if (channels !== undefined && channelOrder(channels).join() !== channelOrder(defaults[kind]).join())
      chosen[kind] = channelOrder(channels);
  }
  return chosen;
}

/** The stored choice with one channel switched off for one kind (the mail footer's unsubscribe link). */
export function withoutChannel(
  current: NotificationPreferences,
  kind: NotificationKind,
  channel: NotificationChannelName,
): StoredPreferences {
  return { ...current, [kind]: current[kind].filter((chosen) => chosen !== channel) };
}

/** The stored choice with one channel switched back on for one kind (the unsubscribe page's undo). */
export function withChannel(
  current: NotificationPreferences,
  kind: NotificationKind,
  channel: NotificationChannelName,
): StoredPreferences {
  return { ...current, [kind]: channelOrder([...current[kind], channel]) };
}

/** How long the inbox keeps a notification, and how many it keeps per user at most: older ones are pruned. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const MAX_NOTIFICATIONS_PER_USER = 1_000;

/** What a kind is called where a person reads it (preferences matrix, unsubscribe page). */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  'bid.awarded': 'Bid awarded',
  'bid.replied': 'Client replied',
  'bids.exhausted': 'Bids used up',
  'plan.expiring': 'Plan expiring',
  'plan.expired': 'Plan expired',
  'autobid.paused': 'Autobidding paused',
  'payment.completed': 'Payment completed',
  'payment.failed': 'Payment failed',
  'payment.refund_due': 'Refund due',
  'review.waiting': 'Proposal waiting for review',
  'channel.disabled': 'Channel switched off',
  'channel.linked': 'Chat linked',
  'notification.test': 'Test notification',
};

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannelName, string>> = {
  inapp: 'In-app',
  email: 'E-mail',
  telegram: 'Telegram',
  slack: 'Slack',
  webhook: 'Webhooks',
};
