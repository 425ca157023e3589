import { randomUUID } from 'node:crypto';
import type { Notification, StoredPreferences } from '../../../core/domain/notifications/notification.js';
import type {
  NewNotification,
  NotificationRepository,
  ReadSelection,
} from '../../../core/ports/notification-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { compare, copy, pageOf, requireUser, type MemoryTables } from './memory-tables.js';

/** Newest first, then by id descending: the knex repository's order. */
const newestFirst = (a: Notification, b: Notification): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || compare(b.id, a.id);

/** The inbox in process memory, on the shared tables (deleting a user removes theirs). */
export class InMemoryNotificationRepository implements NotificationRepository {
  constructor(private readonly tables: MemoryTables) {}

  async add(request: NewNotification): Promise<Notification | null> {
    requireUser(this.tables, request.userId);
    for (const stored of this.tables.notifications.values())
      if (stored.notification.userId === request.userId && stored.dedupeKey === request.dedupeKey) return null;
    const { dedupeKey, ...fields } = request;
    const notification: Notification = { id: randomUUID(), ...fields };
    this.tables.notifications.set(notification.id, { notification: copy(notification), dedupeKey });
    return copy(notification);
  }

  async find(userId: string, id: string): Promise<Notification | null> {
    const stored = this.tables.notifications.get(id);
    return stored === undefined || stored.notification.userId !== userId ? null : copy(stored.notification);
  }

  async list(userId: string, page: PageRequest): Promise<Page<Notification>> {
    return pageOf(this.own(userId).sort(newestFirst), page);
  }

  async unreadCount(userId: string): Promise<number> {
    return this.own(userId).filter((notification) => notification.readAt === null).length;
  }

  async markRead(userId: string, selection: ReadSelection, at: Date): Promise<number> {
    const ids = 'all' in selection ? null : new Set(selection.ids);
    let changed = 0;
    for (const [key, stored] of this.tables.notifications) {
      const { notification } = stored;
      if (notification.userId !== userId || notification.readAt !== null || (ids !== null && !ids.has(notification.id)))
        continue;
      this.tables.notifications.set(key, { ...stored, notification: { ...notification, readAt: new Date(at) } });
      changed += 1;
    }
    return changed;
  }

  async prune(before: Date, keepPerUser: number): Promise<number> {
    const byUser = new Map<string, Notification[]>();
    for (const { notification } of this.tables.notifications.values())
      byUser.set(notification.userId, [...(byUser.get(notification.userId) ?? []), notification]);
    let pruned = 0;
    for (const notifications of byUser.values()) {
      notifications.sort(newestFirst).forEach((notification, index) => {
        if (index < keepPerUser && notification.createdAt.getTime() >= before.getTime()) return;
        this.tables.notifications.delete(notification.id);
        pruned += 1;
      });
    }
    return pruned;
  }

  async preferences(userId: string): Promise<StoredPreferences | null> {
    const stored = this.tables.notificationPreferences.get(userId);
    return stored === undefined ? null : copy(stored);
  }

  async savePreferences(userId: string, preferences: StoredPreferences): Promise<void> {
    requireUser(this.tables, userId);
    this.tables.notificationPreferences.set(userId, copy(preferences));
  }

  private own(userId: string): Notification[] {
    return [...this.tables.notifications.values()]
      .filter((stored) => stored.notification.userId === userId)
      .map((stored) => stored.notification);
  }
}
