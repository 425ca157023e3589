import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { CancelledJob, EnqueueItem, EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { SystemClock } from '../clock/system-clock.js';
import { isPostgres } from '../storage/knex/knex-client.js';
import type { QueueBacklog, QueueBacklogSource } from '../metrics/bidpilot-metrics.js';
import { resolveJobOptions, retryAt, type JobState } from './job-options.js';

/** Rows per INSERT: SQLite compiles a multi-row insert to a compound SELECT of at most 500 terms; Postgres binds at most 65,535 values (13 a row). */
const SQLITE_ROWS_PER_INSERT = 400;
const PG_ROWS_PER_INSERT = 2_000;

type JobRow = ReturnType<typeof jobRow>;

/** The states no job leaves: a cancelled job is stored dead, with `cancelled` as its last error. */
const ENDED_STATES: readonly JobState[] = ['completed', 'dead'];

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

interface CancelRow {
  readonly id: string;
  readonly payload: string;
  readonly attempt: number | string;
  readonly state: string;
  readonly lease_until_ms: number | string | null;
}

interface TakenRow {
  readonly id: string;
  readonly queue: string;
  readonly payload: string;
  readonly attempt: number;
}

/**
 * The job queue in the `jobs` table: the single-process default on SQLite, and correct with many
 * workers on Postgres, where a take locks its row with SKIP LOCKED so takers never wait on or
 * share a job. complete/fail act only while the caller's attempt still holds the job.
 */
export class KnexJobQueue implements JobQueue, QueueBacklogSource {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock = new SystemClock(),
  ) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  async enqueue<T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string | null> {
    const [id] = await this.insert(queue, [{ payload, options }]);
    return id ?? null;
  }

  /**
   * One INSERT … ON CONFLICT DO NOTHING per batch of rows, inside one transaction when there are
   * several: only the partial unique index on (queue, singleton_key) can refuse a fresh id, so a
   * row missing from what the insert returns is a duplicate singleton key.
   */
  enqueueMany<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    return this.insert(queue, items);
  }

  async take<T>(queue: string): Promise<Job<T> | null> {
    const now = this.clock.now().getTime();
    await this.buryLapsedLastAttempts(queue, now);
    const lock = isPostgres(this.db) ? 'for update skip locked' : '';
    // The two kinds of takeable job apart, each the first of its own index's order, so a take reads
    // a row or two whatever the queue holds; then the older of the two.
    const result: unknown = await this.db.raw(
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

  async complete(job: Job): Promise<void> {
    await this.heldBy(job).update({
      state: 'completed',
      lease_until_ms: null,
      updated_at_ms: this.clock.now().getTime(),
    });
  }

  async fail(job: Job, reason: string): Promise<void> {
    const row = await this.db('jobs')
      .where({ id: job.id })
      .first<{ retry_limit: number; retry_delay_ms: number | string } | undefined>('retry_limit', 'retry_delay_ms');
    if (row === undefined) return;
    const now = this.clock.now();
    const next = retryAt(now, job.attempt, Number(row.retry_limit), Number(row.retry_delay_ms));
    await this.heldBy(job).update({
      state: next === null ? 'dead' : 'queued',
      run_after_ms: next === null ? this.db.raw('run_after_ms') : next.getTime(),
      lease_until_ms: null,
      last_error: reason,
      updated_at_ms: now.getTime(),
    });
  }

  async postpone(job: Job, until: Date): Promise<void> {
    await this.heldBy(job).update({
      state: 'queued',
      attempt: job.attempt - 1,
      run_after_ms: until.getTime(),
      lease_until_ms: null,
      updated_at_ms: this.clock.now().getTime(),
    });
  }

  async cancelGroup<T>(queue: string, group: string): Promise<readonly CancelledJob<T>[]> {
    const now = this.clock.now().getTime();
    return this.db.transaction(async (trx) => {
      // Locked first on Postgres, so a take that races this cancel either got the row before or never does.
      const select = trx('jobs').where({ queue, group_key: group }).whereIn('state', ['queued', 'active']);
      const rows = await (isPostgres(this.db) ? select.forUpdate() : select).select<CancelRow[]>(
        'id',
        'payload',
        'attempt',
        'state',
        'lease_until_ms',
      );
      if (rows.length === 0) return [];
      await trx('jobs')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .update({ state: 'dead', lease_until_ms: null, last_error: 'cancelled', updated_at_ms: now });
      return rows.map((row) => ({
        id: row.id,
        payload: JSON.parse(row.payload) as T,
        attempts: Number(row.attempt),
        held: row.state === 'active' && Number(row.lease_until_ms) > now,
      }));
    });
  }

  async holds(job: Job): Promise<boolean> {
    return (await this.heldBy(job).first('id')) !== undefined;
  }

  /**
   * One DELETE of at most `limit` rows chosen by a subquery (neither database takes a LIMIT on a
   * DELETE portably); the rows a concurrent sweep has locked are skipped on Postgres, not waited on.
   * An ended job's last write is the one that ended it, so `updated_at_ms` is when it ended.
   */
  async removeFinishedBefore(cutoff: Date, limit: number): Promise<number> {
    if (limit <= 0) return 0;
    const ended = this.db('jobs')
      .select('id')
      .whereIn('state', ENDED_STATES)
      .andWhere('updated_at_ms', '<', cutoff.getTime())
      .limit(limit);
    return this.db('jobs')
      .whereIn('id', isPostgres(this.db) ? ended.forUpdate().skipLocked() : ended)
      .del();
  }

  /** Jobs of the queue waiting or running, for the metrics: one aggregate over the queue's open rows. */
  async backlog(queue: string): Promise<QueueBacklog> {
    const row = await this.db('jobs')
      .where({ queue })
      .whereIn('state', ['queued', 'active'])
      .first<{ depth: number | string; oldest: number | string | null }>(
        this.db.raw('count(*) as depth'),
        this.db.raw('min(created_at_ms) as oldest'),
      );
    const oldest = row?.oldest ?? null;
    return { depth: Number(row?.depth ?? 0), oldestEnqueuedAt: oldest === null ? null : new Date(Number(oldest)) };
  }

  /** A scripting helper outside the port: the stored state of a job. */
  async stateOf(id: string): Promise<JobState | null> {
    const row = await this.db('jobs').where({ id }).first<{ state: JobState } | undefined>('state');
    return row?.state ?? null;
  }

  private async insert<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    if (items.length === 0) return [];
    const now = this.clock.now().getTime();
    const rows = items.map(({ payload, options }) => jobRow(queue, payload, options, now));
    const size = isPostgres(this.db) ? PG_ROWS_PER_INSERT : SQLITE_ROWS_PER_INSERT;
    const insert = async (db: Knex | Knex.Transaction, batch: readonly JobRow[]): Promise<string[]> => {
      const returned: ({ id: string } | string)[] = await db('jobs')
        .insert(batch)
        .onConflict()
        .ignore()
        .returning('id');
      return returned.map((row) => (typeof row === 'string' ? row : row.id));
    };
    const inserted = new Set<string>();
    if (rows.length <= size) for (const id of await insert(this.db, rows)) inserted.add(id);
    else {
      await this.db.transaction(async (trx) => {
        for (let from = 0; from < rows.length; from += size)
          for (const id of await insert(trx, rows.slice(from, from + size))) inserted.add(id);
      });
    }
    return rows.map((row) => (inserted.has(row.id) ? row.id : null));
  }

  /** The job's row while this very attempt holds it; a taker whose lease was lost matches nothing. */
  private heldBy(job: Job): Knex.QueryBuilder {
    return this.db('jobs').where({ id: job.id, state: 'active', attempt: job.attempt });
  }

  /** A lapsed lease spends an attempt, as a failure would: with none left the job is dead. */
  private async buryLapsedLastAttempts(queue: string, now: number): Promise<void> {
    await this.db('jobs')
      .where({ queue, state: 'active' })
      .andWhere('lease_until_ms', '<=', now)
      .andWhereRaw('attempt > retry_limit')
      .update({ state: 'dead', lease_until_ms: null, last_error: 'lease expired', updated_at_ms: now });
  }
}

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
