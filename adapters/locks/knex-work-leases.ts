import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';

// Takes a free, lapsed or own lease in one statement; a live lease of another holder returns no row.
// On Postgres a concurrent taker of the same key waits for the first one's transaction, then sees its lease.
const TAKE = `
  insert into work_leases (lease_key, holder, expires_at_ms) values (?, ?, ?)
  on conflict (lease_key) do update set holder = excluded.holder, expires_at_ms = excluded.expires_at_ms
  where work_leases.expires_at_ms <= ? or work_leases.holder = excluded.holder
  returning lease_key`;

class KeyBusy extends Error {}

/**
 * Leases in the `work_leases` table, so every process on one Postgres sees the same ones. Keys may
 * name a token: only their SHA-256 is stored. A transaction takes all of a job's keys or none, in
 * one fixed order, so two jobs wanting the same two keys never deadlock each other. Rows of
 * released leases are deleted; lapsed ones are taken over by the next holder.
 */
export class KnexWorkLeases implements WorkLeases {
  constructor(private readonly db: Knex) {}

  async acquire(keys: readonly string[], holder: string, now: Date, until: Date): Promise<boolean> {
    const hashed = [...new Set(keys.map(leaseKey))].sort();
    try {
      await this.db.transaction(async (trx) => {
        for (const key of hashed) {
          const taken = rowsOf(await trx.raw(TAKE, [key, holder, until.getTime(), now.getTime()]));
          if (taken.length === 0) throw new KeyBusy();
        }
      });
      return true;
    } catch (error) {
      if (error instanceof KeyBusy) return false;
      throw error;
    }
  }

  async release(keys: readonly string[], holder: string): Promise<void> {
    await this.db('work_leases').whereIn('lease_key', keys.map(leaseKey)).andWhere({ holder }).delete();
  }
}

/** A key may carry a token, a secret: it is stored as its SHA-256 only. */
const leaseKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows: unknown[] }).rows;
}
