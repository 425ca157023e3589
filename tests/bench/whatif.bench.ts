import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { PreviewBiddingSettings, WHAT_IF_MS } from '../../core/use-cases/bidding/what-if.js';
import { aFeedProject } from '../builders/projects.js';
import { aBidder } from '../fixtures/engine.js';
import { random } from './deterministic.js';
import { randomProjectTerms } from './feed-terms.js';
import { formatFigure, type Benchmark } from './figure.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
/** Projects the feed first saw over the replayed week: about two a minute, a busy marketplace's share of a user's categories and more. */
const FEED_PROJECTS = 20_000;
const MINUTE = 60_000;
const RUNS = 7;

/**
 * One "Preview on the last 7 days" (docs/design.md#what-if): the saved settings and the unsaved ones
 * replayed over a week's feed of 20,000 projects, reads included (the in-memory storage's), with a
 * daily cap, a schedule and a time limit. `whatif.replay_7d_ms` is a user who runs every minute, the
 * most runs a week holds (10,080 a side), once the process holds the week's feed (RecentFeed);
 * `_cold_ms` the process's first preview, which reads and screens the whole week; `_5min_ms` a
 * user at the default interval.
 */
export const whatIfBenchmark: Benchmark = async () => {
  const { clock, storage } = await weekOfFeed();
  const oneMinute = await previewTimes(clock, storage, '1min');
  const fiveMinutes = await previewTimes(clock, storage, '5min');
  return [
    { name: 'whatif.replay_7d_ms', value: oneMinute.ms, unit: 'ms' },
    { name: 'whatif.replay_7d_cold_ms', value: oneMinute.coldMs, unit: 'ms' },
    { name: 'whatif.replay_7d_5min_ms', value: fiveMinutes.ms, unit: 'ms' },
    { name: 'whatif.bids_before', value: oneMinute.before, unit: 'bids' },
    { name: 'whatif.bids_after', value: oneMinute.after, unit: 'bids' },
  ];
};

async function weekOfFeed(): Promise<{ clock: FixedClock; storage: InMemoryStorage }> {
  const clock = new FixedClock(NOW.toISOString());
  const storage = new InMemoryStorage(clock);
  await seedDefaults(storage);
  const next = random(7);
  const start = NOW.getTime() - WHAT_IF_MS;
  for (let index = 0; index < FEED_PROJECTS; index++) {
    const seenAt = new Date(start + Math.floor(((index + 1) * WHAT_IF_MS) / (FEED_PROJECTS + 1)));
    const project = aFeedProject(
      String(60_000_000 + index),
      new Date(seenAt.getTime() - Math.floor(next() * 5 * MINUTE)),
      randomProjectTerms(next),
    );
    await storage.feed.addNew([project], seenAt);
  }
  return { clock, storage };
}

/** The median of a few previews of one user at `timeInterval`, after one to warm up, and the bids it counted. */
async function previewTimes(
  clock: FixedClock,
  storage: InMemoryStorage,
  timeInterval: '1min' | '5min',
): Promise<{ ms: number; coldMs: number; before: number; after: number }> {
  const user = await aBidder(storage, NOW, {
    bids: 5_000,
    settings: {
      timeInterval,
      skills: ['PHP', 'React.js', 'WordPress'],
      bidsLimit: 50,
      timeLimit: '6hours',
      scheduleAutobidding: true,
      startTime: '07:00',
      endTime: '23:00',
      timezone: 'Europe/London',
    },
  });
  const preview = new PreviewBiddingSettings(storage, new FixedExchangeRates(), clock);
  const changes = {
    skills: ['PHP', 'Laravel', 'Python'],
    maxBidsThreshold: 50 as const,
    fixedBudgetMinUsd: 200,
    bidsLimit: 'no_limit' as const,
  };
  const result = await preview.execute(user, { changes });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await preview.execute(user, { changes });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  // A process's first preview reads the whole week and screens every project once; the code is warm by now.
  const started = performance.now();
  await new PreviewBiddingSettings(storage, new FixedExchangeRates(), clock).execute(user, { changes });
  const coldMs = Math.round(performance.now() - started);
  return {
    ms: Math.round(times[Math.floor(RUNS / 2)] as number),
    coldMs,
    before: result.before.bidsPlaced,
    after: result.after.bidsPlaced,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await whatIfBenchmark()) console.log(formatFigure(figure));
}
