import { isDomainError } from '../../core/domain/errors.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
import type { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import type { Logger } from '../logging/logger.js';

export interface QueueWorkerOptions<T> {
  readonly queue: JobQueue;
  readonly name: string;
  /** Resolves when the job is done (it is completed); throws to fail the attempt (it is retried). */
  readonly handle: (job: Job<T>) => Promise<unknown>;
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

  /** Runs every job due now, then returns how many were handled (ok or not). For tests and the CLI. */
  async drain(): Promise<number> {
    let handled = 0;
    while (await this.runOne()) handled += 1;
    return handled;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (error) {
        this.options.logger.error({ worker: this.options.name, err: error }, 'job queue failed');
      }
      if (!worked && this.running) await this.pause();
    }
  }

  /** false when no job was due. Only the queue's own failures escape. */
  private async runOne(): Promise<boolean> {
    const { queue, name, handle, logger } = this.options;
    const job = await queue.take<T>(name);
    if (job === null) return false;
    try {
      const result = await handle(job);
      await queue.complete(job);
      logger.info({ worker: name, jobId: job.id, attempt: job.attempt, result }, 'job done');
    } catch (error) {
      const code = isDomainError(error) ? error.code : 'INTERNAL';
      const reason = error instanceof Error ? `${code}: ${error.message}` : code;
      logger.warn({ worker: name, jobId: job.id, attempt: job.attempt, code, err: error }, 'job attempt failed');
      await queue.fail(job, reason);
    }
    return true;
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

/** The worker of `place-bid` jobs (docs/design.md#engine), over the use case the composition root built. */
export const createBidWorker = (deps: { readonly queue: JobQueue; readonly placeBid: PlaceBid['execute']; readonly logger: Logger; readonly idleMs?: number }): QueueWorker<PlaceBidPayload> =>
  new QueueWorker<PlaceBidPayload>({ queue: deps.queue, name: PLACE_BID_QUEUE, handle: (job) => deps.placeBid(job), logger: deps.logger, idleMs: deps.idleMs });
