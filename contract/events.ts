import { z } from 'zod';
import { AUTOBID_PAUSE_CODES } from '../core/domain/bidding/autobid-pause.js';
import { NOTIFICATION_KINDS } from '../core/domain/notifications/notification.js';
import type { UserUpdate } from '../core/use-cases/users/user-update-event.js';

/**
 * GET /api/events?token=…: the signed-in user's live events as server-sent events. The token rides
 * in the query because EventSource cannot send headers; without a valid one the answer is the 401
 * error envelope. The stream opens with `retry: 5000`, sends a `: heartbeat` comment every 25 s
 * (which also re-checks the session), and ends after a message with `isActive: false` or once the
 * session no longer resolves. Every `data:` line is one JSON message: the snapshot first, then updates.
 */
export const EventsQuery = z.object({ token: z.string().catch('') });
export type EventsQuery = { readonly token: string };

/** How long a browser waits before reconnecting a dropped stream (the stream's `retry:` line). */
export const LIVE_EVENTS_RETRY_MS = 5_000;

const PLAN_STATUSES = ['none', 'active', 'expired'] as const;
const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'cancelled'] as const;
const BILLING_PERIODS = ['monthly', 'annual'] as const;

/**
 * A bid of the user that Freelancer just decided on, as the award sync publishes it (core's
 * BidAwardUpdate), or whose client just wrote first (`replied`, from the reply sync).
 */
const BidAwardMessage = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  status: z.enum(['replied', 'accepted', 'rejected']),
});
export type BidAwardMessage = z.output<typeof BidAwardMessage>;

/** Freelancer paused the user's autobidding: its words, when it ends (null: when the user acts) and how. */
export const AutobidPauseMessage = z.object({
  code: z.enum(AUTOBID_PAUSE_CODES),
  message: z.string(),
  since: z.string(),
  until: z.string().nullable(),
  resumesWhen: z.string(),
});
export type AutobidPauseMessage = z.output<typeof AutobidPauseMessage>;

/** The bell's news (core's InboxUpdate): the unread count, and the notification that just arrived (null when some were read). */
export const InboxMessage = z.object({
  unreadCount: z.number(),
  latest: z
    .object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      title: z.string(),
      link: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type InboxMessage = z.output<typeof InboxMessage>;

/**
 * An update: any of the user's live fields, merged by the browser into its copy of the signed-in
 * user (GET /api/auth/me's `user`), plus the spec's notice when the user's last bid was just spent,
 * or `bid` when one of the user's bids was just accepted or rejected, or `autobidPause` when
 * Freelancer just paused their autobidding, or `inbox` when their notifications changed (none is a user field: browsers keep them out of the
 * user and refresh what they concern). Keys in the order the server writes them. Parsed where updates arrive
 * from other processes; keys it does not know are dropped.
 */
export const LiveUpdateMessage = z
  .object({
    availableBids: z.number(),
    unlimitedBids: z.boolean(),
    planStatus: z.enum(PLAN_STATUSES),
    currentPlan: z.string().nullable(),
    billingPeriod: z.enum(BILLING_PERIODS).nullable(),
    planExpirationDate: z.string().nullable(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionPlan: z.string().nullable(),
    isActive: z.boolean(),
    notice: z.string(),
    autobidPause: AutobidPauseMessage.nullable(),
    bid: BidAwardMessage,
    inbox: InboxMessage,
  })
  .partial();
export type LiveUpdateMessage = z.output<typeof LiveUpdateMessage>;

/** The first message of a stream: every live field of the user as it is now. */
export type LiveSnapshotMessage = Required<Omit<LiveUpdateMessage, 'notice' | 'bid' | 'autobidPause' | 'inbox'>>;

/** One `data:` message of the stream. */
export type LiveEventMessage = LiveSnapshotMessage | LiveUpdateMessage;

/** The snapshot from the core's view of the user's live fields. */
export const toLiveSnapshotMessage = (update: UserUpdate): LiveSnapshotMessage => ({
  availableBids: update.availableBids,
  unlimitedBids: update.unlimitedBids,
  planStatus: update.planStatus,
  currentPlan: update.currentPlan,
  billingPeriod: update.billingPeriod,
  planExpirationDate: update.planExpirationDate,
  subscriptionStatus: update.subscriptionStatus,
  subscriptionPlan: update.subscriptionPlan,
  isActive: update.isActive,
});

/** An update as published (by any server process): the wire message, or null for a record that is not one. */
export function toLiveUpdateMessage(published: unknown): LiveUpdateMessage | null {
  const parsed = LiveUpdateMessage.safeParse(published);
  return parsed.success ? parsed.data : null;
}
