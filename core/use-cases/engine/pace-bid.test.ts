import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aPlaceBidJob } from '../../../tests/builders/jobs.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder } from '../../../tests/fixtures/engine.js';
import type { User } from '../../domain/users/user.js';
import type { Job } from '../../ports/job-queue.port.js';
import { PaceBid } from './pace-bid.js';
import type { PlaceBidPayload } from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';

describe('PaceBid', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let backoff: InMemoryMarketplaceBackoff;
  let pace: PaceBid;
  let user: User;

  const at = (seconds: number): Date => new Date(Date.parse(NOW) + seconds * 1000);
  /** Pacing reads only the user and the bid id; the rest of the job is the builder's. */
  const aJob = (bidId: string, attempt = 1): Job<PlaceBidPayload> =>
    aPlaceBidJob(user.id, aFeedProject(`p-${bidId}`, at(-60)), { bidId }, { attempt });
  const slotsOf = async () =>
    (await storage.pacing.slotsSince(user.id, at(-3600))).map((slot) => [
      slot.bidId,
      (slot.at.getTime() - Date.parse(NOW)) / 1000,
    ]);

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    backoff = new InMemoryMarketplaceBackoff();
    // No jitter: the wait is the plain minimum gap.
    pace = new PaceBid(storage, backoff, clock, { random: () => 0 });
    user = await aBidder(storage, clock.now());
  });

  it('lets a user’s first bid go now and books its slot now', async () => {
    expect(await pace.execute(aJob('a'))).toBeNull();
    expect(await slotsOf()).toEqual([['a', 0]]);
  });

  it('lets a bid go at its own planned slot: its own booking never holds it back', async () => {
    await storage.pacing.book(user.id, [{ bidId: 'a', at: at(0) }]);
    expect(await pace.execute(aJob('a'))).toBeNull();
  });

  it('puts off a bid placed too soon after another path’s bid (Test Bidding), to the gap after it, and moves its slot there', async () => {
    await storage.pacing.book(user.id, [{ bidId: 'test-bidding', at: at(-5) }]);
    expect(await pace.execute(aJob('b'))).toEqual(at(5));
    expect(await slotsOf()).toEqual([
      ['test-bidding', -5],
      ['b', 5],
    ]);
  });

  it('keeps a user Freelancer told "bidding too fast" at the slow pace until their slowPaceUntil', async () => {
    await storage.pacing.book(user.id, [{ bidId: 'a', at: at(-30) }]);
    await storage.settings.update(user.id, { slowPaceUntil: at(3600) });
    expect(await pace.execute(aJob('b'))).toEqual(at(30));
    // Over: the normal 10 s gap after 'a' has passed, so the next bid goes now.
    await storage.settings.update(user.id, { slowPaceUntil: at(-1) });
    expect(await pace.execute(aJob('c'))).toBeNull();
  });

  it('puts off a fourth bid in a minute until the oldest leaves the window', async () => {
    await storage.pacing.book(user.id, [
      { bidId: 'a', at: at(-50) },
      { bidId: 'b', at: at(-35) },
      { bidId: 'c', at: at(-20) },
    ]);
    expect(await pace.execute(aJob('d'))).toEqual(at(10));
  });

  it('ignores bids planned later than now: they wait their own turn', async () => {
    await storage.pacing.book(user.id, [{ bidId: 'later', at: at(5) }]);
    expect(await pace.execute(aJob('now'))).toBeNull();
  });

  it('puts off every bid of a token backing off a rate limit until the backoff ends, whatever the pace', async () => {
    await backoff.backOff(`token-${user.id}`, clock.now(), at(90));
    expect(await pace.execute(aJob('a', 2))).toEqual(at(90));
    await storage.pacing.book(user.id, [{ bidId: 'other', at: at(-5) }]);
    expect(await pace.execute(aJob('b'))).toEqual(at(90));
  });

  it('leaves the job of a deleted user to PlaceBid, booking nothing', async () => {
    await storage.pacing.book(user.id, [{ bidId: 'other', at: at(-5) }]);
    await storage.users.delete(user.id);
    expect(await pace.execute(aJob('a'))).toBeNull();
    expect(await slotsOf()).toEqual([['other', -5]]);
  });

  it('lets another user’s bids be, whatever this user did', async () => {
    const other = await aBidder(storage, clock.now());
    await storage.pacing.book(other.id, [
      { bidId: 'x', at: at(-1) },
      { bidId: 'y', at: at(-2) },
    ]);
    await backoff.backOff(`token-${other.id}`, clock.now(), null);
    expect(await pace.execute(aJob('a'))).toBeNull();
  });
});
