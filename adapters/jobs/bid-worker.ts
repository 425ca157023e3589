import { isDomainError } from '../../core/domain/errors.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { PaceBid } from '../../core/use-cases/engine/pace-bid.js';
import type { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import type { Logger } from '../logging/logger.js';

export interface QueueWorkerOptions<T> {
  readonly queue: JobQueue;
  readonly name: string;
  /** Resolves when the job is done (it is completed); throws to fail the attempt (it is retried). */
  readonly handle: (job: Job<T>) => Promise<unknown>;
  /**
   * Asked before `handle`: an instant puts the job off until then without spending an attempt
   * (queue.postpone), null runs it now. Every job runs at once without one.
   */
  readonly waitUntil?: (job: Job<T>) => Promise<Date | null>;
  readonly logger: Logger;
  /** Wait between polls while the queue is empty, and after the queue itself failed. */
  readonly idleMs?: number;
  /** Jobs run side by side in this process (1 by default): each slot takes, runs and ends its own. */
  readonly concurrency?: number;
  /** Keys no two jobs may run under at once, in any process (a user, a token); none by default. */
  readonly exclusive?: Exclusivity<T>;
}

export interface Exclusivity<T> {
  readonly leases: WorkLeases;
  /** The keys this job runs under, asked before anything else runs. */
  readonly keysOf: (job: Job<T>) => Promise<readonly string[]>;
  /** How long a job holds its keys at most: past the longest a job can run, so only a dead process's lapse. */
  readonly leaseMs: number;
  /** A job whose keys are busy is handed back due this much later (without spending an attempt) and another one taken. */
  readonly busyRetryMs: number;
  readonly now: () => Date;
}

/**
 * Takes one queue's jobs and runs the handler on each: resolved → complete, thrown → fail (the
 * queue retries with backoff or buries it). `concurrency` slots do so side by side, so one slow
 * job (a stalled Freelancer token) holds one slot, not the worker; with `exclusive`, a job first
 * takes leases on its keys, and one whose keys another job holds, here or in another process, is
 * put off and the slot takes the next. Nothing a handler or the queue throws stops a slot; it is
 * logged and the slot goes on.
 */
export class QueueWorker<T> {
  private running = false;
  private slots: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  private readonly idleMs: number;

  constructor(private readonly options: QueueWorkerOptions<T>) {
    this.idleMs = options.idleMs ?? 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const concurrency = Math.max(1, this.options.concurrency ?? 1);
    this.slots = Array.from({ length: concurrency }, () => this.run());
  }

  /** Lets the jobs in hand finish, then stops taking jobs. */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.wakers]) wake();
    await Promise.all(this.slots);
    this.slots = [];
  }

  /** Runs every job due now, then returns how many were handled (ok or not; not those postponed). For tests and the CLI. */
  async drain(): Promise<number> {
    const postponed = new Set<string>();
    let handled = 0;
    for (let ran = await this.runOne(postponed); ran !== 'idle'; ran = await this.runOne(postponed))
      if (ran === 'handled') handled += 1;
    return handled;
  }

  private async run(): Promise<void> {
    let postponed = new Set<string>();
    while (this.running) {
      let worked = false;
      try {
        worked = (await this.runOne(postponed)) !== 'idle';
      } catch (error) {
        this.options.logger.error({ worker: this.options.name, err: error }, 'job queue failed');
      }
      if (!worked && this.running) {
        postponed = new Set();
        await this.pause();
      }
    }
  }

  /**
   * 'idle' when no job was due. Only the queue's own failures escape. A job put off earlier in
   * this pass that comes back already counts as idle: the queue decides what is due by its own
   * clock, and one running ahead of the app's would otherwise hand the job back at once, again
   * and again, until the clocks agree.
   */
  private async runOne(postponed: Set<string>): Promise<'handled' | 'postponed' | 'idle'> {
    const { queue, name, handle, waitUntil, logger, exclusive } = this.options;
    const job = await queue.take<T>(name);
    if (job === null) return 'idle';
    let lease: { readonly keys: readonly string[]; readonly holder: string } | null = null;
    try {
      if (exclusive !== undefined) {
        lease = await this.lease(job, exclusive);
        if (lease === null)
          return await this.postpone(
            job,
            new Date(exclusive.now().getTime() + exclusive.busyRetryMs),
            postponed,
            'busy',
          );
      }
      const until = waitUntil === undefined ? null : await waitUntil(job);
      if (until !== null) return await this.postpone(job, until, postponed, 'paced');
      const result = await handle(job);
      await queue.complete(job);
      logger.info({ worker: name, jobId: job.id, attempt: job.attempt, result }, 'job done');
    } catch (error) {
      const code = isDomainError(error) ? error.code : 'INTERNAL';
      const reason = error instanceof Error ? `${code}: ${error.message}` : code;
      logger.warn({ worker: name, jobId: job.id, attempt: job.attempt, code, err: error }, 'job attempt failed');
      await queue.fail(job, reason);
    } finally {
      if (lease !== null)
        await exclusive?.leases
          .release(lease.keys, lease.holder)
          .catch((error: unknown) => logger.warn({ worker: name, jobId: job.id, err: error }, 'lease release failed'));
    }
    return 'handled';
  }

  /** The job's keys leased to this attempt, or null while another job holds any of them. */
  private async lease(
    job: Job<T>,
    exclusive: Exclusivity<T>,
  ): Promise<{ readonly keys: readonly string[]; readonly holder: string } | null> {
    const keys = await exclusive.keysOf(job);
    const holder = `${job.id}:${job.attempt}`;
    const now = exclusive.now();
    const taken =
      keys.length === 0 ||
      (await exclusive.leases.acquire(keys, holder, now, new Date(now.getTime() + exclusive.leaseMs)));
    return taken ? { keys, holder } : null;
  }

  /** Hands the job back until `until` without spending an attempt; one that comes back in the same pass counts as idle (see runOne). */
  private async postpone(
    job: Job<T>,
    until: Date,
    postponed: Set<string>,
    why: 'busy' | 'paced',
  ): Promise<'postponed' | 'idle'> {
    const { queue, name, logger } = this.options;
    await queue.postpone(job, until);
    logger.info(
      { worker: name, jobId: job.id, attempt: job.attempt, until: until.toISOString(), why },
      'job postponed',
    );
    if (postponed.has(job.id)) return 'idle';
    postponed.add(job.id);
    return 'postponed';
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.idleMs);
      this.wakers.add(wake);
    });
  }
}

/** BID_WORKER_CONCURRENCY's default: a few slow Freelancer calls side by side in one process, without crowding a small database pool. */
export const DEFAULT_BID_WORKER_CONCURRENCY = 4;
/** Past the longest a bid job runs (a few marketplace calls of 30 s at most, a proposal written): a held key lapses only when its process died. */
export const BID_KEY_LEASE_MS = 5 * 60_000;
/**
 * A bid whose user or token is busy goes back to the queue due a second later, so the next take
 * reaches other users' bids (a take hands out the job due longest first, whatever its start time).
 * Its own pace (PaceBid) then decides when it really goes; it would hold it 10 s at least anyway.
 */
export const BID_KEY_BUSY_RETRY_MS = 1_000;

/**
 * The worker of `place-bid` jobs (docs/design.md#engine), over the use cases the composition root
 * built: each job first takes its user's and token's keys (docs/design.md#engine), is paced
 * (docs/design.md#pacing-and-rate-limits), then placed. `concurrency` jobs run side by side.
 */
export const createBidWorker = (deps: {
  readonly queue: JobQueue;
  readonly placeBid: PlaceBid['execute'];
  readonly paceBid: PaceBid['execute'];
  readonly logger: Logger;
  readonly idleMs?: number;
  readonly concurrency?: number;
  /** One job per user and per token at a time, across processes; without it (single-slot tests) jobs are not keyed. */
  readonly exclusive?: {
    readonly leases: WorkLeases;
    readonly keysOf: (job: Job<PlaceBidPayload>) => Promise<readonly string[]>;
    readonly now: () => Date;
  };
}): QueueWorker<PlaceBidPayload> =>
  new QueueWorker<PlaceBidPayload>({
    queue: deps.queue,
    name: PLACE_BID_QUEUE,
    handle: (job) => deps.placeBid(job),
    waitUntil: (job) => deps.paceBid(job),
    logger: deps.logger,
    idleMs: deps.idleMs,
    // Side by side only with the keys: two slots must never run two bids of one user or token.
    concurrency: deps.exclusive === undefined ? 1 : (deps.concurrency ?? DEFAULT_BID_WORKER_CONCURRENCY),
    ...(deps.exclusive === undefined
      ? {}
      : { exclusive: { ...deps.exclusive, leaseMs: BID_KEY_LEASE_MS, busyRetryMs: BID_KEY_BUSY_RETRY_MS } }),
  });
