import type { BidSlot } from '../../ports/bid-pacing-repository.port.js';
import type { EnqueueItem, EnqueueOptions, JobQueue } from '../../ports/job-queue.port.js';

/** On the fallback, runs whose jobs are queued side by side: each enqueue there waits on a round trip. */
const CONCURRENCY = 8;

/**
 * One user's run of a dispatcher tick, planned before any of its jobs is written: the run's rules
 * queue into `queue`, which answers every job as queued, so each takes the next pacing slot (pushed
 * onto `slots` by the run, one per job, in order). `enqueuePlanned` then writes the jobs of every
 * run of the tick at once and leaves each run its real count and the slots of the jobs queued.
 * A job refused for its singleton key leaves its slot unbooked, and the run's later jobs keep
 * theirs: one slot later than a run queueing one job at a time would have given them. Only a
 * project still queued from an earlier run is refused (after a failed tick, or beside Test
 * Bidding's job), and then a later bid waits one pacing gap more; it is never sooner.
 */
export class PlannedRun {
  readonly jobs: EnqueueItem[] = [];
  readonly slots: BidSlot[] = [];
  /** Jobs the queue took; settled by enqueuePlanned. */
  queued = 0;
  /** Why this run's jobs could not all be queued, when they could not (its slots are those of the jobs that were). */
  failure: { readonly error: unknown } | null = null;

  /** The jobs of one queue: a tick writes them in one statement, and a run plans nothing else. */
  readonly queue: Pick<JobQueue, 'enqueue'> = {
    enqueue: async <T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string> => {
      if (queue !== this.queueName) throw new Error(`A planned run queues ${this.queueName} jobs only, not ${queue}`);
      this.jobs.push({ payload, options });
      return `planned-${this.jobs.length}`;
    },
  };

  constructor(private readonly queueName: string) {}

  /**
   * The queue's answers for this run's first `answers.length` jobs: a job refused for its singleton
   * key (still queued from an earlier run) gives its slot back; the jobs after the answered ones,
   * if any, were never queued and keep no slot either.
   */
  settle(answers: readonly (string | null)[]): void {
    const kept = this.slots.filter((_, index) => index < answers.length && answers[index] !== null);
    this.slots.splice(0, this.slots.length, ...kept);
    this.queued = kept.length;
  }
}

/**
 * Writes every run's jobs in one multi-row enqueue: all queued, or none. Should that fail, each
 * run's jobs go one at a time as a lone run's would, so a failure that belongs to one run's jobs
 * fails only that run, and its jobs queued before the failure keep their slots.
 */
export async function enqueuePlanned(
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueMany'>,
  queue: string,
  runs: readonly PlannedRun[],
): Promise<void> {
  let ids: readonly (string | null)[];
  try {
    ids = await jobs.enqueueMany(
      queue,
      runs.flatMap((run) => run.jobs),
    );
  } catch {
    await forEachConcurrently(runs, CONCURRENCY, (run) => enqueueOneByOne(jobs, queue, run));
    return;
  }
  let from = 0;
  for (const run of runs) {
    run.settle(ids.slice(from, from + run.jobs.length));
    from += run.jobs.length;
  }
}

async function enqueueOneByOne(jobs: Pick<JobQueue, 'enqueue'>, queue: string, run: PlannedRun): Promise<void> {
  const answers: (string | null)[] = [];
  try {
    for (const { payload, options } of run.jobs) answers.push(await jobs.enqueue(queue, payload, options));
  } catch (error) {
    run.failure = { error };
  }
  run.settle(answers);
}

async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
