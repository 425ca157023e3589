import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EnqueueItem, EnqueueOptions } from '../../core/ports/job-queue.port.js';
import { isPostgres } from '../storage/knex/knex-client.js';
import { resolveJobOptions } from './job-options.js';

/** Rows per INSERT: SQLite compiles a multi-row insert to a compound SELECT of at most 500 terms; Postgres binds at most 65,535 values (13 a row). */
const SQLITE_ROWS_PER_INSERT = 400;
const PG_ROWS_PER_INSERT = 2_000;

type JobRow = ReturnType<typeof jobRow>;

function jobRow(queue: string, payload: unknown, options: EnqueueOptions | undefined, now: number) {
  const resolved = resolveJobOptions(options);
  return {
    id: randomUUID(),
    queue,
    payload: JSON.stringify(payload),
    singleton_key: resolved.singletonKey,
    group_key: resolved.group,
    state: 'queued',
    retry_limit: resolved.retryLimit,
    retry_delay_ms: resolved.retryDelayMs,
    lease_ms: resolved.leaseMs,
    run_after_ms: resolved.startAfter?.getTime() ?? now,
    created_at_ms: now,
    updated_at_ms: now,
  };
}

/**
 * KnexJobQueue's enqueue: one INSERT … ON CONFLICT DO NOTHING per batch of rows, inside one
 * transaction when there are several. Only the partial unique index on (queue, singleton_key) can
 * refuse a fresh id, so a row missing from what the insert returns is a duplicate singleton key (null).
 */
export async function insertJobs<T>(
  db: Knex,
  clock: Clock,
  queue: string,
  items: readonly EnqueueItem<T>[],
): Promise<(string | null)[]> {
  if (items.length === 0) return [];
  const now = clock.now().getTime();
  const rows = items.map(({ payload, options }) => jobRow(queue, payload, options, now));
  const size = isPostgres(db) ? PG_ROWS_PER_INSERT : SQLITE_ROWS_PER_INSERT;
  const insertBatch = async (into: Knex | Knex.Transaction, batch: readonly JobRow[]): Promise<string[]> => {
    const returned: ({ id: string } | string)[] = await into('jobs')
      .insert(batch)
      .onConflict()
      .ignore()
      .returning('id');
    return returned.map((row) => (typeof row === 'string' ? row : row.id));
  };
  const inserted = new Set<string>();
  if (rows.length <= size) for (const id of await insertBatch(db, rows)) inserted.add(id);
  else {
    await db.transaction(async (trx) => {
      for (let from = 0; from < rows.length; from += size)
        for (const id of await insertBatch(trx, rows.slice(from, from + size))) inserted.add(id);
    });
  }
  return rows.map((row) => (inserted.has(row.id) ? row.id : null));
}
