import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { RateLimitStore, RateWindow } from '../../core/ports/rate-limit-store.port.js';

interface WindowRow {
  readonly count: number | string;
  readonly window_started_at_ms: number | string;
}

// One statement, so concurrent hits from any process serialise on the key's row. SET expressions
// read the row as it was before the update on both SQLite and Postgres, so their order is free.
const HIT = `
  insert into rate_limits ("key", "count", window_started_at_ms, window_ends_at_ms) values (?, 1, ?, ?)
  on conflict ("key") do update set
    "count" = case when rate_limits.window_ends_at_ms <= excluded.window_started_at_ms then 1 else rate_limits."count" + 1 end,
    window_started_at_ms = case when rate_limits.window_ends_at_ms <= excluded.window_started_at_ms
      then excluded.window_started_at_ms else rate_limits.window_started_at_ms end,
    window_ends_at_ms = case when rate_limits.window_ends_at_ms <= excluded.window_started_at_ms
      then excluded.window_ends_at_ms else rate_limits.window_ends_at_ms end
  returning "count", window_started_at_ms`;

/**
 * Rate-limit windows in the `rate_limits` table, so every server process on one Postgres counts
 * against the same limit. Every `sweepEvery` hits of this instance it deletes the windows that
 * have ended, a bounded indexed delete, so the table holds roughly the live windows only.
 */
export class KnexRateLimitStore implements RateLimitStore {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Knex,
    private readonly options: { readonly sweepEvery?: number } = {},
  ) {}

  async hit(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const at = now.getTime();
    const result: unknown = await this.db.raw(HIT, [storedKey(key), at, at + windowMs]);
    const row = rowsOf<WindowRow>(result)[0];
    if (row === undefined) throw new Error('rate_limits: the upsert returned no row');
    await this.sweepFromTimeToTime(at);
    return { count: Number(row.count), windowStartedAt: new Date(Number(row.window_started_at_ms)) };
  }

  async reset(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: storedKey(key) })
      .del();
  }

  private async sweepFromTimeToTime(at: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < (this.options.sweepEvery ?? 1000)) return;
    this.hitsSinceSweep = 0;
    await this.db('rate_limits').where('window_ends_at_ms', '<=', at).del();
  }
}

/** Keys are kept as their SHA-256: any key fits the primary key, and no email is stored in clear. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
