import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../../adapters/jobs/bid-worker.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { TemplateProposalWriter } from '../../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { totalBids } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import type { Job } from '../../../core/ports/job-queue.port.js';
import type { PlaceBidRequest } from '../../../core/ports/marketplace.port.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import type { PlaceBidPayload } from '../../../core/use-cases/engine/place-bid-job.js';
import { RunUserDispatch } from '../../../core/use-cases/engine/run-user-dispatch.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder } from '../../fixtures/engine.js';

const NOW = '2026-01-15T12:00:00.000Z';
const SECOND = 1_000;
const BRIEFS = [
  [
    'Inventory dashboard for a bakery chain',
    'Track flour, sugar and butter stock across six shops with low-stock alerts by SMS.',
  ],
  [
    'Landing page for a yoga retreat',
    'One page with a schedule, instructor bios, a gallery of the venue and a booking form.',
  ],
  [
    'Migrate a WordPress blog to Next.js',
    'About 400 posts with images and comments; keep every old URL working through redirects.',
  ],
  [
    'Chess puzzle trainer in the browser',
    'Load puzzles from a PGN file, check moves, keep a rating and show streaks per day.',
  ],
  [
    'Invoice generator for a plumbing firm',
    'Create PDF invoices from job sheets, number them, and email them to customers monthly.',
  ],
  ['Realtime bus tracker map', 'Show city buses on a map from a GTFS-RT feed, with arrival times at the nearest stop.'],
] as const;

/** The marketplace, noting when (by the test's clock) each bid reached it. */
class TimedMarketplace extends RecordingMarketplace {
  readonly placedAt: { readonly projectId: string; readonly at: number }[] = [];
  constructor(private readonly clock: FixedClock) {
    super();
  }
  override async placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    const receipt = await super.placeBid(request);
    this.placedAt.push({ projectId: request.projectId, at: this.clock.now().getTime() - Date.parse(NOW) });
    return receipt;
  }
}

/**
 * The dispatcher and the bid worker together, second by second on a fixed clock: one user's bids
 * go out at their pace, whichever path queued them, each charged once and none spending a retry.
 */
describe('Pacing of one user’s bids through the dispatcher and the worker', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let queue: InMemoryJobQueue;
  let marketplace: TimedMarketplace;
  let backoff: InMemoryMarketplaceBackoff;
  let worker: QueueWorker<PlaceBidPayload>;
  let attempts: number[];

  const ago = (minutes: number): Date => new Date(clock.now().getTime() - minutes * 60_000);
  /** Projects unlike each other, so the proposal guard never holds one as a copy of another. */
  const aProject = (id: string) => {
    const [title, description] = BRIEFS[Number(id) % BRIEFS.length] as readonly [string, string];
    return aFeedProject(id, ago(1), { title, description });
  };
  const postProjects = (ids: readonly string[]) => {
    for (const id of ids) marketplace.seedProject(aProject(id));
    return storage.feed.addNew(ids.map(aProject), ago(0.5));
  };
  /** Runs the worker every second for `seconds` seconds. */
  const runFor = async (seconds: number) => {
    for (let second = 0; second < seconds; second++) {
      await worker.drain();
      clock.advance(SECOND);
    }
  };
  const gaps = (times: readonly number[]) => times.slice(1).map((time, index) => time - (times[index] as number));
  const balanceOf = async (user: User) =>
    totalBids((await storage.ledger.balances([user.id])).get(user.id) ?? { plan: 0, extra: 0 });

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    queue = new InMemoryJobQueue(clock);
    marketplace = new TimedMarketplace(clock);
    backoff = new InMemoryMarketplaceBackoff();
    attempts = [];
    const placeBid = new PlaceBid(
      storage,
      marketplace,
      new TemplateProposalWriter(),
      new InProcessEventPublisher(),
      clock,
    );
    // The gap's jitter drawn at its middle, so the spacing below is exact.
    const paceBid = new PaceBid(storage, backoff, clock, { random: () => 0.5 });
    worker = createBidWorker({
      queue,
      placeBid: (job: Job<PlaceBidPayload>) => {
        attempts.push(job.attempt);
        return placeBid.execute(job);
      },
      paceBid: (job) => paceBid.execute(job),
      logger: createLogger('silent'),
    });
  });

  it('spreads a user’s five matched projects by the gap and at most three a minute, the first placed at once, each charged once and on its first attempt', async () => {
    // Every 5 minutes: the pace has room for all five before the next run.
    const user = await aBidder(storage, clock.now(), { bids: 10, settings: { timeInterval: '5min' } });
    await postProjects(['1', '2', '3', '4', '5']);

    const dispatched = await new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute();
    expect(dispatched.queued).toBe(5);
    await runFor(6 * 60);

    const times = marketplace.placedAt.map((bid) => bid.at);
    expect(times).toHaveLength(5);
    expect(times[0]).toBe(0);
    expect(gaps(times).every((gap) => gap >= 10 * SECOND)).toBe(true);
    // Three in the first minute, the jitter's widest included; the fourth waits for the cap.
    expect(times[2]).toBeLessThan(60 * SECOND);
    for (let index = 3; index < times.length; index++)
      expect((times[index] as number) - (times[index - 3] as number)).toBeGreaterThanOrEqual(60 * SECOND);
    expect(new Set(marketplace.placedAt.map((bid) => bid.projectId)).size).toBe(5);
    expect(attempts).toEqual([1, 1, 1, 1, 1]);
    expect(await balanceOf(user)).toBe(5);
    expect((await storage.bids.countsByUser(user.id)).submitted).toBe(5);
  });

  it('keeps the pace when Test Bidding queues more bids while the dispatcher’s still wait, and charges nothing while a bid is held back', async () => {
    const user = await aBidder(storage, clock.now(), { bids: 10, settings: { timeInterval: '5min' } });
    await postProjects(['1', '2', '3']);
    await new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute();
    await runFor(1);
    expect(marketplace.placedAt).toHaveLength(1);
    expect(await balanceOf(user)).toBe(9);

    // Test Bidding finds two more while two of the dispatcher's bids are still waiting.
    for (const id of ['4', '5']) marketplace.seedProject(aProject(id));
    const tested = await new RunUserDispatch(storage, marketplace, new FixedExchangeRates(), queue, clock).execute(
      user,
    );
    expect(tested.queued).toBe(2);
    await runFor(10);
    expect(await balanceOf(user)).toBe(9);
    await runFor(6 * 60);

    const times = marketplace.placedAt.map((bid) => bid.at);
    expect(times).toHaveLength(5);
    expect(gaps(times).every((gap) => gap >= 10 * SECOND)).toBe(true);
    for (let index = 3; index < times.length; index++)
      expect((times[index] as number) - (times[index - 3] as number)).toBeGreaterThanOrEqual(60 * SECOND);
    expect(attempts).toEqual([1, 1, 1, 1, 1]);
    expect(await balanceOf(user)).toBe(5);
  });

  it('books no slot for a project whose job is still queued, so a repeated Test Bidding does not push later bids back', async () => {
    const user = await aBidder(storage, clock.now(), { bids: 10 });
    for (const id of ['1', '2']) marketplace.seedProject(aProject(id));
    const testBidding = new RunUserDispatch(storage, marketplace, new FixedExchangeRates(), queue, clock);
    expect((await testBidding.execute(user)).queued).toBe(2);
    expect((await testBidding.execute(user)).queued).toBe(0);

    const offsets = (await storage.pacing.slotsSince(user.id, new Date(0))).map(
      (slot) => slot.at.getTime() - Date.parse(NOW),
    );
    expect(offsets).toHaveLength(2);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBeGreaterThanOrEqual(10 * SECOND);
    expect(offsets[1]).toBeLessThan(20 * SECOND);
  });

  it('holds a bid placed by another path (a bid the worker did not plan) at the gap, without charging or spending an attempt', async () => {
    const user = await aBidder(storage, clock.now(), { bids: 10 });
    await postProjects(['1']);
    await new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute();
    // Meanwhile another path took a slot a moment ago: Test Bidding's bid, placed by another worker.
    await storage.pacing.book(user.id, [{ bidId: 'elsewhere', at: new Date(clock.now().getTime() - 5 * SECOND) }]);

    await runFor(9);
    expect(marketplace.placedAt).toHaveLength(0);
    expect(await balanceOf(user)).toBe(10);
    await runFor(10);
    expect(marketplace.placedAt.map((bid) => bid.at)).toEqual([10 * SECOND]);
    expect(attempts).toEqual([1]);
    expect(await balanceOf(user)).toBe(9);
  });

  it('holds every bid of a token backing off a rate limit until it ends, uncharged, then places them at their pace', async () => {
    const user = await aBidder(storage, clock.now(), { bids: 10 });
    await backoff.backOff(`token-${user.id}`, clock.now(), new Date(clock.now().getTime() + 90 * SECOND));
    await postProjects(['1', '2']);
    await new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute();

    await runFor(89);
    expect(marketplace.placedAt).toHaveLength(0);
    expect(await balanceOf(user)).toBe(10);
    await runFor(3 * 60);
    const times = marketplace.placedAt.map((bid) => bid.at);
    expect(times[0]).toBe(90 * SECOND);
    expect(gaps(times).every((gap) => gap >= 10 * SECOND)).toBe(true);
    expect(attempts).toEqual([1, 1]);
    expect(await balanceOf(user)).toBe(8);
  });
});
