import type { BidPacingRepository, BidSlot, UserSlots } from '../../../core/ports/bid-pacing-repository.port.js';
import { isPostgres } from './knex-client.js';
import { idBatches, whereAmong, type Db } from './knex-rows.js';

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * A tick's slots as one JSON array of `[bid_id, user_id, at_ms]` rows, whatever their number: one
 * statement (and one cached statement text) where a multi-row VALUES would need a statement per few
 * hundred rows on SQLite. Users deleted meanwhile are left out, so their foreign key fails no one else.
 */
const BOOK_NEW = {
  pg: `insert into bid_pacing (bid_id, user_id, at_ms)
    select slot->>0, slot->>1, (slot->>2)::bigint from json_array_elements(?::json) as slots(slot)
    where exists (select 1 from users where users.id = slot->>1)
    on conflict (bid_id) do nothing`,
  sqlite: `insert into bid_pacing (bid_id, user_id, at_ms)
    select slots.value ->> 0, slots.value ->> 1, slots.value ->> 2 from json_each(?) as slots
    where exists (select 1 from users where users.id = slots.value ->> 1)
    on conflict (bid_id) do nothing`,
};

/** Bid slots in the `bid_pacing` table, so every worker process paces a user the same. */
export class KnexBidPacingRepository implements BidPacingRepository {
  constructor(private readonly db: Db) {}

  async slotsSince(userId: string, since: Date): Promise<readonly BidSlot[]> {
    const rows = await this.db('bid_pacing')
      .where({ user_id: userId })
      .andWhere('at_ms', '>=', since.getTime())
      .orderBy([{ column: 'at_ms' }, { column: 'bid_id' }])
      .select<{ bid_id: string; at_ms: number | string }[]>('bid_id', 'at_ms');
    return rows.map((row) => ({ bidId: row.bid_id, at: new Date(Number(row.at_ms)) }));
  }

  async slotsSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, readonly BidSlot[]>> {
    const byUser = new Map<string, BidSlot[]>();
    for (const batch of idBatches(this.db, userIds)) {
      const rows = await whereAmong(this.db('bid_pacing'), 'user_id', batch)
        .andWhere('at_ms', '>=', since.getTime())
        .orderBy([{ column: 'at_ms' }, { column: 'bid_id' }])
        .select<{ bid_id: string; user_id: string; at_ms: number | string }[]>('bid_id', 'user_id', 'at_ms');
      for (const row of rows) {
        const slots = byUser.get(row.user_id) ?? [];
        slots.push({ bidId: row.bid_id, at: new Date(Number(row.at_ms)) });
        byUser.set(row.user_id, slots);
      }
    }
    return byUser;
  }

  async book(userId: string, slots: readonly BidSlot[]): Promise<void> {
    if (slots.length === 0) return;
    const rows = slots.map((slot) => ({ bid_id: slot.bidId, user_id: userId, at_ms: slot.at.getTime() }));
    await this.db('bid_pacing').insert(rows).onConflict('bid_id').merge(['at_ms']);
    await this.forget([userId], earliestOf(slots));
  }

  async bookMany(entries: readonly UserSlots[]): Promise<void> {
    const rows: (string | number)[][] = [];
    const userIds: string[] = [];
    let earliest = Number.POSITIVE_INFINITY;
    for (const { userId, slots } of entries) {
      if (slots.length > 0) userIds.push(userId);
      for (const slot of slots) {
        const at = slot.at.getTime();
        rows.push([slot.bidId, userId, at]);
        earliest = Math.min(earliest, at);
      }
    }
    if (rows.length === 0) return;
    await this.db.raw(isPostgres(this.db) ? BOOK_NEW.pg : BOOK_NEW.sqlite, [JSON.stringify(rows)]);
    await this.forget(userIds, earliest);
  }

  async release(userId: string, bidIds: readonly string[]): Promise<void> {
    for (const batch of idBatches(this.db, bidIds))
      await whereAmong(this.db('bid_pacing').where({ user_id: userId }), 'bid_id', batch).del();
  }

  /** Drops the users' slots more than a day before `earliest`, the earliest slot just booked. */
  private async forget(userIds: readonly string[], earliest: number): Promise<void> {
    for (const batch of idBatches(this.db, userIds)) {
      await whereAmong(this.db('bid_pacing'), 'user_id', batch)
        .andWhere('at_ms', '<', earliest - FORGET_AFTER_MS)
        .del();
    }
  }
}

const earliestOf = (slots: readonly BidSlot[]): number =>
  slots.reduce((min, slot) => Math.min(min, slot.at.getTime()), Number.POSITIVE_INFINITY);
