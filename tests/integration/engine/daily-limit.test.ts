import { describe, expect, it } from 'vitest';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker } from '../../../adapters/jobs/bid-worker.js';
import { TemplateProposalWriter } from '../../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { NO_PACING } from '../../../core/domain/bidding/pacing.js';
import { totalBids } from '../../../core/domain/ledger/ledger.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid, type PlaceBidOutcome } from '../../../core/use-cases/engine/place-bid.js';
import { PLACE_BID_QUEUE } from '../../../core/use-cases/engine/place-bid-job.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder } from '../../fixtures/engine.js';

const NOW = '2026-01-15T12:00:00.000Z';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Seven briefs unlike each other, so the proposal guard finds no proposal copying another. */
const BRIEFS: readonly (readonly [string, string])[] = [
  ['Inventory dashboard for a bakery chain', 'Track flour and butter stock across six shops.'],
  ['Realtime bus tracker map', 'Show city buses on a map from a GTFS-RT feed with arrival times.'],
  ['Booking widget for a yoga studio', 'Members pick classes, pay by card and get reminder emails.'],
  ['Warehouse barcode scanner app', 'Scan pallets with a phone camera and sync counts to our ERP.'],
  ['Recipe cost calculator', 'Price each dish from supplier invoices and flag margins under 60%.'],
  ['Church livestream schedule page', 'List upcoming services and embed the YouTube stream when live.'],
  ['Solar panel output charts', 'Plot daily kWh from inverter CSV exports, compare against the forecast.'],
];

/**
 * The auditor's case (docs/design.md#engine): a daily limit of 5, a 1-minute interval, no pacing,
 * and Freelancer rate-limiting the token, so the queued bids wait while every run queues the new
 * projects (the dispatcher counts only the bids already logged). When the 429s stop, the worker
 * holds the limit: 5 bids placed and charged, the others skipped uncharged.
 */
describe('The daily bid limit when a rate limit held queued bids back', () => {
  it('places and charges exactly bidsLimit bids of the 7 queued once the token may bid again', async () => {
    const clock = new FixedClock(NOW);
    const storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    const queue = new InMemoryJobQueue(clock);
    const backoff = new InMemoryMarketplaceBackoff();
    const marketplace = new FakeMarketplace();
    const user = await aBidder(storage, clock.now(), { bids: 20, settings: { bidsLimit: 5 } });
    const token = `token-${user.id}`;

    const placeBid = new PlaceBid(
      storage,
      marketplace,
      new TemplateProposalWriter(),
      new InProcessEventPublisher(),
      clock,
    );
    const outcomes: PlaceBidOutcome[] = [];
    const worker = createBidWorker({
      queue,
      placeBid: async (job) => {
        const outcome = await placeBid.execute(job);
        outcomes.push(outcome);
        return outcome;
      },
      paceBid: (job) => new PaceBid(storage, backoff, clock, { paces: NO_PACING }).execute(job),
      logger: createLogger('silent'),
    });
    const dispatcher = new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock, NO_PACING);
    const balance = async () =>
      totalBids((await storage.ledger.balances([user.id])).get(user.id) ?? { plan: 0, extra: 0 });

    // Each minute's run finds new projects and queues them, and Freelancer answers the token 429
    // with Retry-After 60 s (recorded as the adapter records it), so the worker holds every bid.
    let queued = 0;
    const briefs = [...BRIEFS];
    let project = 40_200_000;
    for (const fresh of [3, 2, 2]) {
      const posted = new Date(clock.now().getTime() - 10 * SECOND);
      const projects = briefs
        .splice(0, fresh)
        .map(([title, description]) => aFeedProject(String(++project), posted, { title, description }));
      for (const each of projects) marketplace.seedProject(each);
      await storage.feed.addNew(projects, new Date(clock.now().getTime() - 5 * SECOND));
      queued += (await dispatcher.execute()).queued;
      await backoff.backOff(token, clock.now(), new Date(clock.now().getTime() + MINUTE));
      for (let second = 0; second < 60; second++) {
        await worker.drain();
        clock.advance(SECOND);
      }
    }
    expect(queued).toBe(7);
    expect(marketplace.bidsPlaced()).toEqual([]);
    expect(outcomes).toEqual([]);
    expect(await balance()).toBe(20);

    // The 429s stop: everything queued is released at once.
    for (let second = 0; second < 60; second++) {
      await worker.drain();
      clock.advance(SECOND);
    }
    expect(marketplace.bidsPlaced()).toHaveLength(5);
    expect(await balance()).toBe(15);
    expect((await storage.bids.countsByUser(user.id)).submitted).toBe(5);
    expect(outcomes.filter((outcome) => outcome.kind === 'submitted')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind !== 'submitted')).toEqual([
      { kind: 'skipped', reason: 'DAILY_LIMIT_REACHED' },
      { kind: 'skipped', reason: 'DAILY_LIMIT_REACHED' },
    ]);
    expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
  });
});
