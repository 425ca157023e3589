import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../../adapters/events/in-process-event-publisher.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../../adapters/storage/seed.js';
import type { BidStatus } from '../../../domain/bidding/bid.js';
import type { DomainError } from '../../../domain/errors.js';
import type { User } from '../../../domain/users/user.js';
import { aBid } from '../../../../tests/builders/bids.js';
import { aPayment } from '../../../../tests/builders/payments.js';
import { onUnlimitedPlan } from '../../../../tests/builders/users.js';
import { GetUserDetails } from './get-user-details.js';
import { ListUserBids } from './list-user-bids.js';
import { SetAvailableBids } from './set-available-bids.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('admin user details use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let events: InProcessEventPublisher;
  let admin: User;
  let user: User;
  let sequence = 0;

  const aBidOf = (status: BidStatus, overrides: { title?: string; amountMinor?: number } = {}) => {
    clock.advance(1000);
    sequence += 1;
    return storage.bids.insertIfAbsent(
      aBid(user.id, {
        projectId: String(1000 + sequence),
        status,
        amountMinor: overrides.amountMinor ?? 1000 * sequence,
        errorMessage: status === 'failed' ? 'Project closed' : null,
        submittedAt: clock.now(),
        ...(overrides.title === undefined ? {} : { projectTitle: overrides.title }),
      }),
    );
  };
  const aPaymentOf = (paymentId: string) => {
    clock.advance(1000);
    return storage.payments.create(aPayment(user.id, { paymentId }));
  };

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    events = new InProcessEventPublisher();
    await seedDefaults(storage);
    admin = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x', role: 'admin' });
    user = await storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' });
  });

  describe('GetUserDetails', () => {
    it('says when an unlimited plan is active, so the screen does not show its uncounted zero as the balance', async () => {
      // Unlimited as bought: the user's copy of the plan's terms says so.
      await storage.users.update(user.id, onUnlimitedPlan(clock.now()));
      expect((await new GetUserDetails(storage, clock).execute(user.id)).view.unlimitedBids).toBe(true);
      await storage.users.update(user.id, { planExpirationDate: new Date(clock.now().getTime() - 1) });
      expect((await new GetUserDetails(storage, clock).execute(user.id)).view.unlimitedBids).toBe(false);
    });

    it('gathers the user, settings, the ten newest bids, bid stats, the twenty newest payments and payment stats', async () => {
      for (let i = 0; i < 12; i += 1) await aBidOf(i === 0 ? 'failed' : i === 1 ? 'accepted' : 'submitted');
      for (let i = 0; i < 22; i += 1) await aPaymentOf(`BP-${i}`);
      await storage.ledger.credit({ userId: user.id, kind: 'addon_grant', key: 'g', planDelta: 0, extraDelta: 7 });

      const details = await new GetUserDetails(storage, clock).execute(user.id);

      expect(details.view).toMatchObject({
        user: { id: user.id, name: 'Bob' },
        availableBids: 7,
        unlimitedBids: false,
      });
      expect(details.settings).toMatchObject({ userId: user.id, timeInterval: '5min', isActive: false });
      expect(details.recentBids).toHaveLength(10);
      expect(details.recentBids[0]?.projectId).toBe(String(1000 + sequence));
      expect(details.stats).toEqual({
        totalBids: 12,
        submittedBids: 11,
        acceptedBids: 1,
        rejectedBids: 0,
        failedBids: 1,
      });
      expect(details.payments.map((payment) => payment.paymentId).slice(0, 2)).toEqual(['BP-21', 'BP-20']);
      expect(details.payments).toHaveLength(20);
      expect(details.paymentStats).toMatchObject({ totalPayments: 22, pendingPayments: 22 });
    });

    it('answers USER_NOT_FOUND for an unknown id', async () => {
      expect((await failure(new GetUserDetails(storage, clock).execute('missing'))).code).toBe('USER_NOT_FOUND');
    });
  });

  describe('SetAvailableBids', () => {
    const set = (availableBids: number, userId = user.id) =>
      new SetAvailableBids(storage, clock, events).execute({ actor: admin, userId, availableBids });
    const adjustments = async () =>
      (await storage.ledger.entries(user.id)).filter((entry) => entry.kind === 'admin_adjust');

    it('writes one admin_adjust entry per change, into extra on the way up and from plan first on the way down', async () => {
      const seen: unknown[] = [];
      events.subscribe(user.id, (data) => seen.push(data));
      await storage.ledger.credit({ userId: user.id, kind: 'plan_grant', key: 'grant', planDelta: 10, extraDelta: 0 });

      expect(await set(25)).toEqual({ userId: user.id, availableBids: 25 });
      expect(await storage.ledger.balance(user.id)).toEqual({ plan: 10, extra: 15 });
      expect(await set(12)).toEqual({ userId: user.id, availableBids: 12 });
      expect(await storage.ledger.balance(user.id)).toEqual({ plan: 0, extra: 12 });
      expect(await set(12)).toEqual({ userId: user.id, availableBids: 12 });

      const entries = await adjustments();
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.key.startsWith('admin-adjust:'))).toBe(true);
      expect(seen).toEqual([
        expect.objectContaining({ availableBids: 25 }),
        expect.objectContaining({ availableBids: 12 }),
      ]);
    });

    it('refuses negative, fractional and huge counts and unknown users, writing nothing', async () => {
      expect(await failure(set(-1))).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Bid count cannot be negative',
      });
      expect(await failure(set(2.5))).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Bid count must be a whole number',
      });
      expect((await failure(set(Number.NaN))).code).toBe('VALIDATION_FAILED');
      expect((await failure(set(10_000_001))).code).toBe('VALIDATION_FAILED');
      expect((await failure(set(5, 'missing'))).code).toBe('USER_NOT_FOUND');
      expect(await storage.ledger.entries(user.id)).toEqual([]);
    });
  });

  describe('ListUserBids', () => {
    it('filters by status and search and sorts by amount, answering the user and the total', async () => {
      await aBidOf('submitted', { title: 'Logo design', amountMinor: 5000 });
      await aBidOf('failed', { title: 'LOGO animation', amountMinor: 9000 });
      await aBidOf('accepted', { title: 'Website', amountMinor: 7000 });
      const list = new ListUserBids(storage);

      const logos = await list.execute(user.id, {
        page: 1,
        limit: 20,
        search: 'logo',
        sortBy: 'bidAmount',
        sortOrder: 'asc',
      });
      expect(logos.bids.map((bid) => bid.projectTitle)).toEqual(['Logo design', 'LOGO animation']);
      expect(logos).toMatchObject({ user: { id: user.id }, total: 2 });
      expect(
        (await list.execute(user.id, { page: 1, limit: 20, status: 'accepted' })).bids.map((bid) => bid.projectTitle),
      ).toEqual(['Website']);
      expect((await failure(list.execute('missing', { page: 1, limit: 20 }))).code).toBe('USER_NOT_FOUND');
    });
  });
});
