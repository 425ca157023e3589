import { reviewStatusAt, type ReviewStatus } from '../../domain/bidding/review-draft.js';
import {
  MAX_NOTIFICATIONS_PER_USER,
  NOTIFICATION_RETENTION_DAYS,
  type Notification,
} from '../../domain/notifications/notification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { ReadSelection } from '../../ports/notification-repository.port.js';
import type { Page, PageRequest } from '../../ports/page.js';
import type { Repositories } from '../../ports/storage.port.js';
import { unreadCountEvent } from './inbox-event.js';

/**
 * A review notification's draft as it stands when the inbox is read: worked out on each read, never
 * stored with the notification, so "waiting" is only ever said of a draft that can still be decided.
 */
export interface ReviewDraftNow {
  readonly draftId: string;
  readonly status: ReviewStatus;
  readonly expiresAt: Date;
  readonly decidedAt: Date | null;
}

/** A notification as the inbox lists it: a review notification with its draft now, null for other kinds or a draft gone. */
export interface InboxEntry extends Notification {
  readonly review: ReviewDraftNow | null;
}

/** A page of the inbox and the user's unread count. */
export interface InboxPage extends Page<InboxEntry> {
  readonly unreadCount: number;
}

const draftIdOf = (notification: Notification): string | null =>
  notification.kind === 'review.waiting' && typeof notification.data.draftId === 'string'
    ? notification.data.draftId
    : null;

/** The user's own notifications, newest first, with their unread count and each review notification's draft as it stands at `now`. */
export async function listInbox(
  repositories: Pick<Repositories, 'notifications' | 'reviews'>,
  userId: string,
  page: PageRequest,
  now: Date,
): Promise<InboxPage> {
  const [list, unreadCount] = [
    await repositories.notifications.list(userId, page),
    await repositories.notifications.unreadCount(userId),
  ];
  const draftIds = [...new Set(list.items.map(draftIdOf).filter((id): id is string => id !== null))];
  const drafts = new Map<string, ReviewDraftNow>(
    (await repositories.reviews.findMany(userId, draftIds)).map((draft) => [
      draft.id,
      { draftId: draft.id, status: reviewStatusAt(draft, now), expiresAt: draft.expiresAt, decidedAt: draft.decidedAt },
    ]),
  );
  const items = list.items.map((notification) => {
    const draftId = draftIdOf(notification);
    return { ...notification, review: draftId === null ? null : (drafts.get(draftId) ?? null) };
  });
  return { ...list, items, unreadCount };
}

/**
 * Marks the user's own notifications read (ids of others' are ignored, as missing ones), and tells
 * their other browsers the new unread count.
 */
export class MarkNotificationsRead {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications'>,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    selection: ReadSelection,
  ): Promise<{ readonly marked: number; readonly unreadCount: number }> {
    const marked = await this.repositories.notifications.markRead(userId, selection, this.clock.now());
    const unreadCount = await this.repositories.notifications.unreadCount(userId);
    if (marked > 0) await this.events.publish(unreadCountEvent(userId, unreadCount));
    return { marked, unreadCount };
  }
}

const DAY_MS = 24 * 60 * 60_000;

/** Keeps the inbox bounded: 90 days, 1,000 notifications per user at most (docs/design.md#notifications). */
export class PruneNotifications {
  constructor(
    private readonly repositories: Pick<Repositories, 'notifications'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ readonly pruned: number }> {
    const before = new Date(this.clock.now().getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
    return { pruned: await this.repositories.notifications.prune(before, MAX_NOTIFICATIONS_PER_USER) };
  }
}
