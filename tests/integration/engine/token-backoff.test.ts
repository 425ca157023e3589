import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker } from '../../../adapters/jobs/bid-worker.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { TemplateProposalWriter } from '../../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { HttpFreelancerMarketplace } from '../../../adapters/marketplace/http-freelancer-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { totalBids } from '../../../core/domain/ledger/ledger.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder } from '../../fixtures/engine.js';

const BASE = 'https://www.freelancer.com/api';
const NOW = '2026-01-15T12:00:00.000Z';
const SECOND = 1_000;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * A 429 on a bid, end to end: the Freelancer adapter backs the token off for its Retry-After, the
 * attempt is refunded and retried as an outage, and the worker then holds every bid of that token
 * until the backoff ends, without calling Freelancer or spending attempts, before placing each once.
 */
describe('A rate-limited token through the adapter, the worker and the ledger', () => {
  it('refunds the limited attempt, holds the token’s bids until Retry-After, then places each bid once', async () => {
    const clock = new FixedClock(NOW);
    const storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    const queue = new InMemoryJobQueue(clock);
    const backoff = new InMemoryMarketplaceBackoff();
    const marketplace = new HttpFreelancerMarketplace({ baseUrl: BASE, backoff, clock });
    const user = await aBidder(storage, clock.now(), { bids: 10 });
    const posted = new Date(clock.now().getTime() - 60 * SECOND);
    await storage.feed.addNew(
      [
        aFeedProject('40100001', posted, {
          title: 'Inventory dashboard for a bakery chain',
          description: 'Track flour and butter stock across six shops.',
        }),
        aFeedProject('40100002', posted, {
          title: 'Realtime bus tracker map',
          description: 'Show city buses on a map from a GTFS-RT feed with arrival times.',
        }),
      ],
      new Date(clock.now().getTime() - 30 * SECOND),
    );

    const bidCalls: number[] = [];
    let nextBidId = 900;
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, () => {
        bidCalls.push(clock.now().getTime() - Date.parse(NOW));
        if (bidCalls.length === 1) {
          return HttpResponse.json(
            {
              status: 'error',
              message: 'You have made too many of these requests.',
              error_code: 'AuthorisationExceptionCodes.RATE_LIMITED',
            },
            { status: 429, headers: { 'Retry-After': '120' } },
          );
        }
        return HttpResponse.json({ status: 'success', result: { id: nextBidId++ } });
      }),
      // A retry first asks whether the earlier attempt's bid went through: it did not.
      http.get(`${BASE}/projects/0.1/bids/`, () => HttpResponse.json({ status: 'success', result: { bids: [] } })),
    );

    const attempts: number[] = [];
    const placeBid = new PlaceBid(
      storage,
      marketplace,
      new TemplateProposalWriter(),
      new InProcessEventPublisher(),
      clock,
    );
    const paceBid = new PaceBid(storage, backoff, clock, { random: () => 0.5 });
    const worker = createBidWorker({
      queue,
      placeBid: (job) => {
        attempts.push(job.attempt);
        return placeBid.execute(job);
      },
      paceBid: (job) => paceBid.execute(job),
      logger: createLogger('silent'),
    });
    const balance = async () =>
      totalBids((await storage.ledger.balances([user.id])).get(user.id) ?? { plan: 0, extra: 0 });

    expect((await new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute()).queued).toBe(2);
    for (let second = 0; second < 119; second++) {
      await worker.drain();
      clock.advance(SECOND);
    }
    expect(bidCalls).toEqual([0]);
    expect(await balance()).toBe(10);
    // The first attempt failed; the retry and the second bid were only ever postponed.
    expect(attempts).toEqual([1]);

    for (let second = 0; second < 120; second++) {
      await worker.drain();
      clock.advance(SECOND);
    }
    expect(bidCalls.slice(1)).toHaveLength(2);
    expect(bidCalls[1]).toBe(120 * SECOND);
    expect((bidCalls[2] as number) - (bidCalls[1] as number)).toBeGreaterThanOrEqual(10 * SECOND);
    // The retry (attempt 2) and the other bid (attempt 1), in whichever order the queue hands them out.
    expect([...attempts].sort()).toEqual([1, 1, 2]);
    expect(await balance()).toBe(8);
    expect((await storage.bids.countsByUser(user.id)).submitted).toBe(2);
  });
});
