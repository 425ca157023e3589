import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type Notification,
  type StoredPreferences,
} from '../../../core/domain/notifications/notification.js';
import type {
  NewNotification,
  NotificationRepository,
  ReadSelection,
} from '../../../core/ports/notification-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import {
  idBatches,
  num,
  ownedByUser,
  pageOf,
  parseJsonColumn,
  toDate,
  toDateOrNull,
  whereAmong,
  type Db,
} from './knex-rows.js';

interface NotificationRow {
  readonly id: string;
  readonly user_id: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
  readonly data: string;
  readonly created_at_ms: number | string;
  readonly read_at_ms: number | string | null;
}

const COLUMNS = ['id', 'user_id', 'kind', 'title', 'body', 'link', 'data', 'created_at_ms', 'read_at_ms'] as const;
const Kind = z.enum(NOTIFICATION_KINDS);
const Data = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
const Preferences = z.partialRecord(Kind, z.array(z.enum(NOTIFICATION_CHANNELS)));

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  userId: row.user_id,
  kind: parseJsonColumn(Kind, JSON.stringify(row.kind), 'notifications.kind'),
  title: row.title,
  body: row.body,
  link: row.link,
  data: parseJsonColumn(Data, row.data, 'notifications.data'),
  createdAt: toDate(row.created_at_ms),
  readAt: toDateOrNull(row.read_at_ms),
});

/** The inbox in the `notifications` table, the channel choices in `notification_preferences`. */
export class KnexNotificationRepository implements NotificationRepository {
  constructor(private readonly db: Db) {}

  async add(request: NewNotification): Promise<Notification | null> {
    const notification: Notification = {
      id: randomUUID(),
      userId: request.userId,
      kind: request.kind,
      title: request.title,
      body: request.body,
      link: request.link,
      data: request.data,
      createdAt: request.createdAt,
      readAt: request.readAt,
    };
    // "do nothing" on the dedupe key rather than catching the violation: inside a Postgres transaction a failed insert would abort it.
    const inserted = await ownedByUser(() =>
      this.db('notifications')
        .insert({
          id: notification.id,
          user_id: notification.userId,
          kind: notification.kind,
          title: notification.title,
          body: notification.body,
          link: notification.link,
          data: JSON.stringify(notification.data),
          dedupe_key: request.dedupeKey,
          created_at_ms: notification.createdAt.getTime(),
          read_at_ms: notification.readAt?.getTime() ?? null,
        })
        .onConflict(['user_id', 'dedupe_key'])
        .ignore()
        .returning('id'),
    );
    return inserted.length === 0 ? null : notification;
  }

  async find(userId: string, id: string): Promise<Notification | null> {
    const row = (await this.db('notifications').where({ id, user_id: userId }).first(COLUMNS)) as
      NotificationRow | undefined;
    return row === undefined ? null : toNotification(row);
  }

  list(userId: string, page: PageRequest): Promise<Page<Notification>> {
    return pageOf<NotificationRow, Notification>(
      this.db('notifications').where({ user_id: userId }).select(COLUMNS),
      page,
      (query) =>
        query.orderBy([
          { column: 'created_at_ms', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
      toNotification,
    );
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = (await this.db('notifications')
      .where({ user_id: userId })
      .whereNull('read_at_ms')
      .count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }

  async markRead(userId: string, selection: ReadSelection, at: Date): Promise<number> {
    if ('all' in selection)
      return this.db('notifications')
        .where({ user_id: userId })
        .whereNull('read_at_ms')
        .update({ read_at_ms: at.getTime() });
    let changed = 0;
    for (const batch of idBatches(this.db, selection.ids)) {
      changed += await whereAmong(this.db('notifications').where({ user_id: userId }), 'id', batch)
        .whereNull('read_at_ms')
        .update({ read_at_ms: at.getTime() });
    }
    return changed;
  }

  async prune(before: Date, keepPerUser: number): Promise<number> {
    const old = await this.db('notifications').where('created_at_ms', '<', before.getTime()).delete();
    // Each user's rows past their newest `keepPerUser`, in one statement for every user (a window function: SQLite ≥ 3.25 and Postgres).
    const overflow = await this.db('notifications')
      .whereIn(
        'id',
        this.db
          .select('id')
          .from(
            this.db('notifications')
              .select('id')
              .select(
                this.db.raw(
                  'row_number() over (partition by user_id order by created_at_ms desc, id desc) as position',
                ),
              )
              .as('ranked'),
          )
          .where('position', '>', keepPerUser),
      )
      .delete();
    return old + overflow;
  }

  async preferences(userId: string): Promise<StoredPreferences | null> {
    const row = (await this.db('notification_preferences').where({ user_id: userId }).first('channels')) as
      { channels: string } | undefined;
    return row === undefined ? null : parseJsonColumn(Preferences, row.channels, 'notification_preferences.channels');
  }

  async savePreferences(userId: string, preferences: StoredPreferences): Promise<void> {
    await ownedByUser(() =>
      this.db('notification_preferences')
        .insert({ user_id: userId, channels: JSON.stringify(preferences) })
        .onConflict('user_id')
        .merge(['channels']),
    );
  }
}
