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

/** A page of the inbox and the user's unread count. */
export interface InboxPage extends Page<Notification> {
  readonly unreadCount: number;
}

/** The user's own notifications, newest first, with their unread count. */
export async function listInbox(
  repositories: Pick<Repositories, 'notifications'>,
  userId: string,
  page: PageRequest,
): Promise<InboxPage> {
  const [list, unreadCount] = [
    await repositories.notifications.list(userId, page),
    await repositories.notifications.unreadCount(userId),
  ];
  return { ...list, unreadCount };
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
