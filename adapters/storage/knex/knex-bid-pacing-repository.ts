import type { BidPacingRepository, BidSlot } from '../../../core/ports/bid-pacing-repository.port.js';
import type { Db } from './knex-rows.js';

const FORGET_AFTER_MS = 24 * 60 * 60_000;

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

  async book(userId: string, slots: readonly BidSlot[]): Promise<void> {
    if (slots.length === 0) return;
    const rows = slots.map((slot) => ({ bid_id: slot.bidId, user_id: userId, at_ms: slot.at.getTime() }));
    await this.db('bid_pacing').insert(rows).onConflict('bid_id').merge(['at_ms']);
    const forgetBefore = Math.min(...rows.map((row) => row.at_ms)) - FORGET_AFTER_MS;
    await this.db('bid_pacing').where({ user_id: userId }).andWhere('at_ms', '<', forgetBefore).del();
  }
}
