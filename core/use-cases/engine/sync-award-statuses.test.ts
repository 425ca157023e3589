import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aBid } from '../../../tests/builders/bids.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aLinkedUser } from '../../../tests/fixtures/engine.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import type { BidStatus } from '../../domain/bidding/bid.js';
import type { User } from '../../domain/users/user.js';
import type { AwardStatus } from '../../ports/marketplace.port.js';
import { SyncAwardStatuses } from './sync-award-statuses.js';

const NOW = '2026-01-15T12:00:00.000Z';

describe('SyncAwardStatuses', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: RecordingMarketplace;
  let events: InProcessEventPublisher;
  let sync: SyncAwardStatuses;
  let submittedMinute = 0;

  /** A bid log row; its marketplace bid (when it has one) carries `award` there. */
  const aLoggedBid = async (
    user: User,
    marketplaceBidId: string | null,
    award?: AwardStatus,
    status: BidStatus = 'submitted',
  ) => {
    submittedMinute += 1;
    const { bid } = await storage.bids.insertIfAbsent(
      aBid(user.id, {
        projectId: `p-${marketplaceBidId ?? Math.random()}`,
        projectTitle: 'P',
        status,
        marketplaceBidId,
        submittedAt: new Date(Date.parse(NOW) - 600 * 60_000 + submittedMinute * 60_000),
      }),
    );
    if (marketplaceBidId !== null && award !== undefined) marketplace.setAward(marketplaceBidId, award);
    return bid;
  };
  const statusOf = async (bidId: string) => (await storage.bids.findById(bidId))?.status;

  beforeEach(() => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    marketplace = new RecordingMarketplace();
    events = new InProcessEventPublisher();
    sync = new SyncAwardStatuses(storage, marketplace, events);
    submittedMinute = 0;
  });

  it('notifies each won bid once, with the deadline to accept it, and nothing for bids lost', async () => {
    const notifier = new RecordingNotifier();
    sync = new SyncAwardStatuses(storage, marketplace, events, {}, { notifier, clock });
    const user = await aLinkedUser(storage, 'ada');
    const won = await aLoggedBid(user, '1', 'awarded');
    await aLoggedBid(user, '2', 'rejected');
    await sync.execute();
    await sync.execute();
    expect(notifier.requests).toEqual([
      expect.objectContaining({
        userId: user.id,
        kind: 'bid.awarded',
        link: `/bid-logs/${won.id}`,
        dedupeKey: `bid.awarded:${won.id}`,
        data: expect.objectContaining({ bidId: won.id, acceptBy: '2026-01-16T23:55:00.000Z' }),
      }),
    ]);
  });

  it('marks awarded bids accepted, rejected, revoked and canceled ones rejected, and leaves pending ones submitted', async () => {
    const user = await aLinkedUser(storage, 'ada');
    const awarded = await aLoggedBid(user, '1', 'awarded');
    const rejected = await aLoggedBid(user, '2', 'rejected');
    const revoked = await aLoggedBid(user, '3', 'revoked');
    const canceled = await aLoggedBid(user, '6', 'canceled');
    const pending = await aLoggedBid(user, '4', 'pending');
    const unknown = await aLoggedBid(user, '5');

    expect(await sync.execute()).toEqual({
      checked: 6,
      accepted: 1,
      rejected: 3,
      skippedUsers: 0,
      interrupted: false,
      calls: 1,
    });

    expect(await statusOf(awarded.id)).toBe('accepted');
    expect(await statusOf(rejected.id)).toBe('rejected');
    expect(await statusOf(revoked.id)).toBe('rejected');
    expect(await statusOf(canceled.id)).toBe('rejected');
    expect(await statusOf(pending.id)).toBe('submitted');
    expect(await statusOf(unknown.id)).toBe('submitted');
    // Each decision lands in the bid's history; an undecided bid's history is unchanged.
    const lastKind = async (id: string) => (await storage.bids.history(id)).at(-1)?.kind;
    expect(await lastKind(awarded.id)).toBe('accepted');
    expect(await lastKind(revoked.id)).toBe('rejected');
    expect(await lastKind(pending.id)).toBe('placed');
  });

  it.each<[AwardStatus, boolean]>([
    ['awarded', false],
    ['rejected', false],
    ['revoked', false],
    ['canceled', false],
    ['pending', true],
  ])('a bid whose award is %s is asked about on the next run: %s', async (award, askedAgain) => {
    const user = await aLinkedUser(storage, 'ada');
    await aLoggedBid(user, '7', award);
    await sync.execute();
    marketplace.awardQueries.length = 0;

    // Whatever the marketplace says later (an award taken back), a final status is not asked about again.
    marketplace.setAward('7', 'revoked');
    await sync.execute();

    expect(marketplace.awardQueries.flatMap((query) => query.marketplaceBidIds)).toEqual(askedAgain ? ['7'] : []);
  });

  it("tells the bid's owner, and only them, of each bid just accepted or rejected; nothing for pending ones or on later runs", async () => {
    const ada = await aLinkedUser(storage, 'ada');
    const bob = await aLinkedUser(storage, 'bob');
    const won = await aLoggedBid(ada, '1', 'awarded');
    const lost = await aLoggedBid(ada, '2', 'canceled');
    await aLoggedBid(ada, '3', 'pending');
    const adaHeard: unknown[] = [];
    const bobHeard: unknown[] = [];
    events.subscribe(ada.id, (data) => adaHeard.push(data));
    events.subscribe(bob.id, (data) => bobHeard.push(data));

    await sync.execute();
    await sync.execute();

    expect(adaHeard).toEqual([
      { bid: { id: won.id, projectId: 'p-1', projectTitle: 'P', status: 'accepted' } },
      { bid: { id: lost.id, projectId: 'p-2', projectTitle: 'P', status: 'rejected' } },
    ]);
    expect(bobHeard).toEqual([]);
  });

  it('touches only submitted bids the marketplace knows: failed, pending and id-less rows stay', async () => {
    const user = await aLinkedUser(storage, 'ada');
    const failed = await aLoggedBid(user, '1', 'awarded', 'failed');
    const noId = await aLoggedBid(user, null);

    expect(await sync.execute()).toMatchObject({ checked: 0, accepted: 0 });
    expect(await statusOf(failed.id)).toBe('failed');
    expect(await statusOf(noId.id)).toBe('submitted');
    expect(marketplace.awardQueries).toEqual([]);
  });

  it("asks once per user, with that user's own token and bidder id, for all their bids together", async () => {
    const ada = await aLinkedUser(storage, 'ada', { token: 'token-ada', bidderId: '111' });
    const bob = await aLinkedUser(storage, 'bob', { token: 'token-bob', bidderId: '222' });
    await aLoggedBid(ada, '1', 'awarded');
    await aLoggedBid(bob, '2', 'rejected');
    await aLoggedBid(ada, '3', 'pending');

    await sync.execute();

    expect(marketplace.awardQueries).toEqual([
      { token: 'token-ada', bidderId: '111', marketplaceBidIds: ['1', '3'] },
      { token: 'token-bob', bidderId: '222', marketplaceBidIds: ['2'] },
    ]);
  });

  it('skips users without a token or whose token is refused, and still syncs the others', async () => {
    const noToken = await aLinkedUser(storage, 'none', { token: null, bidderId: null });
    const refused = await aLinkedUser(storage, 'refused', { token: 'invalid-token' });
    const fine = await aLinkedUser(storage, 'fine');
    const a = await aLoggedBid(noToken, '1', 'awarded');
    const b = await aLoggedBid(refused, '2', 'awarded');
    const c = await aLoggedBid(fine, '3', 'awarded');

    expect(await sync.execute()).toEqual({
      checked: 1,
      accepted: 1,
      rejected: 0,
      skippedUsers: 2,
      interrupted: false,
      calls: 2,
    });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      'submitted',
      'submitted',
      'accepted',
    ]);
  });

  it('stops when the marketplace is down and carries on from there on the next run', async () => {
    const ada = await aLinkedUser(storage, 'ada');
    const bob = await aLinkedUser(storage, 'bob');
    const first = await aLoggedBid(ada, '1', 'awarded');
    const second = await aLoggedBid(bob, '2', 'rejected');
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');

    expect(await sync.execute()).toMatchObject({ checked: 0, interrupted: true });
    expect(marketplace.awardQueries).toHaveLength(1);
    expect(await statusOf(second.id)).toBe('submitted');

    expect(await sync.execute()).toMatchObject({ checked: 2, accepted: 1, rejected: 1, interrupted: false });
    expect(await statusOf(first.id)).toBe('accepted');
  });

  it('checks a bounded number of bids per run and covers the rest on the following runs, then starts over', async () => {
    const user = await aLinkedUser(storage, 'ada');
    for (let n = 1; n <= 5; n++) await aLoggedBid(user, String(n), 'pending');
    const bounded = new SyncAwardStatuses(storage, marketplace, events, { pageSize: 2, maxBidsPerRun: 3 });
    const askedPerRun: string[][] = [];
    const run = async () => {
      marketplace.awardQueries.length = 0;
      await bounded.execute();
      askedPerRun.push(marketplace.awardQueries.flatMap((query) => query.marketplaceBidIds));
    };

    await run();
    await run();
    await run();

    expect(askedPerRun).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
      ['1', '2', '3'],
    ]);
  });

  it('stays within its calls per run however many users there are, and the next runs carry on', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, (_, n) => aLinkedUser(storage, `many${n}`)));
    for (const [n, user] of users.entries()) await aLoggedBid(user, String(500 + n), 'awarded');
    const bounded = new SyncAwardStatuses(storage, marketplace, events, { maxCallsPerRun: 3 });

    const runs = [await bounded.execute(), await bounded.execute(), await bounded.execute()];

    expect(runs.map((run) => run.calls)).toEqual([3, 3, 1]);
    expect(runs.reduce((sum, run) => sum + run.accepted, 0)).toBe(7);
    expect(marketplace.awardQueries).toHaveLength(7);
  });
});
