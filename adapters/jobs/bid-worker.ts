import { isDomainError } from '../../core/domain/errors.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
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
}

/**
 * Takes one queue's jobs one at a time and runs the handler on each: resolved → complete,
 * thrown → fail (the queue retries with backoff or buries it). Nothing a handler or the queue
 * throws stops the loop; it is logged and the loop goes on.
 */
export class QueueWorker<T> {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly idleMs: number;

  constructor(private readonly options: QueueWorkerOptions<T>) {
    this.idleMs = options.idleMs ?? 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Lets the job in hand finish, then stops taking jobs. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Runs every job due now, then returns how many were handled (ok or not; not those postponed). For tests and the CLI. */
  async drain(): Promise<number> {
    const postponed = new Set<string>();
    let handled = 0;
    for (let ran = await this.runOne(postponed); ran !== 'idle'; ran = await this.runOne(postponed)) if (ran === 'handled') handled += 1;
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
   * clock (pg-boss by the database's), and one running ahead of the app's would otherwise hand the
   * job back at once, again and again, until the clocks agree.
   */
  private async runOne(postponed: Set<string>): Promise<'handled' | 'postponed' | 'idle'> {
    const { queue, name, handle, waitUntil, logger } = this.options;
    const job = await queue.take<T>(name);
    if (job === null) return 'idle';
    try {
      const until = waitUntil === undefined ? null : await waitUntil(job);
      if (until !== null) {
        await queue.postpone(job, until);
        logger.info({ worker: name, jobId: job.id, attempt: job.attempt, until: until.toISOString() }, 'job postponed');
        if (postponed.has(job.id)) return 'idle';
        postponed.add(job.id);
        return 'postponed';
      }
      const result = await handle(job);
      await queue.complete(job);
      logger.info({ worker: name, jobId: job.id, attempt: job.attempt, result }, 'job done');
    } catch (error) {
      const code = isDomainError(error) ? error.code : 'INTERNAL';
      const reason = error instanceof Error ? `${code}: ${error.message}` : code;
      logger.warn({ worker: name, jobId: job.id, attempt: job.attempt, code, err: error }, 'job attempt failed');
      await queue.fail(job, reason);
    }
    return 'handled';
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.idleMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}

/**
 * The worker of `place-bid` jobs (docs/design.md#engine), over the use cases the composition root
 * built: each job is first paced (docs/design.md#pacing-and-rate-limits), then placed.
 */
export const createBidWorker = (deps: {
  readonly queue: JobQueue;
  readonly placeBid: PlaceBid['execute'];
  readonly paceBid: PaceBid['execute'];
  readonly logger: Logger;
  readonly idleMs?: number;
}): QueueWorker<PlaceBidPayload> =>
  new QueueWorker<PlaceBidPayload>({
    queue: deps.queue,
    name: PLACE_BID_QUEUE,
    handle: (job) => deps.placeBid(job),
    waitUntil: (job) => deps.paceBid(job),
    logger: deps.logger,
    idleMs: deps.idleMs,
  });
