import { z } from 'zod';
import {
  CHOOSABLE_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannelName,
  type NotificationData,
  type NotificationKind,
} from '../core/domain/notifications/notification.js';
import type { ReviewStatus } from '../core/domain/bidding/review-draft.js';
import type { InboxEntry } from '../core/use-cases/notifications/inbox.js';
import { pageQuery, pagination, type Pagination } from './common.js';

/** The inbox's page size by default (`limit` may ask for up to 100). */
export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?page&limit: the signed-in user's inbox, newest first. */
export const NotificationsQuery = z.strictObject({ ...pageQuery(NOTIFICATION_PAGE_SIZE) });
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

/**
 * A review notification's draft as it stands when the inbox is read (worked out on each read, never
 * stored): only a `waiting` one can still be approved or rejected; one past its expiry reads `expired`.
 */
export interface NotificationReviewState {
  readonly draftId: string;
  readonly status: ReviewStatus;
  /** ISO instant: when a waiting draft expires unplaced. */
  readonly expiresAt: string;
  /** ISO instant it left `waiting`; null while waiting. */
  readonly decidedAt: string | null;
}

/** One notification as the inbox lists it. */
export interface NotificationResponse {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** The app path that shows the matter, or null. */
  readonly link: string | null;
  /** Plain values of the kind: `acceptBy` (ISO instant) for `bid.awarded`, the countdown's end. */
  readonly data: NotificationData;
  readonly createdAt: string;
  readonly readAt: string | null;
  /** On a `review.waiting` notification, its draft now; null on other kinds, or when the draft is gone. */
  readonly review: NotificationReviewState | null;
}

export const toNotificationResponse = (notification: InboxEntry): NotificationResponse => ({
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  link: notification.link,
  data: notification.data,
  createdAt: notification.createdAt.toISOString(),
  readAt: notification.readAt?.toISOString() ?? null,
  review:
    notification.review === null
      ? null
      : {
          draftId: notification.review.draftId,
          status: notification.review.status,
          expiresAt: notification.review.expiresAt.toISOString(),
          decidedAt: notification.review.decidedAt?.toISOString() ?? null,
        },
});

export interface NotificationsResponse {
  readonly success: true;
  readonly notifications: readonly NotificationResponse[];
  readonly unreadCount: number;
  readonly pagination: Pagination;
}

export const notificationPagination = pagination;

const MAX_IDS = 100;

/** POST /api/notifications/read: `{ ids }` (the caller's own; others' are ignored) or `{ all: true }`. */
export const MarkReadBody = z.union(
  [
    z.strictObject({
      ids: z
        .array(
          z
            .string({ error: 'ids must be a list of notification ids' })
            .min(1, 'ids cannot contain blank entries')
            .max(64, 'ids must be notification ids'),
          { error: 'ids must be a list of notification ids' },
        )
        .min(1, 'ids must name at least one notification')
        .max(MAX_IDS, `ids must name at most ${MAX_IDS} notifications`),
    }),
    z.strictObject({ all: z.literal(true, { error: 'all must be true' }) }),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }' },
);
export type MarkReadBody = z.input<typeof MarkReadBody>;

export interface MarkReadResponse {
  readonly success: true;
  /** How many were unread and are read now. */
  readonly marked: number;
  readonly unreadCount: number;
}

/** The kinds and channels as the preferences page lists them, with their labels. */
export const NOTIFICATION_KIND_OPTIONS = CHOOSABLE_KINDS.map((kind) => ({
  kind,
  label: NOTIFICATION_KIND_LABELS[kind],
}));
export const NOTIFICATION_CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((channel) => ({
  channel,
  label: NOTIFICATION_CHANNEL_LABELS[channel],
}));

const kindError = `must be one of ${CHOOSABLE_KINDS.join(', ')}`;
const ChannelList = z
  .array(z.enum(NOTIFICATION_CHANNELS, { error: `channels must be among ${NOTIFICATION_CHANNELS.join(', ')}` }), {
    error: 'each kind takes a list of channels',
  })
  .max(NOTIFICATION_CHANNELS.length, 'a kind lists each channel at most once')
  .refine((channels) => new Set(channels).size === channels.length, 'a kind lists each channel at most once');

/** PUT /api/notifications/preferences: the channels per kind to change; kinds left out keep theirs. */
export const UpdatePreferencesBody = z.strictObject({
  preferences: z.partialRecord(
    z.enum(CHOOSABLE_KINDS as [NotificationKind, ...NotificationKind[]], { error: `kinds ${kindError}` }),
    ChannelList,
    { error: 'preferences must map kinds to lists of channels' },
  ),
});
export type UpdatePreferencesBody = z.input<typeof UpdatePreferencesBody>;

/** GET and PUT /api/notifications/preferences. */
export interface PreferencesResponse {
  readonly success: true;
  /** The channels in force per kind: the user's choice, or the defaults for what they linked. */
  readonly preferences: Readonly<Partial<Record<NotificationKind, readonly NotificationChannelName[]>>>;
  /** Channels the user can choose: the inbox and those they linked. */
  readonly linked: readonly NotificationChannelName[];
  readonly kinds: typeof NOTIFICATION_KIND_OPTIONS;
  readonly channels: typeof NOTIFICATION_CHANNEL_OPTIONS;
}

export const toPreferencesResponse = (view: {
  readonly preferences: Readonly<Record<NotificationKind, readonly NotificationChannelName[]>>;
  readonly linked: readonly NotificationChannelName[];
}): PreferencesResponse => ({
  success: true,
  preferences: Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, view.preferences[kind]])),
  linked: view.linked,
  kinds: NOTIFICATION_KIND_OPTIONS,
  channels: NOTIFICATION_CHANNEL_OPTIONS,
});

/**
 * POST /api/notifications/unsubscribe (no sign-in): the mail footer link's token switches its kind
 * off on its channel; `subscribe: true` (the page's undo) switches it on again.
 */
const UnsubscribeToken = z
  .string({ error: 'token must be text' })
  .min(1, 'token is required')
  .max(1_000, 'token is not valid');

export const UnsubscribeBody = z.strictObject({
  token: UnsubscribeToken,
  subscribe: z.boolean({ error: 'subscribe must be true or false' }).default(false),
});
export type UnsubscribeBody = z.input<typeof UnsubscribeBody>;

export interface UnsubscribeResponse {
  readonly success: true;
  readonly kind: NotificationKind;
  readonly kindLabel: string;
  readonly channel: NotificationChannelName;
  readonly channelLabel: string;
  /** Whether the kind goes to the channel now. */
  readonly subscribed: boolean;
}

export const toUnsubscribeResponse = (result: {
  readonly target: { readonly kind: NotificationKind; readonly channel: NotificationChannelName };
  readonly subscribed: boolean;
}): UnsubscribeResponse => ({
  success: true,
  kind: result.target.kind,
  kindLabel: NOTIFICATION_KIND_LABELS[result.target.kind],
  channel: result.target.channel,
  channelLabel: NOTIFICATION_CHANNEL_LABELS[result.target.channel],
  subscribed: result.subscribed,
});

/**
 * GET /api/notifications/unsubscribe?token=… (no sign-in): what the link names and whether that kind
 * goes to that channel now, answered as UnsubscribeResponse; reading it changes nothing (a mail
 * scanner may open the page). Also the query of the one-click routes below.
 */
export const UnsubscribeQuery = z.strictObject({ token: UnsubscribeToken });
export type UnsubscribeQuery = z.input<typeof UnsubscribeQuery>;

/**
 * POST /api/notifications/unsubscribe/one-click?token=… (RFC 8058): the body a mail client posts
 * for the mail's `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, as a form.
 */
export const OneClickUnsubscribeBody = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: 'Send the form body List-Unsubscribe=One-Click' }),
});
export type OneClickUnsubscribeBody = z.input<typeof OneClickUnsubscribeBody>;
