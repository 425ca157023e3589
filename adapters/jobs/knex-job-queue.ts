import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { CancelledJob, EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { SystemClock } from '../clock/system-clock.js';
import { isPostgres } from '../storage/knex/knex-client.js';
import { isUniqueViolation } from '../storage/knex/knex-rows.js';
import type { QueueBacklog, QueueBacklogSource } from '../metrics/bidpilot-metrics.js';
import { resolveJobOptions, retryAt, type JobState } from './job-options.js';

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
    const resolved = resolveJobOptions(options);
    const now = this.clock.now().getTime();
    const id = randomUUID();
    try {
      await this.db('jobs').insert({
        id,
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
      });
      return id;
    } catch (error) {
      // Only the partial unique index on (queue, singleton_key) can refuse a fresh id.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async take<T>(queue: string): Promise<Job<T> | null> {
    const now = this.clock.now().getTime();
    await this.buryLapsedLastAttempts(queue, now);
    const lock = isPostgres(this.db) ? 'for update skip locked' : '';
    const result: unknown = await this.db.raw(
      `update jobs set state = 'active', attempt = attempt + 1, lease_until_ms = ? + lease_ms, updated_at_ms = ?
       where id = (
         select id from jobs
         where queue = ? and ((state = 'queued' and run_after_ms <= ?) or (state = 'active' and lease_until_ms <= ? and attempt <= retry_limit))
         order by run_after_ms, created_at_ms
         limit 1 ${lock}
       )
       returning id, queue, payload, attempt`,
      [now, now, queue, now, now],
    );
    const row = rowsOf<TakenRow>(result)[0];
    if (row === undefined) return null;
    return { id: row.id, queue: row.queue, payload: JSON.parse(row.payload) as T, attempt: Number(row.attempt) };
  }

  async complete(job: Job): Promise<void> {
    await this.heldBy(job).update({ state: 'completed', lease_until_ms: null, updated_at_ms: this.clock.now().getTime() });
  }

  async fail(job: Job, reason: string): Promise<void> {
    const row = await this.db('jobs').where({ id: job.id }).first<{ retry_limit: number; retry_delay_ms: number | string } | undefined>('retry_limit', 'retry_delay_ms');
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
    await this.heldBy(job).update({ state: 'queued', attempt: job.attempt - 1, run_after_ms: until.getTime(), lease_until_ms: null, updated_at_ms: this.clock.now().getTime() });
  }

  async cancelGroup<T>(queue: string, group: string): Promise<readonly CancelledJob<T>[]> {
    const now = this.clock.now().getTime();
    return this.db.transaction(async (trx) => {
      // Locked first on Postgres, so a take that races this cancel either got the row before or never does.
      const select = trx('jobs').where({ queue, group_key: group }).whereIn('state', ['queued', 'active']);
      const rows = await (isPostgres(this.db) ? select.forUpdate() : select).select<CancelRow[]>('id', 'payload', 'attempt', 'state', 'lease_until_ms');
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

  /** Jobs of the queue waiting or running, for the metrics: one aggregate over the queue's open rows. */
  async backlog(queue: string): Promise<QueueBacklog> {
    const row = await this.db('jobs').where({ queue }).whereIn('state', ['queued', 'active']).first<{ depth: number | string; oldest: number | string | null }>(this.db.raw('count(*) as depth'), this.db.raw('min(created_at_ms) as oldest'));
    const oldest = row?.oldest ?? null;
    return { depth: Number(row?.depth ?? 0), oldestEnqueuedAt: oldest === null ? null : new Date(Number(oldest)) };
  }

  /** A scripting helper outside the port: the stored state of a job. */
  async stateOf(id: string): Promise<JobState | null> {
    const row = await this.db('jobs').where({ id }).first<{ state: JobState } | undefined>('state');
    return row?.state ?? null;
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
