import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/clock/fixed-clock.js';
import { FixedExchangeRates } from '../../adapters/rates/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { BiddingSettingsPatch } from '../../core/domain/bidding/settings.js';
import type { EnqueueOptions, Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { aBidder, aFeedProject, RecordingMarketplace } from '../fixtures/engine.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

const NOW = '2026-11-22T12:00:00.000Z';
const DUE_USERS = 10_000;
/** New projects in the feed since the users' last run (Freelancer posts a few dozen a minute). */
const FEED_PROJECTS = 250;
const SKILL_POOL = ['PHP', 'Python', 'React.js', 'Node.js', 'WordPress', 'Graphic Design', 'Logo Design', 'Data Entry', 'Excel', 'SEO', 'Copywriting', 'Java'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'ZAR'];

/** A deterministic generator, so every run measures the same work. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

function feedProjects(next: () => number, now: Date): Project[] {
  return Array.from({ length: FEED_PROJECTS }, (_, index) =>
    aFeedProject(String(50_000_000 + index), new Date(now.getTime() - Math.floor(next() * 55 * 60_000)), {
      type: next() < 0.3 ? 'hourly' : 'fixed',
      currency: pick(next, CURRENCIES),
      budgetMax: next() < 0.1 ? null : Math.round(50 + next() * 5_000),
      bidCount: Math.floor(next() * 120),
      skills: [pick(next, SKILL_POOL), pick(next, SKILL_POOL)],
    }),
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
 * The job queue's port with a map per singleton key: the benchmark measures the dispatcher, and
 * the in-memory test queue scans every job per enqueue, which would dominate 10,000 users' jobs.
 */
class KeyedJobQueue implements JobQueue {
  readonly queued = new Map<string, unknown>();
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async enqueue<T>(_queue: string, payload: T, options?: EnqueueOptions): Promise<string | null> {
    const key = options?.singletonKey ?? randomUUID();
    if (this.queued.has(key)) return null;
    this.queued.set(key, JSON.parse(JSON.stringify(payload)));
    return key;
  }
  async take<T>(queue: string): Promise<Job<T> | null> {
    const first = this.queued.entries().next();
    if (first.done === true) return null;
    this.queued.delete(first.value[0]);
    return { id: first.value[0], queue, payload: first.value[1] as T, attempt: 1 };
  }
  async complete(): Promise<void> {}
  async fail(): Promise<void> {}
  async postpone(): Promise<void> {}
}

async function storageWithBidders(clock: FixedClock, users: number, next: () => number): Promise<InMemoryStorage> {
  const storage = new InMemoryStorage(clock);
  await seedDefaults(storage);
  for (let index = 0; index < users; index++) {
    await aBidder(storage, clock.now(), { id: `bench-user-${index}`, name: `Bench ${index}`, bids: 20 + (index % 50), settings: settings(next) });
  }
  return storage;
}

/** Marketplace calls of one feed poll (read with an active user's token) with `users` users on. */
async function feedCallsPerPoll(users: number): Promise<number> {
  const clock = new FixedClock(NOW);
  const next = random(7);
  const marketplace = new RecordingMarketplace();
  for (const project of feedProjects(next, clock.now())) marketplace.seedProject(project);
  const storage = await storageWithBidders(clock, users, next);
  const result = await new PollProjectFeed(storage, marketplace, clock).execute();
  return result.calls;
}

/** Due users the dispatcher matches per second against the feed, with their bids queued. */
async function dispatchThroughput(): Promise<readonly Figure[]> {
  const clock = new FixedClock(NOW);
  const next = random(42);
  const storage = await storageWithBidders(clock, DUE_USERS, next);
  await storage.feed.addNew(feedProjects(next, clock.now()), new Date(clock.now().getTime() - 30_000));
  const jobs = new KeyedJobQueue();
  const dispatch = new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock);

  const started = performance.now();
  const result = await dispatch.execute();
  const seconds = (performance.now() - started) / 1000;
  if (result.due !== DUE_USERS || result.failed > 0) throw new Error(`bench: expected ${DUE_USERS} due users and no failure, got ${JSON.stringify(result)}`);
  return [
    { name: 'engine.dispatch_users_per_s', value: Math.round(DUE_USERS / seconds), unit: 'users/s' },
    { name: 'engine.dispatch_feed_projects', value: FEED_PROJECTS, unit: 'projects' },
    { name: 'engine.dispatch_jobs_queued', value: result.queued, unit: 'jobs' },
  ];
}

/**
 * The engine's scaling claims (docs/design.md#engine), on in-memory storage and the fake marketplace:
 * the feed's marketplace calls do not grow with the users, and the dispatcher's matching rate.
 */
export const engineBenchmark: Benchmark = async () => {
  const few = await feedCallsPerPoll(10);
  const many = await feedCallsPerPoll(DUE_USERS);
  if (few !== many) throw new Error(`bench: a feed poll made ${few} calls with 10 users but ${many} with ${DUE_USERS}`);
  return [
    { name: 'engine.feed_calls_per_poll_10_users', value: few, unit: 'calls' },
    { name: `engine.feed_calls_per_poll_${DUE_USERS}_users`, value: many, unit: 'calls' },
    ...(await dispatchThroughput()),
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await engineBenchmark()) console.log(formatFigure(figure));
}
