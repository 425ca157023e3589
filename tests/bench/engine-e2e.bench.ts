import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { createRuntime, resolveApiDependencies } from '../../adapters/composition/runtime.js';
import { createEngine } from '../../adapters/composition/engine.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { createApiApp } from '../../adapters/http/api.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { JOBS } from '../../adapters/simulators/freelancer/catalogue.js';
import { freelancerSimulatorRouter } from '../../adapters/simulators/freelancer/freelancer-simulator-router.js';
import { openFreelancerSimulator } from '../../adapters/simulators/freelancer/open-freelancer-simulator.js';
import { generateProject } from '../../adapters/simulators/freelancer/project-generator.js';
import { seededRandom, type Random } from '../../adapters/simulators/freelancer/random.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
import type { PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import { aBidder } from '../fixtures/engine.js';
import { freePort } from '../support/journeys.js';
import { pick, random } from './deterministic.js';
import { formatFigure, type Figure } from './figure.js';

const START = '2026-11-22T12:00:00.000Z';
const MINUTE = 60_000;
/** Users autobidding every minute, and the projects posted per minute (Freelancer posts a few dozen). */
const USERS = 100;
const PROJECTS_PER_MINUTE = 30;
const MINUTES = 4;
const SKILLS = JOBS.map((job) => job.name);

/** The product's queue, noting when each place-bid job ends (real time) and the project's posting. */
class TimedQueue implements JobQueue {
  readonly done: { readonly postedAt: number; readonly at: number }[] = [];
  private readonly postedAt = new Map<string, number>();
  constructor(private readonly inner: JobQueue) {}
  start = (): Promise<void> => this.inner.start();
  stop = (): Promise<void> => this.inner.stop();
  enqueue: JobQueue['enqueue'] = (queue, payload, options) => this.inner.enqueue(queue, payload, options);
  enqueueMany: JobQueue['enqueueMany'] = (queue, items) => this.inner.enqueueMany(queue, items);
  async take<T>(queue: string): Promise<Job<T> | null> {
    const job = await this.inner.take<T>(queue);
    if (job !== null) this.postedAt.set(job.id, Date.parse((job.payload as PlaceBidPayload).project.postedAt));
    return job;
  }
  async complete(job: Job): Promise<void> {
    await this.inner.complete(job);
    this.done.push({ postedAt: this.postedAt.get(job.id) ?? Number.NaN, at: performance.now() });
  }
  fail: JobQueue['fail'] = (job, reason) => this.inner.fail(job, reason);
  cancelGroup: JobQueue['cancelGroup'] = (queue, group) => this.inner.cancelGroup(queue, group);
  holds: JobQueue['holds'] = (job) => this.inner.holds(job);
  removeFinishedBefore: JobQueue['removeFinishedBefore'] = (cutoff, limit) =>
    this.inner.removeFinishedBefore(cutoff, limit);
  postponed = 0;
  postpone: JobQueue['postpone'] = (job, until) => {
    this.postponed += 1;
    return this.inner.postpone(job, until);
  };
}

/**
 * A project as the simulator writes its own (a category's title and description templates, its
 * jobs, a budget), so proposals differ as real ones do and the proposal guard finds no copies.
 */
function realisticProject(randomOf: Random, id: number, at: number): Project {
  const generated = generateProject(randomOf, { id, at });
  return {
    id: String(id),
    title: generated.title,
    description: generated.description,
    url: `https://www.freelancer.com/projects/${generated.seoUrl}`,
    type: generated.type,
    currency: generated.currency.code,
    budgetMin: generated.budget.minimum,
    budgetMax: generated.budget.maximum,
    bidCount: generated.initialBids,
    skills: generated.jobs.map((job) => job.name),
    postedAt: new Date(at),
    kinds: [],
    ownerId: String(generated.ownerId),
    isOpen: true,
  };
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * The engine end to end as `npm start` runs it offline, in this process: SQLite in a scratch
 * DATA_DIR, the HTTP server serving the built-in Freelancer simulator, the real HTTP marketplace
 * adapter, the SQLite job queue, the bid worker, the template proposal writer. 100 users
 * autobid every minute; 30 projects are posted in each simulated minute, at random seconds.
 *
 * Time is simulated where waiting is all there is to measure, and real where work is: the clock
 * (the product's and the simulator's) stands at second 0 of each minute when the scheduler runs
 * the tick, then steps through the minute a second at a time, the worker taking each job when its
 * paced start is due. A bid's post-to-bid time is the simulated wait from its project's posting to
 * the second its job was taken, plus the real time the minute's tick and jobs took until then (and
 * any backlog a previous minute's work left past its 60 seconds). Bids still paced past the last
 * minute are not counted. The rates are fixed, so nothing reaches the internet.
 */
export async function engineEndToEndBenchmark(): Promise<readonly Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bp-bench-e2e-'));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, 'bidpilot.sqlite')}`,
    PORT: String(port),
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger('silent');
  const clock = new FixedClock(START);
  const runtime = await createRuntime(config, { logger, clock, rates: new FixedExchangeRates() });
  const simulator = await openFreelancerSimulator(config.database, clock);
  let server: Server | undefined;
  try {
    const useCases = runtime.useCases;
    await useCases.system.seedDefaults();
    const app = createApiApp(resolveApiDependencies(runtime), {
      extraRouters: [freelancerSimulatorRouter({ state: simulator.state })],
    });
    server = app.listen(port);
    await new Promise<void>((resolve, reject) => server?.once('listening', resolve).once('error', reject));
    const queue = new TimedQueue(runtime.jobQueue);
    const engine = createEngine(useCases.engine, { queue, logger, schedule: () => ({ stop: async () => {} }) });

    const next = random(11);
    const storage = runtime.storage;
    for (let index = 0; index < USERS; index++) {
      const token = `bench-token-${index}`;
      const user = await aBidder(storage, clock.now(), {
        name: `Bench ${index}`,
        token,
        bids: 10_000,
        settings: {
          skills: [pick(next, SKILLS), pick(next, SKILLS), pick(next, SKILLS), pick(next, SKILLS)],
          timeLimit: 'no_limit',
          maxBidsThreshold: 100,
          bidOnHourlyProjects: true,
          lastRunAt: clock.now(),
        },
      });
      await storage.profiles.save(user.id, {
        oauthToken: token,
        freelancerUserId: String(simulator.state.userFor(token).id),
      });
    }
    // The first tick reads the simulator's backlog into the feed; no user is due yet.
    await engine.tick();

    const postToBid: number[] = [];
    let drainSeconds = 0;
    let backlogMs = 0;
    for (let minute = 1; minute <= MINUTES; minute++) {
      const from = clock.now().getTime();
      for (let n = 0; n < PROJECTS_PER_MINUTE; n++) {
        const at = from + 1_000 + Math.floor(next() * 59) * 1_000;
        await simulator.state.seedProject(
          realisticProject(seededRandom(minute * 1_000 + n), 90_000_000 + minute * 1_000 + n, at),
        );
      }
      clock.set(new Date(from + MINUTE));
      const tickAt = clock.now().getTime();
      const started = performance.now();
      await engine.tick();
      // The worker takes each job when it is due: the clock steps through the minute a second at a
      // time, so a bid paced 25 s after the tick is placed 25 simulated seconds after it.
      for (let second = 0; second < 60; second++) {
        clock.set(new Date(tickAt + second * 1_000));
        const done = queue.done.length;
        const drained = performance.now();
        await engine.bidWorker.drain();
        drainSeconds += (performance.now() - drained) / 1000;
        // Real work of this minute so far (the tick's included) delays whatever it runs.
        const lateMs = backlogMs + (performance.now() - started);
        for (const job of queue.done.slice(done))
          postToBid.push((clock.now().getTime() - job.postedAt + lateMs) / 1000);
      }
      backlogMs = Math.max(0, backlogMs + (performance.now() - started) - MINUTE);
    }
    const counts = await storage.bids.countsAll();
    if (process.env.BENCH_TIMINGS !== undefined)
      console.error(
        `  e2e: ${JSON.stringify(counts)}, ${queue.done.length} jobs done, ${queue.postponed} postponed, ${drainSeconds.toFixed(1)} s draining`,
      );
    const placed = counts.submitted;
    if (placed === 0 || postToBid.length === 0) throw new Error('bench: the engine placed no bid on the simulator');
    return [
      { name: 'engine.bids_per_s', value: Math.round(placed / drainSeconds), unit: 'bids/s' },
      { name: 'engine.post_to_bid_p95_s', value: Math.round(percentile(postToBid, 95) * 10) / 10, unit: 's' },
      { name: 'engine.e2e_bids_placed', value: placed, unit: 'bids' },
    ];
  } finally {
    server?.closeAllConnections();
    await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
    await simulator.close();
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await engineEndToEndBenchmark()) console.log(formatFigure(figure));
}
