import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';

/** How long an ended job stays readable (a day's bids, for whoever looks into one) before it goes. */
export const FINISHED_JOB_HOURS = 24;
/** The leader lock one process prunes under, so two never delete the same rows side by side. */
export const PRUNE_JOBS_LOCK = 'bidpilot:prune-jobs';
/** Jobs per delete: one batch of 5,000 took 120 ms on Postgres with a day of jobs (docs/design.md#scale). */
export const PRUNE_JOBS_BATCH = 5_000;
/** At most this many batches a run: a backlog after a long outage drains over several runs, never in one long one. */
const MAX_BATCHES = 200;

/**
 * Keeps the job table to about a day: every job that ended (completed, dead or cancelled) more
 * than 24 hours ago is deleted in bounded batches until a batch finds fewer than it may take.
 * Queued and active jobs are never touched. Without it a day of bids leaves one row a bid, forever.
 */
export class PruneFinishedJobs {
  constructor(
    private readonly queue: Pick<JobQueue, 'removeFinishedBefore'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ readonly pruned: number }> {
    const cutoff = new Date(this.clock.now().getTime() - FINISHED_JOB_HOURS * 3_600_000);
    let pruned = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const removed = await this.queue.removeFinishedBefore(cutoff, PRUNE_JOBS_BATCH);
      pruned += removed;
      if (removed < PRUNE_JOBS_BATCH) break;
    }
    return { pruned };
  }
}
