import type { Notification, NotificationKind } from '../../domain/notifications/notification.js';
import type { UserEvent } from '../../ports/event-publisher.port.js';

/** Long titles are cut: an event must stay small enough for every publisher (Postgres NOTIFY). */
const TITLE_LENGTH = 200;

/**
 * The inbox as the bell shows it: the unread count, and the notification that just arrived (null
 * when the count changed because the user read some). A type, so it travels as a plain record.
 */
export type InboxUpdate = {
  readonly unreadCount: number;
  readonly latest: {
    readonly id: string;
    readonly kind: NotificationKind;
    readonly title: string;
    readonly link: string | null;
    readonly createdAt: string;
  } | null;
};

/** The live event of a new notification: `{ inbox: { unreadCount, latest } }` for its owner. */
export const newNotificationEvent = (notification: Notification, unreadCount: number): UserEvent => ({
  userId: notification.userId,
  data: {
    inbox: {
      unreadCount,
      latest: {
        id: notification.id,
        kind: notification.kind,
        title: Array.from(notification.title).slice(0, TITLE_LENGTH).join(''),
        link: notification.link,
        createdAt: notification.createdAt.toISOString(),
      },
    } satisfies InboxUpdate,
  },
});

/** The live event of a user's unread count after they read some (in another tab, say). */
export const unreadCountEvent = (userId: string, unreadCount: number): UserEvent => ({
  userId,
  data: { inbox: { unreadCount, latest: null } satisfies InboxUpdate },
});
