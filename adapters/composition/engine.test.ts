import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import { FixedClock } from '../testing/fixed-clock.js';
import { InProcessEventPublisher } from '../events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { FakeProposalWriter } from '../testing/fake-proposal-writer.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { InMemoryChannelLinks } from '../storage/memory/in-memory-channel-links.js';
import { InMemoryMailOutbox } from '../storage/memory/in-memory-mail-outbox.js';
import { InProcessLeaderLock } from '../locks/in-process-leader-lock.js';
import { createLogger } from '../logging/logger.js';
import { FakeMarketplace } from '../testing/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryWebhookRepository } from '../storage/memory/in-memory-webhook-repository.js';
import { RecordingWebhookTransport } from '../testing/recording-webhook-transport.js';
import { InMemoryContactMessageRepository } from '../storage/memory/in-memory-contact-message-repository.js';
import { FakePaymentGateway } from '../testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../testing/fixed-exchange-rates.js';
import type { ScheduledJob } from '../scheduler/croner-scheduler.js';
import { InMemoryStorage } from '../storage/memory/in-memory-storage.js';
import { seedDefaults } from '../storage/seed.js';
import { createEngine, type Engine } from './engine.js';
import { buildUseCases } from './use-cases.js';
import { SignedNotificationLinks } from '../notifications/signed-notification-links.js';

const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
};
const checkoutUrls = (paymentId: string) => ({
  returnUrl: `https://bidpilot.test/r/${paymentId}`,
  cancelUrl: `https://bidpilot.test/c/${paymentId}`,
  notifyUrl: 'https://bidpilot.test/n',
});

/** Records what the engine asks of its scheduler, so a test neither waits for the clock nor leaves timers behind. */
class RecordingScheduler {
  readonly calls: string[] = [];
  scheduled: readonly ScheduledJob[] = [];
  readonly schedule = (jobs: readonly ScheduledJob[]) => {
    this.calls.push('schedule');
    this.scheduled = jobs;
    return { stop: async () => void this.calls.push('stop scheduler') };
  };
}

describe('the engine over the use cases buildUseCases built', () => {
  let storage: InMemoryStorage;
  let queue: InMemoryJobQueue;
  let lock: InProcessLeaderLock;
  let scheduler: RecordingScheduler;
  let engine: Engine;

  beforeEach(async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    queue = new InMemoryJobQueue(clock);
    lock = new InProcessLeaderLock();
    const useCases = buildUseCases(
      {
        clock,
        storage,
        jobQueue: queue,
        events: new InProcessEventPublisher(),
        hasher: plainHasher,
        marketplace: new FakeMarketplace(),
        marketplaceBackoff: new InMemoryMarketplaceBackoff(),
        webhooks: new InMemoryWebhookRepository(),
        webhookTransport: new RecordingWebhookTransport(),
        contactMessages: new InMemoryContactMessageRepository(),
        rates: new FixedExchangeRates(),
        paymentGateway: new FakePaymentGateway(),
        proposalWriter: new FakeProposalWriter(),
        leaderLock: lock,
        ...offlineChannels(clock),
        notificationLinks: new SignedNotificationLinks(
          'https://bidpilot.test',
          'a-test-secret-of-thirty-two-characters',
          clock,
        ),
      },
      { checkoutUrls, resetLink: (token) => `https://bidpilot.test/reset-password?token=${token}` },
    );
    scheduler = new RecordingScheduler();
    engine = createEngine(useCases.engine, { queue, logger: createLogger('silent'), schedule: scheduler.schedule });
  });

  it('schedules plan expiry and the tick every minute, review expiry every minute, the award and reply syncs every 5 minutes, the ended jobs’ prune and abandoned checkouts’ expiry every 10 minutes, the decision log prune and plan reminders hourly, and the inbox prune daily, once started', () => {
    expect(engine.jobs.map(({ name, pattern }) => [name, pattern])).toEqual([
      ['expire-plans', '0 * * * * *'],
      ['engine-tick', '0 * * * * *'],
      ['award-sync', '30 */5 * * * *'],
      ['reply-sync', '0 2-59/5 * * * *'],
      ['prune-decisions', '45 17 * * * *'],
      ['prune-jobs', '40 */10 * * * *'],
      ['plan-reminders', '15 7 * * * *'],
      ['prune-notifications', '45 23 3 * * *'],
      ['expire-reviews', '20 * * * * *'],
      ['expire-checkouts', '50 */10 * * * *'],
    ]);
    expect(scheduler.calls).toEqual([]);
    engine.start();
    engine.start();
    expect(scheduler.calls).toEqual(['schedule']);
    expect(scheduler.scheduled).toBe(engine.jobs);
  });

  it('runs each job through its use case, the tick and the sync under the leader lock', async () => {
    const run = (name: string) => engine.jobs.find((job) => job.name === name)!.run();
    expect(await run('expire-plans')).toEqual({ expired: 0 });
    expect(await run('engine-tick')).toMatchObject({
      leader: true,
      poll: expect.anything(),
      dispatch: { due: 0, queued: 0, failures: undefined },
    });
    expect(await run('award-sync')).toMatchObject({ ran: true });
    expect(await run('reply-sync')).toMatchObject({ ran: true, value: { checked: 0, calls: 0 } });
    expect(await run('prune-jobs')).toEqual({ ran: true, value: { pruned: 0 } });
    expect(await run('expire-checkouts')).toEqual({ expired: 0 });
    expect(await lock.runExclusive('bidpilot:prune-jobs', () => run('prune-jobs'))).toEqual({
      ran: true,
      value: { ran: false },
    });

    expect(await lock.runExclusive('bidpilot:engine', () => run('engine-tick'))).toEqual({
      ran: true,
      value: { leader: false },
    });
    expect(await lock.runExclusive('bidpilot:engine', () => engine.tick())).toEqual({
      ran: true,
      value: { leader: false },
    });
    expect(await lock.runExclusive('bidpilot:award-sync', () => engine.syncAwards())).toEqual({
      ran: true,
      value: { ran: false },
    });
    // The reply sync waits its turn behind the award sync: the two never change one bid at once.
    expect(await lock.runExclusive('bidpilot:award-sync', () => engine.syncReplies())).toEqual({
      ran: true,
      value: { ran: false },
    });
  });

  const aQueuedBidOfATokenlessUser = async () => {
    const user = await storage.users.create({
      name: 'Tokenless',
      email: 'tokenless@example.com',
      passwordHash: 'x',
      role: 'user',
    });
    const payload: PlaceBidPayload = {
      userId: user.id,
      bidId: 'bid-1',
      project: { id: '1' } as PlaceBidPayload['project'],
      amount: 10,
      currency: 'USD',
      amountUsd: 10,
      period: 7,
    };
    return { user, jobId: (await queue.enqueue(PLACE_BID_QUEUE, payload))! };
  };

  it('places queued bids through the place-bid use case', async () => {
    const { user, jobId } = await aQueuedBidOfATokenlessUser();

    expect(await engine.bidWorker.drain()).toBe(1);

    // A user without a marketplace token is skipped: the job is done and nothing is charged or logged.
    expect(queue.stateOf(jobId)).toBe('completed');
    expect(await storage.bids.findByUserAndProject(user.id, '1')).toBeNull();
  });

  it('starts the bid worker with the schedule, and stops the scheduler before the worker', async () => {
    const stopWorker = engine.bidWorker.stop.bind(engine.bidWorker);
    vi.spyOn(engine.bidWorker, 'stop').mockImplementation(async () => {
      scheduler.calls.push('stop worker');
      await stopWorker();
    });
    const { jobId } = await aQueuedBidOfATokenlessUser();

    engine.start();
    await vi.waitFor(() => expect(queue.stateOf(jobId)).toBe('completed'));
    await engine.stop();

    expect(scheduler.calls).toEqual(['schedule', 'stop scheduler', 'stop worker']);
  });

  it('stops cleanly when never started, and starts again after a stop', async () => {
    await engine.stop();
    expect(scheduler.calls).toEqual([]);
    engine.start();
    await engine.stop();
    engine.start();
    expect(scheduler.calls).toEqual(['schedule', 'stop scheduler', 'schedule']);
    await engine.stop();
  });
});

/** The mailer on an outbox in memory, as without SMTP_URL, and channel links in memory with no channel to deliver through. */
function offlineChannels(clock: FixedClock) {
  const mailOutbox = new InMemoryMailOutbox();
  return {
    mailOutbox,
    mailer: new OutboxMailer(mailOutbox, { from: 'no-reply@bidpilot.test', clock, logger: createLogger('silent') }),
    channelLinks: new InMemoryChannelLinks(),
    notificationChannels: [],
  };
}
