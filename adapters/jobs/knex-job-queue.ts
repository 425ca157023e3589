import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { CancelledJob, EnqueueItem, EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { SystemClock } from '../clock/system-clock.js';
import { isPostgres } from '../storage/knex/knex-client.js';
import type { QueueBacklog, QueueBacklogSource } from '../metrics/bidpilot-metrics.js';
import { insertJobs } from './knex-job-insert.js';
import { takeJob } from './knex-job-take.js';
import { retryAt, type JobState } from './job-options.js';

/** The states no job leaves: a cancelled job is stored dead, with `cancelled` as its last error. */
const ENDED_STATES: readonly JobState[] = ['completed', 'dead'];

interface CancelRow {
  readonly id: string;
  readonly payload: string;
  readonly attempt: number | string;
  readonly state: string;
  readonly lease_until_ms: number | string | null;
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

  /** One INSERT per batch of rows (insertJobs); null for an item whose singleton key is already queued. */
  enqueueMany<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    return this.insert(queue, items);
  }

  async take<T>(queue: string): Promise<Job<T> | null> {
    return takeJob<T>(this.db, queue, this.clock.now().getTime());
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

  private insert<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    return insertJobs(this.db, this.clock, queue, items);
  }

  /** The job's row while this very attempt holds it; a taker whose lease was lost matches nothing. */
  private heldBy(job: Job): Knex.QueryBuilder {
    return this.db('jobs').where({ id: job.id, state: 'active', attempt: job.attempt });
  }
}
