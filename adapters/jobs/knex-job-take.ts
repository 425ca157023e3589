import type { Knex } from 'knex';
import type { Job } from '../../core/ports/job-queue.port.js';
import { isPostgres } from '../storage/knex/knex-client.js';

interface TakenRow {
  readonly id: string;
  readonly queue: string;
  readonly payload: string;
  readonly attempt: number;
}

/**
 * KnexJobQueue's take: the oldest due job of the queue, leased to this attempt. On Postgres the
 * candidate rows are locked with SKIP LOCKED, so takers never wait on or share a job.
 */
export async function takeJob<T>(db: Knex, queue: string, now: number): Promise<Job<T> | null> {
  await buryLapsedLastAttempts(db, queue, now);
  const lock = isPostgres(db) ? 'for update skip locked' : '';
  // The two kinds of takeable job apart, each the first of its own index's order, so a take reads
  // a row or two whatever the queue holds; then the older of the two.
  const result: unknown = await db.raw(
    `with lapsed as (
       select id, run_after_ms, created_at_ms from jobs
       where queue = ? and state = 'active' and lease_until_ms <= ? and attempt <= retry_limit
       order by run_after_ms, created_at_ms
       limit 1 ${lock}
     ), due as (
       select id, run_after_ms, created_at_ms from jobs
       where queue = ? and state = 'queued' and run_after_ms <= ?
       order by run_after_ms, created_at_ms
       limit 1 ${lock}
     ), next as (
       select id from (select * from lapsed union all select * from due) candidates
       order by run_after_ms, created_at_ms
       limit 1
     )
     update jobs set state = 'active', attempt = attempt + 1, lease_until_ms = ? + lease_ms, updated_at_ms = ?
     where id = (select id from next)
     returning id, queue, payload, attempt`,
    [queue, now, queue, now, now, now],
  );
  const row = rowsOf<TakenRow>(result)[0];
  if (row === undefined) return null;
  return { id: row.id, queue: row.queue, payload: JSON.parse(row.payload) as T, attempt: Number(row.attempt) };
}

/** A lapsed lease spends an attempt, as a failure would: with none left the job is dead. */
async function buryLapsedLastAttempts(db: Knex, queue: string, now: number): Promise<void> {
  await db('jobs')
    .where({ queue, state: 'active' })
    .andWhere('lease_until_ms', '<=', now)
    .andWhereRaw('attempt > retry_limit')
    .update({ state: 'dead', lease_until_ms: null, last_error: 'lease expired', updated_at_ms: now });
}

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
