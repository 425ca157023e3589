import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import { placeBidOptions, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import { aPlaceBidJob } from '../builders/jobs.js';
import { aFeedProject } from '../builders/projects.js';
import { openPostgres, postgresReachable } from '../support/databases.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

/** Jobs per figure: a dispatcher tick at 10,000 users queues about this many. */
const JOBS = 10_000;
/** Jobs taken and completed, and taken and postponed, out of a queue holding JOBS. */
const TAKEN = 2_000;
const POSTPONED = 1_000;
const TAKERS = 2;

/** A place-bid payload as the dispatcher writes it, for the user and project of `index`. */
function aJob(index: number): { payload: PlaceBidPayload; userId: string; projectId: string } {
  const userId = `bench-user-${index % 1_000}`;
  const project = aFeedProject(String(70_000_000 + index), new Date('2026-11-22T12:00:00.000Z'), {
    skills: ['PHP', 'React.js'],
    budgetMax: 900,
  });
  const { payload } = aPlaceBidJob(userId, project, {
    bidId: randomUUID(),
    amount: 450,
    currency: 'USD',
    amountUsd: 450,
    period: 7,
    queuedAt: '2026-11-22T12:00:00.000Z',
  });
  return { payload, userId, projectId: project.id };
}

const perSecond = (count: number, started: number): number =>
  Math.round(count / ((performance.now() - started) / 1000));

/** `takers` loops side by side, each until `take` answers false. */
async function drain(take: () => Promise<boolean>, takers: number): Promise<void> {
  await Promise.all(
    Array.from({ length: takers }, async () => {
      while (await take());
    }),
  );
}

/** Our table queue on Postgres: 10,000 single enqueues, 10,000 in one multi-row enqueue, two takers, postpone. */
async function tableQueue(): Promise<Figure[]> {
  const database = await openPostgres({ poolMax: 10 });
  const queue: JobQueue = new KnexJobQueue(database.db);
  try {
    const jobs = Array.from({ length: JOBS }, (_, index) => aJob(index));
    let started = performance.now();
    for (const job of jobs) await queue.enqueue('single', job.payload, placeBidOptions(job.userId, job.projectId));
    const single = perSecond(JOBS, started);

    started = performance.now();
    const ids = await queue.enqueueMany(
      'many',
      jobs.map((job) => ({ payload: job.payload, options: placeBidOptions(job.userId, job.projectId) })),
    );
    const many = perSecond(JOBS, started);
    if (ids.some((id) => id === null)) throw new Error('bench: the multi-row enqueue refused a fresh key');
    await database.db.raw('analyze jobs');

    started = performance.now();
    let left = TAKEN;
    await drain(async () => {
      if (left-- <= 0) return false;
      const job = await queue.take('many');
      if (job === null) throw new Error('bench: the queue ran dry');
      await queue.complete(job);
      return true;
    }, TAKERS);
    const taken = perSecond(TAKEN, started);

    started = performance.now();
    const later = new Date(Date.now() + 3_600_000);
    for (let index = 0; index < POSTPONED; index++) {
      const job = await queue.take('single');
      if (job === null) throw new Error('bench: the queue ran dry');
      await queue.postpone(job, later);
    }
    const postponed = perSecond(POSTPONED, started);
    return [
      { name: 'queue.table_pg.enqueue_single_per_s', value: single, unit: 'jobs/s' },
      { name: 'queue.table_pg.enqueue_many_per_s', value: many, unit: 'jobs/s' },
      { name: 'queue.table_pg.take_complete_2_takers_per_s', value: taken, unit: 'jobs/s' },
      { name: 'queue.table_pg.take_postpone_per_s', value: postponed, unit: 'jobs/s' },
    ];
  } finally {
    await database.destroy();
  }
}

/**
 * The job queue on Postgres: writes, takes and postpones per second. docs/adr/0021-one-job-queue.md
 * keeps the figures of pg-boss measured the same way, before it was removed.
 */
export const queueBenchmark: Benchmark = async () => {
  if (!(await postgresReachable())) {
    console.warn('bench: Postgres is unreachable, the queue figures are skipped');
    return [];
  }
  return tableQueue();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await queueBenchmark()) console.log(formatFigure(figure));
}
