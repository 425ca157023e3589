import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../../adapters/events/in-process-event-publisher.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../../adapters/storage/seed.js';
import type { DomainError } from '../../../domain/errors.js';
import type { Role, User } from '../../../domain/users/user.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { aPayment } from '../../../../tests/builders/payments.js';
import { aUser, onUnlimitedPlan } from '../../../../tests/builders/users.js';
import { RecordingQueuedBids } from '../../../../adapters/testing/recording-queued-bids.js';
import { ChangeUserStatus, ONE_FIELD_MESSAGE, SELF_DISABLE_MESSAGE } from './change-user-status.js';
import { DeleteUser } from './delete-user.js';
import { LAST_ADMIN_MESSAGE } from './last-admin.js';
import { ListUsers } from './list-users.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('admin user management use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let events: InProcessEventPublisher;
  let admin: User;

  const aUserNamed = async (name: string, role: Role = 'user') => {
    clock.advance(1000);
    return storage.users.create(aUser({ name, role }));
  };

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    events = new InProcessEventPublisher();
    await seedDefaults(storage);
    admin = await aUserNamed('Ada Admin', 'admin');
  });

  describe('ListUsers', () => {
    it('reads the balances of a whole page in one ledger call, newest first', async () => {
      const users = [await aUserNamed('Bob'), await aUserNamed('Cleo'), await aUserNamed('Dan')];
      await storage.ledger.credit({
        userId: users[1]?.id ?? '',
        kind: 'addon_grant',
        key: 'g1',
        planDelta: 0,
        extraDelta: 200,
      });
      let balanceCalls = 0;
      let balancesCalls = 0;
      const ledger = Object.assign(Object.create(storage.ledger) as Repositories['ledger'], {
        balance: (id: string) => ((balanceCalls += 1), storage.ledger.balance(id)),
        balances: (ids: readonly string[]) => ((balancesCalls += 1), storage.ledger.balances(ids)),
      });

      const listing = await new ListUsers({ users: storage.users, ledger }, clock).execute({ page: 1, limit: 3 });

      expect(listing.total).toBe(4);
      expect(listing.users.map((view) => [view.user.name, view.availableBids])).toEqual([
        ['Dan', 0],
        ['Cleo', 200],
        ['Bob', 0],
      ]);
      expect({ balanceCalls, balancesCalls }).toEqual({ balanceCalls: 0, balancesCalls: 1 });
    });

    it('says a row is unlimited while its unlimited plan is active, as the user details do, and not once it ends', async () => {
      const user = await aUserNamed('Una Limited');
      await storage.users.update(user.id, onUnlimitedPlan(clock.now()));
      const row = async () =>
        (await new ListUsers(storage, clock).execute({ page: 1, limit: 10, search: 'Una' })).users;

      expect(await row()).toEqual([expect.objectContaining({ availableBids: 0, unlimitedBids: true })]);
      clock.advance(86_400_000);
      expect(await row()).toEqual([expect.objectContaining({ availableBids: 0, unlimitedBids: false })]);
    });

    it('searches name or email case-insensitively', async () => {
      await aUserNamed('Zelda Zimmer');
      const listing = await new ListUsers(storage, clock).execute({ page: 1, limit: 10, search: 'ZIMM' });
      expect(listing.users.map((view) => view.user.name)).toEqual(['Zelda Zimmer']);
      expect((await new ListUsers(storage, clock).execute({ page: 5, limit: 10 })).users).toEqual([]);
    });
  });

  describe('ChangeUserStatus', () => {
    let queuedBids = new RecordingQueuedBids();
    const change = () => new ChangeUserStatus(storage, clock, events, queuedBids);
    beforeEach(() => {
      queuedBids = new RecordingQueuedBids();
    });

    it('refuses no field and several fields, and changes nothing', async () => {
      const user = await aUserNamed('Bob');
      expect(await failure(change().execute({ actor: admin, userId: user.id, change: {} }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ONE_FIELD_MESSAGE,
      });
      const several = await failure(
        change().execute({ actor: admin, userId: user.id, change: { isActive: false, subscriptionStatus: 'active' } }),
      );
      expect(several.message).toBe(ONE_FIELD_MESSAGE);
      expect(await storage.users.findById(user.id)).toMatchObject({ isActive: true, subscriptionStatus: 'inactive' });
    });

    it('sets the subscription status and publishes the user update', async () => {
      const user = await aUserNamed('Bob');
      const seen: unknown[] = [];
      events.subscribe(user.id, (data) => seen.push(data));
      const view = await change().execute({
        actor: admin,
        userId: user.id,
        change: { subscriptionStatus: 'cancelled' },
      });
      expect(view).toMatchObject({ user: { subscriptionStatus: 'cancelled' }, availableBids: 0 });
      expect(seen).toEqual([expect.objectContaining({ subscriptionStatus: 'cancelled', isActive: true })]);
    });

    it('assigns an existing plan, clears it with null, none or blank, and refuses an unknown slug', async () => {
      const user = await aUserNamed('Bob');
      expect(
        (await change().execute({ actor: admin, userId: user.id, change: { subscriptionPlan: 'professional' } })).user
          .subscriptionPlan,
      ).toBe('professional');
      for (const noPlan of [null, 'none', '']) {
        await storage.users.update(user.id, { subscriptionPlan: 'starter' });
        expect(
          (await change().execute({ actor: admin, userId: user.id, change: { subscriptionPlan: noPlan } })).user
            .subscriptionPlan,
        ).toBeNull();
      }
      expect(
        (await failure(change().execute({ actor: admin, userId: user.id, change: { subscriptionPlan: 'platinum' } })))
          .code,
      ).toBe('VALIDATION_FAILED');
      expect((await storage.users.findById(user.id))?.subscriptionPlan).toBeNull();
    });

    it('disabling a user also stops their autobidding and cancels their queued bids; enabling leaves it off', async () => {
      const user = await aUserNamed('Bob');
      await storage.settings.update(user.id, { isActive: true });
      expect(
        (await change().execute({ actor: admin, userId: user.id, change: { isActive: false } })).user.isActive,
      ).toBe(false);
      expect((await storage.settings.get(user.id)).isActive).toBe(false);
      expect(queuedBids.stopped).toEqual([user.id]);
      expect(
        (await change().execute({ actor: admin, userId: user.id, change: { isActive: true } })).user.isActive,
      ).toBe(true);
      expect((await storage.settings.get(user.id)).isActive).toBe(false);
      expect(queuedBids.stopped).toEqual([user.id]);
    });

    it('refuses an admin disabling themselves, and an unknown user', async () => {
      expect(
        await failure(change().execute({ actor: admin, userId: admin.id, change: { isActive: false } })),
      ).toMatchObject({ code: 'FORBIDDEN', message: SELF_DISABLE_MESSAGE });
      expect((await storage.users.findById(admin.id))?.isActive).toBe(true);
      expect(
        (await failure(change().execute({ actor: admin, userId: 'missing', change: { isActive: true } }))).code,
      ).toBe('USER_NOT_FOUND');
    });
  });

  describe('the last enabled admin', () => {
    const CLI_OPERATOR = { id: 'cli', role: 'admin' } as User;
    const change = () => new ChangeUserStatus(storage, clock, events, new RecordingQueuedBids());

    it('cannot be disabled by anyone (the CLI has no admin row of its own); a disabled admin does not count', async () => {
      const disabledAdmin = await aUserNamed('Dora Admin', 'admin');
      await storage.users.update(disabledAdmin.id, { isActive: false });

      expect(
        await failure(change().execute({ actor: CLI_OPERATOR, userId: admin.id, change: { isActive: false } })),
      ).toMatchObject({ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE });
      expect((await storage.users.findById(admin.id))?.isActive).toBe(true);
    });

    it('may be disabled once another admin is enabled, and their sessions end with it', async () => {
      const other = await aUserNamed('Otto Admin', 'admin');
      await storage.users.startSession({ id: 'session-1', userId: other.id, startedAt: clock.now() });

      expect(
        (await change().execute({ actor: admin, userId: other.id, change: { isActive: false } })).user.isActive,
      ).toBe(false);
      expect(await storage.users.findSession('session-1')).toBeNull();
      expect(
        (await failure(change().execute({ actor: CLI_OPERATOR, userId: admin.id, change: { isActive: false } }))).code,
      ).toBe('LAST_ADMIN');
    });

    it('other changes to the last admin still go through', async () => {
      expect(
        (await change().execute({ actor: CLI_OPERATOR, userId: admin.id, change: { subscriptionStatus: 'active' } }))
          .user.subscriptionStatus,
      ).toBe('active');
    });
  });

  describe('DeleteUser', () => {
    const deleteUser = () => new DeleteUser(storage.users, storage.payments);

    it('deletes a regular user with what they own, refuses admins and unknown ids', async () => {
      const user = await aUserNamed('Bob');
      await storage.settings.update(user.id, { isActive: true });
      await deleteUser().execute(user.id);
      expect(await storage.users.findById(user.id)).toBeNull();
      expect(await storage.settings.listActive()).toEqual([]);
      expect((await failure(deleteUser().execute(user.id))).code).toBe('USER_NOT_FOUND');
      expect(await failure(deleteUser().execute(admin.id))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Admin users cannot be deleted',
      });
      expect(await storage.users.findById(admin.id)).not.toBeNull();
    });

    it('refuses a user with a completed or pending payment, keeping both; failed and cancelled ones do not stop it', async () => {
      const payer = await aUserNamed('Pam');
      const paid = await storage.payments.create(aPayment(payer.id));
      await storage.payments.markCompleted(paid.id, ['pending'], {
        verificationStatus: 'verified',
        bidsAllocated: 50,
        completedAt: clock.now(),
      });
      await storage.payments.create(aPayment(payer.id));
      const refused = await failure(deleteUser().execute(payer.id));
      expect(refused).toMatchObject({
        code: 'USER_HAS_PAYMENTS',
        message:
          'This user has payments on record (1 completed, 1 pending), so they cannot be deleted: disable the account instead, which keeps their payments and stops their sign-ins and bids.',
      });
      expect(await failure(deleteUser().check(payer.id))).toMatchObject({ code: 'USER_HAS_PAYMENTS' });
      expect(await storage.users.findById(payer.id)).not.toBeNull();
      expect((await storage.payments.stats({ userId: payer.id })).totalPayments).toBe(2);

      const tried = await aUserNamed('Tess');
      const failed = await storage.payments.create(aPayment(tried.id));
      await storage.payments.transition(failed.id, ['pending'], 'failed');
      const cancelled = await storage.payments.create(aPayment(tried.id));
      await storage.payments.transition(cancelled.id, ['pending'], 'cancelled');
      await deleteUser().execute(tried.id);
      expect(await storage.users.findById(tried.id)).toBeNull();
    });
  });
});
