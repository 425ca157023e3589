import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aBid } from '../../../tests/builders/bids.js';
import { aLinkedUser } from '../../../tests/fixtures/engine.js';
import type { BidStatus } from '../../domain/bidding/bid.js';
import type { User } from '../../domain/users/user.js';
import type { EventPublisher, UserEvent } from '../../ports/event-publisher.port.js';
import type { NotificationRequest, Notifier } from '../../ports/notifier.port.js';
import { SyncReplies } from './sync-replies.js';

const NOW = '2026-01-15T12:00:00.000Z';
const BIDDER = '26605882';

/** Keeps what it was asked to send, one per dedupe key, as the Notifier promises. */
class KeptNotifier implements Notifier {
  readonly sent = new Map<string, NotificationRequest>();
  async notify(request: NotificationRequest): Promise<void> {
    if (!this.sent.has(request.dedupeKey)) this.sent.set(request.dedupeKey, request);
  }
}

describe('SyncReplies', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: FakeMarketplace;
  let events: Pick<EventPublisher, 'publish'>;
  let published: UserEvent[];
  let notifier: KeptNotifier;
  let minute = 0;

  /** A bid submitted on `projectId`, a minute after the one before, 10 hours before now. */
  const aLoggedBid = async (user: User, projectId: string, status: BidStatus = 'submitted') => {
    minute += 1;
    const { bid } = await storage.bids.insertIfAbsent(
      aBid(user.id, {
        projectId,
        projectTitle: `Project ${projectId}`,
        status,
        marketplaceBidId: `m-${projectId}`,
        submittedAt: new Date(Date.parse(NOW) - 600 * 60_000 + minute * 60_000),
      }),
    );
    return bid;
  };
  const sync = (limits: ConstructorParameters<typeof SyncReplies>[4] = {}) =>
    new SyncReplies(storage, marketplace, events, notifier, limits);

  beforeEach(() => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    marketplace = new FakeMarketplace();
    published = [];
    events = { publish: async (event) => void published.push(event) };
    notifier = new KeptNotifier();
    minute = 0;
  });

  it('marks a submitted bid replied when its client wrote first, with the thread’s time, tells its owner live and asks for one bid.replied', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    const replied = await aLoggedBid(ada, '101');
    const quiet = await aLoggedBid(ada, '102');
    marketplace.clientWritesOn('101', BIDDER, new Date('2026-01-15T09:30:00.000Z'));

    expect(await sync().execute()).toEqual({ checked: 2, replied: 1, calls: 1, skippedUsers: 0, interrupted: false });

    expect(await storage.bids.findById(replied.id)).toMatchObject({
      status: 'replied',
      repliedAt: new Date('2026-01-15T09:30:00.000Z'),
    });
    expect(await storage.bids.findById(quiet.id)).toMatchObject({ status: 'submitted', repliedAt: null });
    expect(published).toEqual([
      {
        userId: ada.id,
        data: { bid: { id: replied.id, projectId: '101', projectTitle: 'Project 101', status: 'replied' } },
      },
    ]);
    expect([...notifier.sent.values()]).toEqual([
      expect.objectContaining({
        userId: ada.id,
        kind: 'bid.replied',
        dedupeKey: `bid.replied:${replied.id}`,
        link: '/bid-logs',
        data: expect.objectContaining({ bidId: replied.id, repliedAt: '2026-01-15T09:30:00.000Z' }),
      }),
    ]);
  });

  it('never asks again about a replied bid, so a second run changes and sends nothing', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    await aLoggedBid(ada, '101');
    marketplace.clientWritesOn('101', BIDDER, new Date('2026-01-15T09:30:00.000Z'));
    const syncing = sync();
    await syncing.execute();
    published.length = 0;

    expect(await syncing.execute()).toMatchObject({ checked: 0, replied: 0, calls: 0 });
    expect(published).toEqual([]);
    expect(notifier.sent.size).toBe(1);
  });

  it('asks with each user’s own token, skips users without one, and leaves pending, decided and failed bids alone', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    const bob = await aLinkedUser(storage, 'bob', { token: null });
    const adaBid = await aLoggedBid(ada, '201');
    const bobBid = await aLoggedBid(bob, '202');
    const accepted = await aLoggedBid(ada, '203', 'accepted');
    for (const projectId of ['201', '202', '203']) marketplace.clientWritesOn(projectId, BIDDER, new Date(NOW));

    expect(await sync().execute()).toEqual({ checked: 1, replied: 1, calls: 1, skippedUsers: 1, interrupted: false });
    expect((await storage.bids.findById(adaBid.id))?.status).toBe('replied');
    expect((await storage.bids.findById(bobBid.id))?.status).toBe('submitted');
    expect(await storage.bids.findById(accepted.id)).toMatchObject({ status: 'accepted', repliedAt: null });
  });

  it('stays within its calls per run however many users there are, and the next runs carry on', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, (_, n) => aLinkedUser(storage, `u${n}`)));
    for (const [n, user] of users.entries()) {
      await aLoggedBid(user, `30${n}`);
      marketplace.clientWritesOn(`30${n}`, BIDDER, new Date(NOW));
    }
    const syncing = sync({ maxCallsPerRun: 3 });

    const runs = [await syncing.execute(), await syncing.execute(), await syncing.execute()];

    expect(runs.map((run) => run.calls)).toEqual([3, 3, 1]);
    expect(runs.reduce((sum, run) => sum + run.replied, 0)).toBe(7);
    expect(marketplace.repliedCallCount()).toBe(7);
  });

  it('asks about 100 projects a call for one user', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    for (let n = 0; n < 250; n += 1) await aLoggedBid(ada, String(10_000 + n));

    expect(await sync().execute()).toMatchObject({ checked: 250, calls: 3 });
    expect(marketplace.repliedCallCount()).toBe(3);
  });

  it('stops at an outage, keeping its place, and skips a user whose token is refused', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    const eve = await aLinkedUser(storage, 'eve', { token: 'invalid-token' });
    await aLoggedBid(eve, '401');
    const adaBid = await aLoggedBid(ada, '402');
    marketplace.clientWritesOn('402', BIDDER, new Date(NOW));

    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    const syncing = sync();
    expect(await syncing.execute()).toMatchObject({ replied: 0, interrupted: true });
    expect(await syncing.execute()).toMatchObject({ replied: 1, skippedUsers: 1, interrupted: false });
    expect((await storage.bids.findById(adaBid.id))?.status).toBe('replied');
  });
});
