import pg from 'pg';
import PgBoss from 'pg-boss';
import type { CancelledJob, EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import type { QueueBacklog, QueueBacklogSource } from '../metrics/bidpilot-metrics.js';
import { resolveJobOptions, type JobState } from './job-options.js';

export interface PgBossJobQueueOptions {
  readonly connectionString: string;
  /** The Postgres schema pg-boss owns (created on start). */
  readonly schema: string;
  /**
   * How often pg-boss's maintenance runs; it is what hands a job with a lapsed lease to the next
   * taker, so a lease effectively ends up to this long after it lapsed (pg-boss default 120 s).
   */
  readonly maintenanceIntervalSeconds?: number;
  readonly poolMax?: number;
  readonly onError?: (error: Error) => void;
}

/** The group rides in the job's data: pg-boss 10 has no column for it. */
type Payload = { readonly payload: unknown; readonly group?: string };

const pgBossState: Record<string, JobState> = { created: 'queued', retry: 'queued', active: 'active', completed: 'completed', failed: 'dead', cancelled: 'dead' };

/**
 * The job queue on pg-boss 10, for several processes sharing one Postgres. pg-boss counts
 * seconds, so leases and retry delays are rounded up to whole seconds (at least 1), and its
 * backoff adds jitter: retry n waits between delay·2^(n-1) and delay·2^n. A lapsed lease counts
 * as a failed attempt there: the job is retried after its backoff, or dead without retries left.
 */
export class PgBossJobQueue implements JobQueue, QueueBacklogSource {
  private readonly pool: pg.Pool;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolMax ?? 10 });
    this.boss = new PgBoss({
      // Our own pool, so complete/fail can run pg-boss's statements inside our transaction.
      db: { executeSql: (text: string, values: unknown[]) => this.pool.query(text, values) },
      schema: options.schema,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });
    const onError = options.onError ?? ((error: Error) => console.error('pg-boss:', error.message));
    // Unhandled, either 'error' event would end the process.
    this.boss.on('error', onError);
    this.pool.on('error', onError);
  }

  async start(): Promise<void> {
    await this.boss.start();
    // pg-boss's singleton policies dedupe per state (created, or active); the port wants one job per
    // key while queued or active. Its inserts use ON CONFLICT DO NOTHING, so send answers null.
    await this.pool.query(
      `create unique index if not exists bidpilot_singleton on ${this.schemaName()}.job (name, singleton_key)
       where singleton_key is not null and state < 'completed'`,
    );
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: false, wait: true });
    await this.pool.end();
  }

  async enqueue<T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string | null> {
    await this.ensureQueue(queue);
    const resolved = resolveJobOptions(options);
    const data: Payload = resolved.group === null ? { payload } : { payload, group: resolved.group };
    return this.boss.send(queue, data, {
      ...(resolved.singletonKey === null ? {} : { singletonKey: resolved.singletonKey }),
      ...(resolved.startAfter === null ? {} : { startAfter: resolved.startAfter }),
      retryLimit: resolved.retryLimit,
      retryDelay: wholeSeconds(resolved.retryDelayMs),
      retryBackoff: true,
      expireInSeconds: wholeSeconds(resolved.leaseMs),
    });
  }

  async take<T>(queue: string): Promise<Job<T> | null> {
    await this.ensureQueue(queue);
    const [job] = await this.boss.fetch<Payload>(queue, { includeMetadata: true });
    if (job === undefined) return null;
    return { id: job.id, queue, payload: job.data.payload as T, attempt: job.retryCount + 1 };
  }

  async complete(job: Job): Promise<void> {
    await this.whileHeld(job, (db) => this.boss.complete(job.queue, job.id, {}, { db }));
  }

  async fail(job: Job, reason: string): Promise<void> {
    await this.whileHeld(job, (db) => this.boss.fail(job.queue, job.id, { message: reason }, { db }));
  }

  /**
   * pg-boss has no such operation. A take counts an attempt only when the job has started before
   * (started_on set), so the row goes back one count, or forgets its start on the first attempt.
   */
  async postpone(job: Job, until: Date): Promise<void> {
    const schema = this.schemaName();
    await this.whileHeld(job, (db) =>
      db.executeSql(
        `update ${schema}.job set
           state = (case when retry_count = 0 then 'created' else 'retry' end)::${schema}.job_state,
           start_after = $3,
           started_on = case when retry_count = 0 then null else started_on end,
           retry_count = greatest(retry_count - 1, 0)
         where name = $1 and id = $2`,
        [job.queue, job.id, until],
      ),
    );
  }

  /**
   * As pg-boss's own cancel (state cancelled, completed now), for the group's jobs not yet ended.
   * A job counts its attempts as take does: none before it first started, retry_count + 1 after.
   */
  async cancelGroup<T>(queue: string, group: string): Promise<readonly CancelledJob<T>[]> {
    await this.ensureQueue(queue);
    const schema = this.schemaName();
    const { rows } = await this.pool.query<{ id: string; data: Payload; attempts: number; held: boolean }>(
      `with target as (
         select id, data, state, started_on, retry_count, expire_in from ${schema}.job
         where name = $1 and state < 'completed' and data->>'group' = $2
         for update
       )
       update ${schema}.job j set state = 'cancelled', completed_on = now()
       from target where j.name = $1 and j.id = target.id
       returning target.id, target.data,
         case when target.started_on is null then 0 else target.retry_count + 1 end as attempts,
         (target.state = 'active' and target.started_on + target.expire_in > now()) as held`,
      [queue, group],
    );
    return rows.map((row) => ({ id: row.id, payload: row.data.payload as T, attempts: Number(row.attempts), held: row.held }));
  }

  /** The queue's jobs not yet done, by pg-boss's own count (getQueueSize); pg-boss's API tells no job's age. */
  async backlog(queue: string): Promise<QueueBacklog> {
    await this.ensureQueue(queue);
    return { depth: await this.boss.getQueueSize(queue, { before: 'completed' }), oldestEnqueuedAt: null };
  }

  async holds(job: Job): Promise<boolean> {
    const { rows } = await this.pool.query(`select 1 from ${this.schemaName()}.job where name = $1 and id = $2 and state = 'active' and retry_count = $3`, [
      job.queue,
      job.id,
      job.attempt - 1,
    ]);
    return rows.length === 1;
  }

  /** A scripting helper outside the port: the stored state of a job. */
  async stateOf(queue: string, id: string): Promise<JobState | null> {
    const job = await this.boss.getJobById(queue, id, { includeArchive: true });
    return job === null ? null : (pgBossState[job.state] ?? null);
  }

  /**
   * pg-boss keeps a job's id across retries and completes any active job by id, so a taker whose
   * lease lapsed could end the next taker's run. Lock the row and act only if it is still active
   * on this very attempt (retry_count = attempt - 1); the lock keeps maintenance from moving it.
   */
  private async whileHeld(job: Job, act: (db: PgBoss.Db) => Promise<unknown>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(
        `select 1 from ${this.schemaName()}.job where name = $1 and id = $2 and state = 'active' and retry_count = $3 for update`,
        [job.queue, job.id, job.attempt - 1],
      );
      if (rows.length === 1) await act({ executeSql: (text, values) => client.query(text, values) });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (created === undefined) {
      created = this.boss.createQueue(name);
      this.queues.set(name, created);
      created.catch(() => this.queues.delete(name));
    }
    return created;
  }

  /** pg-boss accepts only word characters in a schema name and writes it unquoted; so do we. */
  private schemaName(): string {
    return this.options.schema;
  }
}

const wholeSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
