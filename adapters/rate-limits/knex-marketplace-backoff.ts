import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { STRIKES_FORGOTTEN_AFTER_MS, backoffUntil } from '../../core/domain/marketplace/rate-limit-backoff.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';

interface BackoffRow {
  readonly strikes: number | string;
  readonly until_ms: number | string;
}

// One statement, so concurrent strikes from any process serialise on the token's row. The new row
// starts with a backoff that has already ended; the second statement moves its end out.
const STRIKE = `
  insert into marketplace_backoffs (token_key, strikes, until_ms) values (?, 1, ?)
  on conflict (token_key) do update set
    strikes = case when marketplace_backoffs.until_ms + ${STRIKES_FORGOTTEN_AFTER_MS} >= excluded.until_ms
      then marketplace_backoffs.strikes + 1 else 1 end
  returning strikes, until_ms`;

const EXTEND = `
  update marketplace_backoffs set until_ms = case when until_ms < ? then ? else until_ms end
  where token_key = ?
  returning strikes, until_ms`;

/**
 * Token backoffs in the `marketplace_backoffs` table, so every process on one Postgres holds back
 * the same token. A row per token ever limited: a handful, so nothing sweeps them.
 */
export class KnexMarketplaceBackoff implements MarketplaceBackoff {
  constructor(private readonly db: Knex) {}

  async pausedUntil(token: string, now: Date): Promise<Date | null> {
    const row = await this.db('marketplace_backoffs')
      .where({ token_key: tokenKey(token) })
      .first<BackoffRow | undefined>('strikes', 'until_ms');
    const until = row === undefined ? 0 : Number(row.until_ms);
    return until > now.getTime() ? new Date(until) : null;
  }

  async backOff(token: string, now: Date, told: Date | null): Promise<Date> {
    const key = tokenKey(token);
    const struck = rowsOf<BackoffRow>(await this.db.raw(STRIKE, [key, now.getTime()]))[0];
    if (struck === undefined) throw new Error('marketplace_backoffs: the upsert returned no row');
    const wanted = backoffUntil({ now, strikes: Number(struck.strikes), told }).getTime();
    const extended = rowsOf<BackoffRow>(await this.db.raw(EXTEND, [wanted, wanted, key]))[0];
    return new Date(Number(extended?.until_ms ?? wanted));
  }
}

/** Tokens are secrets: only their SHA-256 is stored. */
const tokenKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
