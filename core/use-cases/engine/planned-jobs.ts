import type { BidSlot } from '../../ports/bid-pacing-repository.port.js';
import type { EnqueueItem, EnqueueOptions, JobQueue } from '../../ports/job-queue.port.js';

/** On the fallback, runs whose jobs are queued side by side: each enqueue there waits on a round trip. */
const CONCURRENCY = 8;

interface PlannedJob {
  readonly queue: string;
  readonly item: EnqueueItem;
}

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
  readonly jobs: PlannedJob[] = [];
  readonly slots: BidSlot[] = [];
  /** Jobs the queue took; settled by enqueuePlanned. */
  queued = 0;
  /** Why this run's jobs could not all be queued, when they could not (its slots are those of the jobs that were). */
  failure: { readonly error: unknown } | null = null;

  readonly queue: Pick<JobQueue, 'enqueue'> = {
    enqueue: async <T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string> => {
      this.jobs.push({ queue, item: { payload, options } });
      return `planned-${this.jobs.length}`;
    },
  };

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
 * Writes every run's jobs in one multi-row enqueue per queue: all queued, or none. Should that
 * fail, each run's jobs go one at a time as a lone run's would, so a failure that belongs to one
 * run's jobs fails only that run, and its jobs queued before the failure keep their slots.
 */
export async function enqueuePlanned(jobs: Pick<JobQueue, 'enqueue' | 'enqueueMany'>, runs: readonly PlannedRun[]): Promise<void> {
  try {
    const answers = await enqueueAll(jobs, runs);
    for (const run of runs) run.settle(answers.get(run) ?? []);
  } catch {
    await forEachConcurrently(runs, CONCURRENCY, (run) => enqueueOneByOne(jobs, run));
  }
}

async function enqueueAll(jobs: Pick<JobQueue, 'enqueueMany'>, runs: readonly PlannedRun[]): Promise<Map<PlannedRun, (string | null)[]>> {
  const byQueue = new Map<string, { readonly answers: (string | null)[]; readonly at: number; readonly item: EnqueueItem }[]>();
  const answers = new Map<PlannedRun, (string | null)[]>();
  for (const run of runs) {
    const own: (string | null)[] = run.jobs.map(() => null);
    answers.set(run, own);
    run.jobs.forEach(({ queue, item }, at) => {
      let items = byQueue.get(queue);
      if (items === undefined) byQueue.set(queue, (items = []));
      items.push({ answers: own, at, item });
    });
  }
  for (const [queue, items] of byQueue) {
    const ids = await jobs.enqueueMany(
      queue,
      items.map(({ item }) => item),
    );
    items.forEach(({ answers: own, at }, index) => (own[at] = ids[index] ?? null));
  }
  return answers;
}

async function enqueueOneByOne(jobs: Pick<JobQueue, 'enqueue'>, run: PlannedRun): Promise<void> {
  const answers: (string | null)[] = [];
  try {
    for (const { queue, item } of run.jobs) answers.push(await jobs.enqueue(queue, item.payload, item.options));
  } catch (error) {
    run.failure = { error };
  }
  run.settle(answers);
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
