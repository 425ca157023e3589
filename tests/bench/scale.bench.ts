import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/clock/fixed-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../adapters/jobs/bid-worker.js';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { TemplateProposalWriter } from '../../adapters/llm/template-proposal-writer.js';
import { KnexWorkLeases } from '../../adapters/locks/knex-work-leases.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { FakeMarketplace } from '../../adapters/marketplace/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../adapters/rates/fixed-exchange-rates.js';
import { generateProject } from '../../adapters/sandbox/freelancer/project-generator.js';
import { seededRandom } from '../../adapters/sandbox/freelancer/random.js';
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
import { aFeedProject } from '../fixtures/engine.js';
import { openPostgres, postgresReachable } from '../support/databases.js';
import { pick, random } from './deterministic.js';
import { insertBidders, type BenchBidder } from './engine-seed.js';
import { formatFigure, type Benchmark } from './figure.js';

const START = Date.parse('2026-11-22T12:00:00.000Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const ENCRYPTION_KEY = Buffer.alloc(32, 9);
const USERS = Number(process.env.SCALE_USERS ?? 10_000);
/** Simulated minutes: the 1-minute users run six times, the 5-minute ones once or twice, 40% of the 15-minute ones once. */
const MINUTES = Number(process.env.SCALE_MINUTES ?? 6);
const PROJECTS_PER_MINUTE = 10;
/** Users split evenly over the three intervals. */
const INTERVALS: readonly TimeInterval[] = ['1min', '5min', '15min'];
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
 * The engine at scale on Postgres with a simulated clock (docs/adr/0021-one-job-queue.md):
 * 10,000 users split over 1-, 5- and 15-minute intervals (their last runs staggered over their
 * interval), a fresh schema, the real use cases over the knex storage and the table queue. Each
 * simulated minute the marketplace (the in-process fake) posts 10 projects at random seconds; at
 * the minute the feed is polled and the dispatcher ticks; then the clock steps through the minute
 * 5 s at a time and two bid workers (two QueueWorker loops in this process sharing the queue, 4
 * slots each) drain every job due, so a bid's time is the first step at or after its paced start.
 * Post-to-bid is simulated seconds from the project's posting to its bid; bids per second are
 * over the wall time of the whole run (ticks and workers). It simulates MINUTES minutes of a day,
 * not all 1,440 of them: a minute here costs seconds of wall time on two shared cores.
 */
export const scaleBenchmark: Benchmark = async () => {
  if (!(await postgresReachable())) {
    console.warn('bench: Postgres is unreachable, the scale figures are skipped');
    return [];
  }
  const database = await openPostgres({ poolMax: 12 });
  const clock = new FixedClock(new Date(START));
  const next = random(22);
  try {
    const storage = new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY });
    await seedDefaults(storage);
    const intervalOf = new Map<string, TimeInterval>();
    const bidders: BenchBidder[] = Array.from({ length: USERS }, (_, index) => {
      const interval = INTERVALS[index % INTERVALS.length] as TimeInterval;
      const minutes = { '1min': 1, '5min': 5, '15min': 15 }[interval as '1min' | '5min' | '15min'];
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
          lastRunAt: new Date(START - (Math.floor(index / INTERVALS.length) % minutes) * MINUTE),
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
    const placeBid = new PlaceBid(storage, marketplace, new TemplateProposalWriter(), new InProcessEventPublisher(), clock, { jobs: queue });
    const paceBid = new PaceBid(storage, new InMemoryMarketplaceBackoff(), clock);
    const workers: QueueWorker<PlaceBidPayload>[] = Array.from({ length: WORKERS }, () =>
      createBidWorker({
        queue,
        placeBid: (job) => placeBid.execute(job),
        paceBid: (job) => paceBid.execute(job),
        logger,
        exclusive: { leases: new KnexWorkLeases(database.db), keysOf: bidJobKeys(storage.profiles), now: () => clock.now() },
      }),
    );

    const postedAt = new Map<string, number>();
    const tickMs: number[] = [];
    const depths: number[] = [];
    let projectId = 80_000_000;
    const started = performance.now();
    for (let minute = 0; minute < MINUTES; minute++) {
      const from = START + minute * MINUTE;
      for (let n = 0; n < PROJECTS_PER_MINUTE; n++) {
        const project = aProject(next, (projectId += 1), from - MINUTE + SECOND + Math.floor(next() * 59) * SECOND);
        postedAt.set(project.id, project.postedAt.getTime());
        marketplace.seedProject(project);
      }
      clock.set(new Date(from));
      await poll.execute();
      const tickStarted = performance.now();
      const result = await dispatch.execute();
      tickMs.push(performance.now() - tickStarted);
      if (result.failed > 0) throw new Error(`bench: a tick failed users: ${JSON.stringify(result)}`);
      if (process.env.BENCH_TIMINGS !== undefined) console.error(`  scale minute ${minute}: ${JSON.stringify(result)}, tick ${Math.round(tickMs.at(-1) ?? 0)} ms`);
      for (let at = from; at < from + MINUTE; at += STEP_MS) {
        clock.set(new Date(at));
        const [{ depth }] = (await database.db('jobs').where({ queue: PLACE_BID_QUEUE }).whereIn('state', ['queued', 'active']).count({ depth: '*' })) as [{ depth: number | string }];
        depths.push(Number(depth));
        await Promise.all(workers.map((worker) => worker.drain()));
      }
    }
    const wallSeconds = (performance.now() - started) / 1000;

    const bids = await database.db('bids').where({ status: 'submitted' }).select<{ user_id: string; project_id: string; submitted_at_ms: string | number }[]>('user_id', 'project_id', 'submitted_at_ms');
    const postToBid = new Map<TimeInterval, number[]>(INTERVALS.map((interval) => [interval, []]));
    for (const bid of bids) {
      const posted = postedAt.get(bid.project_id);
      const interval = intervalOf.get(bid.user_id);
      if (posted !== undefined && interval !== undefined) postToBid.get(interval)?.push((Number(bid.submitted_at_ms) - posted) / 1000);
    }
    if (bids.length === 0) throw new Error('bench: the scale run placed no bid');
    const p95 = (interval: TimeInterval): number => Math.round(percentile(postToBid.get(interval) ?? [], 95));
    return [
      { name: 'scale.simulated_minutes', value: MINUTES, unit: 'min' },
      { name: 'scale.users', value: USERS, unit: 'users' },
      { name: 'scale.bids_placed', value: bids.length, unit: 'bids' },
      { name: 'scale.bids_per_s', value: Math.round((bids.length / wallSeconds) * 10) / 10, unit: 'bids/s' },
      { name: 'scale.post_to_bid_p95_1min_s', value: p95('1min'), unit: 's' },
      { name: 'scale.post_to_bid_p95_5min_s', value: p95('5min'), unit: 's' },
      { name: 'scale.post_to_bid_p95_15min_s', value: p95('15min'), unit: 's' },
      { name: 'scale.tick_p95_ms', value: Math.round(percentile(tickMs, 95)), unit: 'ms' },
      { name: 'scale.queue_depth_p95', value: percentile(depths, 95), unit: 'jobs' },
    ];
  } finally {
    await database.destroy();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await scaleBenchmark()) console.log(formatFigure(figure));
}
