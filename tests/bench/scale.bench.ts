import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../adapters/jobs/bid-worker.js';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { TemplateProposalWriter } from '../../adapters/llm/template-proposal-writer.js';
import { KnexWorkLeases } from '../../adapters/locks/knex-work-leases.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { FakeMarketplace } from '../../adapters/testing/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { generateProject } from '../../adapters/simulators/freelancer/project-generator.js';
import { seededRandom } from '../../adapters/simulators/freelancer/random.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { TimeInterval } from '../../core/domain/bidding/settings.js';
import { bidJobKeys } from '../../core/use-cases/engine/bid-job-keys.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { aFeedProject } from '../builders/projects.js';
import { openPostgres, postgresReachable } from '../support/databases.js';
import { pick, random } from './deterministic.js';
import { insertBidders, type BenchBidder } from './engine-seed.js';
import { formatFigure, type Benchmark } from './figure.js';
import { copyHistory } from './scale-history.js';

/** The measured window's start: the end of the simulated day of history. */
const START = Date.parse('2026-11-22T12:00:00.000Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 1_440 * MINUTE;
const ENCRYPTION_KEY = Buffer.alloc(32, 9);
const USERS = Number(process.env.SCALE_USERS ?? 10_000);
/** Simulated minutes measured, at the end of the day. `SCALE_MINUTES=1440 SCALE_HISTORY=0` runs a literal day (hours of wall time). */
const MINUTES = Number(process.env.SCALE_MINUTES ?? 15);
/** Whether a day of history is written before the measured window (SCALE_HISTORY=0: none). */
const HISTORY = process.env.SCALE_HISTORY !== '0';
/** Simulated minutes of real engine run at the day's start whose rows are copied over the rest of the day, each copy one more such window. */
const WARM_UP_MINUTES = Number(process.env.SCALE_WARM_UP_MINUTES ?? 5);
/** Project ids: the warm-up's from here, each copy's this much further, the measured window's above them all. */
const WARM_UP_PROJECT_IDS = 70_000_000;
const PROJECT_ID_STEP = 10_000;
const MEASURED_PROJECT_IDS = 80_000_000;
/** How the measured retention sweep removes ended jobs (what the composition root is to run). */
const RETENTION_BATCH = 5_000;
const PROJECTS_PER_MINUTE = 10;
/** Users split evenly over the three intervals. */
const INTERVALS: readonly TimeInterval[] = ['1min', '5min', '15min'];
const LONGEST_INTERVAL = 15 * MINUTE;
/**
 * Skills drawn from a pool this large, two a user and two or three a project: each project shares
 * a skill with about 0.5% of users, so it draws a few dozen of their bids, as on Freelancer.
 */
const SKILL_POOL = Array.from({ length: 1_000 }, (_, index) => `Skill ${index}`);
/** The simulated clock steps through each minute by this much; workers drain every due job at each step. */
const STEP_MS = 5 * SECOND;
const WORKERS = 2;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A project as the simulator writes its text (so proposals differ as real ones do), with skills from the bench's pool. */
function aProject(next: () => number, id: number, postedAt: number): Project {
  const generated = generateProject(seededRandom(id), { id, at: postedAt });
  return aFeedProject(String(id), new Date(postedAt), {
    title: generated.title,
    description: generated.description,
    budgetMin: 100,
    budgetMax: 300 + Math.floor(next() * 1_500),
    bidCount: Math.floor(next() * 30),
    skills: Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(next, SKILL_POOL)),
  });
}

/**
 * When a user last ran, seen at `at`: staggered evenly over their interval, so that at `at` and
 * every minute after it one interval's worth of them is due, as in a steady day (the 1-minute
 * users every minute, a fifth of the 5-minute ones, a fifteenth of the 15-minute ones).
 */
function staggeredLastRun(index: number, interval: TimeInterval, at: number): number {
  const minutes = { '1min': 1, '5min': 5, '15min': 15 }[interval as '1min' | '5min' | '15min'];
  return at - (1 + (Math.floor(index / INTERVALS.length) % minutes)) * MINUTE;
}

/**
 * The engine at scale on Postgres with a simulated clock (docs/adr/0021-one-job-queue.md):
 * 10,000 users split over 1-, 5- and 15-minute intervals (their last runs staggered over their
 * interval), a fresh schema, the real use cases over the knex storage and the table queue. Each
 * simulated minute the marketplace (the in-process fake) posts 10 projects at random seconds; at
 * the minute the feed is polled and the dispatcher ticks; then the clock steps through the minute
 * 5 s at a time and two bid workers (two QueueWorker loops in this process sharing the queue, 4
 * slots each) drain every job due, so a bid's time is the first step at or after its paced start.
 *
 * A simulated minute costs seconds of wall time on two shared cores, so the day is not run minute
 * by minute: the engine runs WARM_UP_MINUTES at the day's start, its rows are copied over the rest
 * of the day (scale-history.ts), and MINUTES are measured at the day's end, reading and writing
 * tables of a day's size. Post-to-bid is simulated seconds from the project's posting to its bid;
 * bids per second are over the measured window's wall time (ticks and workers).
 */
export const scaleBenchmark: Benchmark = async () => {
  if (!(await postgresReachable())) {
    console.warn('bench: Postgres is unreachable, the scale figures are skipped');
    return [];
  }
  const database = await openPostgres({ poolMax: 12 });
  const dayStart = HISTORY ? START - DAY : START;
  const clock = new FixedClock(new Date(dayStart));
  const next = random(22);
  const timings = process.env.BENCH_TIMINGS !== undefined;
  try {
    const storage = new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY });
    await seedDefaults(storage);
    const intervalOf = new Map<string, TimeInterval>();
    const bidders: BenchBidder[] = Array.from({ length: USERS }, (_, index) => {
      const interval = INTERVALS[index % INTERVALS.length] as TimeInterval;
      intervalOf.set(`scale-user-${index}`, interval);
      return {
        id: `scale-user-${index}`,
        bids: 10_000,
        settings: {
          skills: [pick(next, SKILL_POOL), pick(next, SKILL_POOL)],
          timeInterval: interval,
          timeLimit: 'no_limit',
          bidsLimit: 'no_limit',
          maxBidsThreshold: 100,
          bidOnHourlyProjects: true,
          minBidUsd: 0,
          lastRunAt: new Date(staggeredLastRun(index, interval, dayStart)),
        },
        bidOn: [],
      };
    });
    await insertBidders(database.db, bidders, new Date(START), ENCRYPTION_KEY);
    // Freelancer tells bidders apart by their account: one each, or the marketplace refuses a second bid on a project as a duplicate.
    await database.db('freelancer_profiles').update({ freelancer_user_id: database.db.raw('user_id') });
    await database.db.raw('analyze');

    const marketplace = new FakeMarketplace();
    const queue = new KnexJobQueue(database.db, clock);
    const logger = createLogger('silent');
    const poll = new PollProjectFeed(storage, marketplace, clock, { serviceToken: 'scale-service-token' });
    const dispatch = new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock);
    const placeBid = new PlaceBid(
      storage,
      marketplace,
      new TemplateProposalWriter(),
      new InProcessEventPublisher(),
      clock,
      { jobs: queue },
    );
    const paceBid = new PaceBid(storage, new InMemoryMarketplaceBackoff(), clock);
    const workers: QueueWorker<PlaceBidPayload>[] = Array.from({ length: WORKERS }, () =>
      createBidWorker({
        queue,
        placeBid: (job) => placeBid.execute(job),
        paceBid: (job) => paceBid.execute(job),
        logger,
        exclusive: {
          leases: new KnexWorkLeases(database.db),
          keysOf: bidJobKeys(storage.profiles),
          now: () => clock.now(),
        },
      }),
    );

    const postedAt = new Map<string, number>();
    const tickMs: number[] = [];
    const depths: number[] = [];
    /** Runs the engine minute by minute from `from`, posting projects with ids after `firstProjectId`. */
    const simulate = async (from: number, minutes: number, firstProjectId: number, label: string): Promise<void> => {
      let projectId = firstProjectId;
      for (let minute = 0; minute < minutes; minute++) {
        const at = from + minute * MINUTE;
        for (let n = 0; n < PROJECTS_PER_MINUTE; n++) {
          const project = aProject(next, (projectId += 1), at - MINUTE + SECOND + Math.floor(next() * 59) * SECOND);
          postedAt.set(project.id, project.postedAt.getTime());
          marketplace.seedProject(project);
        }
        clock.set(new Date(at));
        await poll.execute();
        const tickStarted = performance.now();
        const result = await dispatch.execute();
        tickMs.push(performance.now() - tickStarted);
        if (result.failed > 0) throw new Error(`bench: a tick failed users: ${JSON.stringify(result)}`);
        if (timings)
          console.error(
            `  scale ${label} minute ${minute}: ${JSON.stringify(result)}, tick ${Math.round(tickMs.at(-1) ?? 0)} ms`,
          );
        for (let step = at; step < at + MINUTE; step += STEP_MS) {
          clock.set(new Date(step));
          const [{ depth }] = (await database
            .db('jobs')
            .where({ queue: PLACE_BID_QUEUE })
            .whereIn('state', ['queued', 'active'])
            .count({ depth: '*' })) as [{ depth: number | string }];
          depths.push(Number(depth));
          await Promise.all(workers.map((worker) => worker.drain()));
        }
      }
    };

    const historyStarted = performance.now();
    if (HISTORY) {
      await simulate(dayStart, WARM_UP_MINUTES, WARM_UP_PROJECT_IDS, 'warm-up');
      // The warm-up's bids still waiting would be a day old at the measured start: cleared, as are its leases.
      await database.db('jobs').whereIn('state', ['queued', 'active']).del();
      await database.db('work_leases').del();
      // The copies end a longest interval before the measured start: no user's first window there reaches a copied project, which the fake marketplace does not know.
      const copies = Math.floor((DAY - LONGEST_INTERVAL) / (WARM_UP_MINUTES * MINUTE)) - 1;
      if (timings) console.error(`  scale warm-up: ${Math.round(performance.now() - historyStarted)} ms`);
      await copyHistory(
        database.db,
        { fromMs: dayStart, stepMs: WARM_UP_MINUTES * MINUTE, copies, projectIdStep: PROJECT_ID_STEP },
        (line) => {
          if (timings) console.error(`  scale history: ${line}`);
        },
      );
      await database.db.raw(
        'update bidding_settings s set last_run_at_ms = v.at from unnest(?::text[], ?::bigint[]) as v(user_id, at) where s.user_id = v.user_id',
        [
          bidders.map((bidder) => bidder.id),
          bidders.map((bidder, index) => staggeredLastRun(index, bidder.settings.timeInterval as TimeInterval, START)),
        ],
      );
      postedAt.clear();
      tickMs.length = 0;
      depths.length = 0;
    }
    const historySeconds = (performance.now() - historyStarted) / 1000;
    const [{ history }] = (await database.db('bids').where('submitted_at_ms', '<', START).count({ history: '*' })) as [
      { history: number | string },
    ];
    const [{ rows: jobsBefore }] = (await database.db('jobs').count({ rows: '*' })) as [{ rows: number | string }];
    if (timings) console.error(`  scale history: ${history} bids, ${jobsBefore} jobs, ${Math.round(historySeconds)} s`);

    const started = performance.now();
    await simulate(START, MINUTES, MEASURED_PROJECT_IDS, 'measured');
    const wallSeconds = (performance.now() - started) / 1000;

    const bids = await database
      .db('bids')
      .where({ status: 'submitted' })
      .andWhere('submitted_at_ms', '>=', START)
      .select<{ user_id: string; project_id: string; submitted_at_ms: string | number }[]>(
        'user_id',
        'project_id',
        'submitted_at_ms',
      );
    const postToBid = new Map<TimeInterval, number[]>(INTERVALS.map((interval) => [interval, []]));
    for (const bid of bids) {
      const posted = postedAt.get(bid.project_id);
      const interval = intervalOf.get(bid.user_id);
      if (posted !== undefined && interval !== undefined)
        postToBid.get(interval)?.push((Number(bid.submitted_at_ms) - posted) / 1000);
    }
    if (bids.length === 0) throw new Error('bench: the scale run placed no bid');
    const p95 = (interval: TimeInterval): number => Math.round(percentile(postToBid.get(interval) ?? [], 95));
    const retention = await measureRetention(database.db, queue, clock.now().getTime());
    return [
      { name: 'scale.simulated_minutes', value: MINUTES, unit: 'min' },
      { name: 'scale.users', value: USERS, unit: 'users' },
      { name: 'scale.history_bids', value: Number(history), unit: 'bids' },
      { name: 'scale.history_seconds', value: Math.round(historySeconds), unit: 's' },
      { name: 'scale.bids_placed', value: bids.length, unit: 'bids' },
      { name: 'scale.bids_per_s', value: Math.round((bids.length / wallSeconds) * 10) / 10, unit: 'bids/s' },
      { name: 'scale.post_to_bid_p95_1min_s', value: p95('1min'), unit: 's' },
      { name: 'scale.post_to_bid_p95_5min_s', value: p95('5min'), unit: 's' },
      { name: 'scale.post_to_bid_p95_15min_s', value: p95('15min'), unit: 's' },
      { name: 'scale.tick_p95_ms', value: Math.round(percentile(tickMs, 95)), unit: 'ms' },
      { name: 'scale.queue_depth_p95', value: percentile(depths, 95), unit: 'jobs' },
      { name: 'scale.jobs_rows', value: retention.rowsBefore, unit: 'rows' },
      { name: 'scale.jobs_rows_retained_12h', value: retention.rowsAfter, unit: 'rows' },
      { name: 'scale.retention_batch_p95_ms', value: retention.batchP95Ms, unit: 'ms' },
    ];
  } finally {
    await database.destroy();
  }
};

/**
 * The `jobs` table at the end of the run (without retention it only grows, by about this much a
 * day), then a retention sweep as the composition root is to run it, timed per batch. Its cutoff
 * is 12 hours back, not 24: all of this run's history is younger than a day, and half of it gives
 * the delete a real share to find.
 */
async function measureRetention(
  db: Knex,
  queue: KnexJobQueue,
  now: number,
): Promise<{ rowsBefore: number; rowsAfter: number; batchP95Ms: number }> {
  const count = async (): Promise<number> =>
    Number(((await db('jobs').count({ rows: '*' })) as [{ rows: number | string }])[0].rows);
  const rowsBefore = await count();
  const batchMs: number[] = [];
  for (;;) {
    const started = performance.now();
    const removed = await queue.removeFinishedBefore(new Date(now - DAY / 2), RETENTION_BATCH);
    batchMs.push(performance.now() - started);
    if (removed < RETENTION_BATCH) break;
  }
  return { rowsBefore, rowsAfter: await count(), batchP95Ms: Math.round(percentile(batchMs, 95)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await scaleBenchmark()) console.log(formatFigure(figure));
}
