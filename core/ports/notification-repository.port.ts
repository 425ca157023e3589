import type { Notification, StoredPreferences } from '../domain/notifications/notification.js';
import type { NotificationRequest } from './notifier.port.js';
import type { Page, PageRequest } from './page.js';

/**
 * A notification to store: the request as asked, stamped with its time; the repository gives it
 * its id. The dedupe key is unique per user: a second notification with the same key is not stored.
 */
export interface NewNotification extends NotificationRequest {
  readonly createdAt: Date;
  /** Stored already read (a kind the user keeps out of the inbox: kept only for its deliveries). */
  readonly readAt: Date | null;
}

/** Which of a user's notifications to mark read: some by id (others' ids are ignored), or all. */
export type ReadSelection = { readonly ids: readonly string[] } | { readonly all: true };

/** The inbox (docs/design.md#notifications): every notification of every user, and their channel choices. */
export interface NotificationRepository {
  /** Stores it, or answers null when the user already has one with its dedupe key (nothing changes). A missing user is USER_NOT_FOUND. */
  add(notification: NewNotification): Promise<Notification | null>;
  /** The user's own notification by id; another user's is null, as a missing one. */
  find(userId: string, id: string): Promise<Notification | null>;
  /** The user's notifications, newest first (then by id, descending). */
  list(userId: string, page: PageRequest): Promise<Page<Notification>>;
  unreadCount(userId: string): Promise<number>;
  /** Marks the selected unread notifications of this user read at `at`; answers how many changed. */
  markRead(userId: string, selection: ReadSelection, at: Date): Promise<number>;
  /** Deletes every notification created before `before`, and each user's beyond their newest `keepPerUser`; answers how many went. */
  prune(before: Date, keepPerUser: number): Promise<number>;
  /** What the user chose per kind, or null when they never chose. */
  preferences(userId: string): Promise<StoredPreferences | null>;
  /** Replaces the user's choice. A missing user is USER_NOT_FOUND. */
  savePreferences(userId: string, preferences: StoredPreferences): Promise<void>;
}
