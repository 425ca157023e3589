import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { InProcessLeaderLock } from '../../adapters/locks/in-process-leader-lock.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { BiddingSettingsPatch } from '../../core/domain/bidding/settings.js';
import type { BidPacingRepository } from '../../core/ports/bid-pacing-repository.port.js';
import type { DecisionLog, RunRecords } from '../../core/ports/decision-log.port.js';
import type { CancelledJob, EnqueueItem, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import {
  PLACE_BID_QUEUE,
  placeBidOptions,
  toPayloadProject,
  type PlaceBidPayload,
} from '../../core/use-cases/engine/place-bid-job.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { RunEngineTick } from '../../core/use-cases/engine/run-engine-tick.js';
import { RecordingMarketplace } from '../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../builders/projects.js';
import { aBidder } from '../fixtures/engine.js';
import { openPostgres, openSqlite, postgresReachable, type TestDatabase } from '../support/databases.js';
import { insertBidders, type BenchBidder } from './engine-seed.js';
import { engineEndToEndBenchmark } from './engine-e2e.bench.js';
import { pick, random } from './deterministic.js';
import { randomProjectTerms, SKILL_POOL } from './feed-terms.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

const NOW = '2026-11-22T12:00:00.000Z';
const DUE_USERS = 10_000;
/** New projects in every due user's window: a stress figure (Freelancer posts a few dozen a minute). */
const FEED_PROJECTS = 1_000;
const ENCRYPTION_KEY = Buffer.alloc(32, 7);
const MINUTE = 60_000;
/** Jobs written for the queue's own figure. */
const ENQUEUED = 10_000;
/** Simulated minutes of the engine the feed-call figures count over. */
const FEED_MINUTES = 3;

function feedProjects(next: () => number, now: Date, count: number, firstId = 50_000_000): Project[] {
  return Array.from({ length: count }, (_, index) =>
    aFeedProject(
      String(firstId + index),
      new Date(now.getTime() - Math.floor(next() * 55 * MINUTE)),
      randomProjectTerms(next),
    ),
  );
}

function settings(next: () => number): BiddingSettingsPatch {
  return {
    skills: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(next, SKILL_POOL)),
    maxBidsThreshold: pick(next, [10, 25, 50, 75, 100] as const),
    timeLimit: pick(next, ['no_limit', '1hour', '6hours', '12hours', '24hours'] as const),
    bidsLimit: pick(next, ['no_limit', 5, 10, 20, 50] as const),
    bidOnHourlyProjects: next() < 0.7,
    isProfileVerified: next() < 0.5,
    minBidUsd: Math.floor(next() * 50),
  };
}

/**
 * A queue that takes every job and keeps none: a real queue writes jobs to its database, so
 * holding 190,000 payloads in this heap would charge the dispatcher for the fake's memory (its
 * garbage collection), and the in-memory test queue scans every job per enqueue. The match
 * figures measure the dispatcher (its reads, the rules, building the jobs), not a queue's writes.
 * Within one tick the dispatcher never queues one user and project twice, so no singleton key is
 * needed here; nothing takes from this queue.
 */
class CountingJobQueue implements JobQueue {
  queued = 0;
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async enqueue(): Promise<string | null> {
    this.queued += 1;
    return String(this.queued);
  }
  async enqueueMany(_queue: string, items: readonly EnqueueItem[]): Promise<(string | null)[]> {
    return items.map(() => String((this.queued += 1)));
  }
  async take<T>(): Promise<Job<T> | null> {
    return null;
  }
  async takeKeyed<T>(): Promise<Job<T> | null> {
    return null;
  }
  async complete(): Promise<void> {}
  async fail(): Promise<void> {}
  async postpone(): Promise<void> {}
  async cancelGroup<T>(): Promise<readonly CancelledJob<T>[]> {
    return [];
  }
  async holds(): Promise<boolean> {
    return false;
  }
  async removeFinishedBefore(): Promise<number> {
    return 0;
  }
}

/**
 * Marketplace calls per minute of the engine (one tick a minute: the feed poll, then the
 * dispatch) with `users` users autobidding every minute, over a few simulated minutes in which
 * new projects keep arriving. The poll reads with one token for everyone, so this must not grow.
 */
async function feedCallsPerMinute(users: number): Promise<number> {
  const clock = new FixedClock(NOW);
  const next = random(7);
  const marketplace = new RecordingMarketplace();
  for (const project of feedProjects(next, clock.now(), 50)) marketplace.seedProject(project);
  const storage = new InMemoryStorage(clock);
  await seedDefaults(storage);
  for (let index = 0; index < users; index++) {
    await aBidder(storage, clock.now(), {
      id: `bench-user-${index}`,
      name: `Bench ${index}`,
      bids: 20 + (index % 50),
      settings: settings(next),
    });
  }
  const tick = new RunEngineTick(
    new InProcessLeaderLock(),
    new PollProjectFeed(storage, marketplace, clock),
    new DispatchDueUsers(storage, new FixedExchangeRates(), new CountingJobQueue(), clock),
  );
  await tick.execute();
  const before = marketplace.searches.length;
  for (let minute = 1; minute <= FEED_MINUTES; minute++) {
    clock.advance(MINUTE);
    for (const project of feedProjects(next, clock.now(), 30, 60_000_000 + minute * 1_000))
      marketplace.seedProject({ ...project, postedAt: new Date(clock.now().getTime() - Math.floor(next() * MINUTE)) });
    await tick.execute();
  }
  return (marketplace.searches.length - before) / FEED_MINUTES;
}

/**
 * One dispatcher tick over 10,000 due users and 1,000 projects new to all of them, on a real
 * database: its bulk reads (settings, feed, users, balances, plans, profiles, 24-hour counts,
 * earlier bids, recent bid slots), the rules per user and the jobs built. Like the queue's write of
 * each job, the one write booking the jobs' pacing slots is a write per job: it is timed apart
 * (`bookingMs`) and left out of `ms`, as is the one write per table of the decision log
 * (`decisionLogMs`: its kept rows and every user's counts). Users have recent bids (on earlier projects, and some on
 * projects of this feed), half on their first run.
 */
async function matchMs(
  database: TestDatabase,
): Promise<{ ms: number; bookingMs: number; decisionLogMs: number; queued: number }> {
  const clock = new FixedClock(NOW);
  const now = clock.now();
  const next = random(42);
  const projects = feedProjects(next, now, FEED_PROJECTS);
  const bidders: BenchBidder[] = Array.from({ length: DUE_USERS }, (_, index) => ({
    id: `bench-user-${index}`,
    bids: 20 + (index % 50),
    settings: {
      ...settings(next),
      timeInterval: '1min',
      lastRunAt: index % 2 === 0 ? null : new Date(now.getTime() - MINUTE),
    },
    bidOn: [`old-${index}-1`, `old-${index}-2`, ...(index % 10 === 0 ? [pick(next, projects).id] : [])],
  }));
  const storage = new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY });
  await seedDefaults(storage);
  await insertBidders(database.db, bidders, now, ENCRYPTION_KEY);
  await storage.feed.addNew(projects, new Date(now.getTime() - 30_000));
  if (database.dialect === 'postgres') await database.db.raw('analyze');

  let best = Number.POSITIVE_INFINITY;
  let bestBooking = 0;
  let queued = 0;
  let bookingMs = 0;
  let bestLog = 0;
  let decisionLogMs = 0;
  // The decision log's write is a write per kept row, like the slots': timed apart too.
  const decisions: DecisionLog = Object.assign(Object.create(storage.decisions) as DecisionLog, {
    record: async (records: RunRecords) => {
      const started = performance.now();
      await storage.decisions.record(records);
      decisionLogMs += performance.now() - started;
    },
  });
  const pacing: BidPacingRepository = {
    slotsSince: (userId, since) => storage.pacing.slotsSince(userId, since),
    slotsSinceMany: (userIds, since) => storage.pacing.slotsSinceMany(userIds, since),
    book: (userId, slots) => storage.pacing.book(userId, slots),
    release: (userId, bidIds) => storage.pacing.release(userId, bidIds),
    bookMany: async (entries) => {
      const started = performance.now();
      await storage.pacing.bookMany(entries);
      bookingMs += performance.now() - started;
    },
  };
  const { settings: settingsRepository, users, profiles, searchProfiles, ledger, plans, bids, feed } = storage;
  const repositories = {
    settings: settingsRepository,
    users,
    profiles,
    searchProfiles,
    ledger,
    plans,
    bids,
    feed,
    pacing,
    decisions,
  };
  // Best of three: later runs start with warm statement caches and JIT, as every tick after the
  // first does, and the best is the least disturbed by whatever else the machine runs.
  for (let run = 0; run < 3; run++) {
    await database.db('bidding_settings').update({ last_run_at_ms: now.getTime() - MINUTE });
    // The same work each run: the slots an earlier run booked at this same instant would make
    // every user's bids wait behind a tick that never happened.
    await database.db('bid_pacing').del();
    await database.db('decisions').del();
    await database
      .db('bidding_settings')
      .whereRaw("substr(user_id, length(user_id)) in ('0', '2', '4', '6', '8')")
      .update({ last_run_at_ms: null });
    const dispatch = new DispatchDueUsers(repositories, new FixedExchangeRates(), new CountingJobQueue(), clock);
    bookingMs = 0;
    decisionLogMs = 0;
    const started = performance.now();
    const result = await dispatch.execute();
    const matched = performance.now() - started - bookingMs - decisionLogMs;
    if (matched < best) [best, bestBooking, bestLog] = [matched, bookingMs, decisionLogMs];
    if (process.env.BENCH_TIMINGS !== undefined)
      console.error(
        `  ${database.dialect} tick: ${Math.round(performance.now() - started)} ms, ${JSON.stringify(result)}`,
      );
    if (result.due !== DUE_USERS || result.failed > 0)
      throw new Error(`bench: expected ${DUE_USERS} due users and no failure, got ${JSON.stringify(result)}`);
    queued = result.queued;
  }
  return { ms: Math.round(best), bookingMs: Math.round(bestBooking), decisionLogMs: Math.round(bestLog), queued };
}

/**
 * What the match figure leaves out: the SQLite queue's writes, one INSERT per job as the
 * dispatcher enqueues them, with the payloads a tick builds.
 */
async function sqliteEnqueuesPerSecond(database: TestDatabase): Promise<number> {
  const clock = new FixedClock(NOW);
  const queue = new KnexJobQueue(database.db, clock);
  const projects = feedProjects(random(3), clock.now(), 100);
  const started = performance.now();
  for (let index = 0; index < ENQUEUED; index++) {
    const project = projects[index % projects.length] as Project;
    const userId = `bench-user-${Math.floor(index / projects.length)}`;
    const payload: PlaceBidPayload = {
      userId,
      bidId: randomUUID(),
      project: toPayloadProject(project),
      amount: 250,
      currency: project.currency,
      amountUsd: 250,
      period: 7,
    };
    await queue.enqueue(PLACE_BID_QUEUE, payload, placeBidOptions(userId, project.id));
  }
  return Math.round(ENQUEUED / ((performance.now() - started) / 1000));
}

async function sqliteMatch(): Promise<readonly Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bp-bench-'));
  const database = await openSqlite(join(dir, 'bench.sqlite'));
  try {
    const { ms, bookingMs, decisionLogMs, queued } = await matchMs(database);
    return [
      { name: 'engine.match_10k_users_1k_projects_ms', value: ms, unit: 'ms' },
      { name: 'engine.match_10k_users_1k_projects_jobs', value: queued, unit: 'jobs' },
      { name: 'engine.match_10k_users_1k_projects_slot_booking_ms', value: bookingMs, unit: 'ms' },
      { name: 'engine.match_10k_users_1k_projects_decision_log_ms', value: decisionLogMs, unit: 'ms' },
      { name: 'engine.sqlite_queue_enqueues_per_s', value: await sqliteEnqueuesPerSecond(database), unit: 'jobs/s' },
    ];
  } finally {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresMatch(): Promise<readonly Figure[]> {
  if (!(await postgresReachable())) {
    console.warn('bench: Postgres is unreachable, engine.match_10k_users_1k_projects_pg_ms skipped');
    return [];
  }
  const database = await openPostgres();
  try {
    const { ms, bookingMs, decisionLogMs } = await matchMs(database);
    return [
      { name: 'engine.match_10k_users_1k_projects_pg_ms', value: ms, unit: 'ms' },
      { name: 'engine.match_10k_users_1k_projects_pg_slot_booking_ms', value: bookingMs, unit: 'ms' },
      { name: 'engine.match_10k_users_1k_projects_pg_decision_log_ms', value: decisionLogMs, unit: 'ms' },
    ];
  } finally {
    await database.destroy();
  }
}

/**
 * The engine's scaling claims (docs/design.md#engine): the feed's marketplace calls do not grow
 * with the users, a dispatcher tick over 10,000 users on SQLite and Postgres, and bids end to end.
 */
export const engineBenchmark: Benchmark = async () => {
  const lap = timer();
  const few = await feedCallsPerMinute(100);
  const many = await feedCallsPerMinute(DUE_USERS);
  lap('feed calls');
  if (few !== many)
    throw new Error(`bench: the feed poll made ${few} calls a minute with 100 users but ${many} with ${DUE_USERS}`);
  return [
    { name: 'engine.feed_calls_per_min.users_100', value: few, unit: 'calls' },
    { name: 'engine.feed_calls_per_min.users_10000', value: many, unit: 'calls' },
    ...(await sqliteMatch().finally(() => lap('sqlite match'))),
    ...(await postgresMatch().finally(() => lap('postgres match'))),
    ...(await engineEndToEndBenchmark().finally(() => lap('end to end'))),
  ];
};

/** Prints each part's duration to stderr when BENCH_TIMINGS is set, to keep the whole run short. */
function timer(): (label: string) => void {
  let last = performance.now();
  return (label) => {
    if (process.env.BENCH_TIMINGS !== undefined) console.error(`${label}: ${Math.round(performance.now() - last)} ms`);
    last = performance.now();
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await engineBenchmark()) console.log(formatFigure(figure));
}
