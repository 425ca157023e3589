import { describe, expect, it } from 'vitest';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

export function describeUserRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: UserRepository`, () => {
    const h = useHarness(setup);
    const users = () => h().storage.users;

    /** Creates users one millisecond apart, oldest first. */
    async function createMany(count: number, make = (i: number) => aUser({ name: `Member ${i}` })) {
      const created = [];
      for (let i = 0; i < count; i += 1) {
        created.push(await users().create(make(i)));
        h().clock.advance(1);
      }
      return created;
    }

    it('creates a user with the defaults and a normalized email', async () => {
      const user = await users().create(aUser({ name: 'Ada', email: '  Ada@Example.COM ' }));
      expect(user).toMatchObject({
        name: 'Ada',
        email: 'ada@example.com',
        role: 'user',
        isActive: true,
        subscriptionStatus: 'inactive',
        subscriptionPlan: null,
        currentPlan: null,
        planStatus: 'none',
        billingPeriod: null,
        planPurchaseDate: null,
        planExpirationDate: null,
        planEntitlement: null,
        scheduledPlan: null,
      });
      expect(user.createdAt).toEqual(h().clock.now());
      expect(await users().findById(user.id)).toEqual(user);
      expect(await users().findByEmail('ADA@example.com')).toEqual(user);
    });

    it('keeps a plan entitlement and a scheduled change as written, read alike by every finder, and clears them', async () => {
      const user = await users().create(aUser());
      const planEntitlement = {
        bids: null,
        priceUsdCents: 9900,
        durationMonths: 1,
        orderedAt: new Date('2026-02-01T08:00:00.000Z'),
      };
      const scheduledPlan = {
        slug: 'starter',
        name: 'Starter',
        bids: 600,
        durationMonths: 12,
        period: 'annual',
        priceUsdCents: 19000,
        orderedAt: new Date('2026-02-02T08:00:00.000Z'),
        startsAt: new Date('2026-03-01T08:00:00.000Z'),
        grantKey: 'payment:p1',
      } as const;
      const updated = await users().update(user.id, { planEntitlement, scheduledPlan });
      expect(updated).toMatchObject({ planEntitlement, scheduledPlan });
      expect(await users().findByIdForUpdate(user.id)).toEqual(updated);
      expect(await users().findByIds([user.id])).toEqual([updated]);
      expect(await users().update(user.id, { planEntitlement: null, scheduledPlan: null })).toMatchObject({
        planEntitlement: null,
        scheduledPlan: null,
      });
      expect(await users().findByIdForUpdate('no-such-user')).toBeNull();
    });

    it('answers null for an unknown id or email', async () => {
      expect(await users().findById('missing')).toBeNull();
      expect(await users().findByEmail('nobody@example.com')).toBeNull();
    });

    it("reads a session's user with their bid balance, empty before the ledger writes for them", async () => {
      const user = await users().create(aUser());
      const startedAt = h().clock.now();
      await users().startSession({ id: `s-${user.id}`, userId: user.id, startedAt });
      expect(await users().findSession(`s-${user.id}`)).toEqual({ user, balance: { plan: 0, extra: 0 }, startedAt });
      await h().storage.ledger.credit({
        userId: user.id,
        kind: 'plan_grant',
        key: `grant:${user.id}`,
        planDelta: 5,
        extraDelta: 0,
      });
      await h().storage.ledger.credit({
        userId: user.id,
        kind: 'addon_grant',
        key: `addon:${user.id}`,
        planDelta: 0,
        extraDelta: 2,
      });
      expect(await users().findSession(`s-${user.id}`)).toEqual({ user, balance: { plan: 5, extra: 2 }, startedAt });
      expect(await users().findSession('missing')).toBeNull();
    });

    it("reads the session's user as updated and the balance as debited, never an older copy", async () => {
      const user = await users().create(aUser());
      const startedAt = h().clock.now();
      await users().startSession({ id: `s-${user.id}`, userId: user.id, startedAt });
      await h().storage.ledger.credit({
        userId: user.id,
        kind: 'plan_grant',
        key: `grant:${user.id}`,
        planDelta: 1,
        extraDelta: 0,
      });
      expect((await users().findSession(`s-${user.id}`))?.user.isActive).toBe(true);
      const disabled = await users().update(user.id, { isActive: false });
      await h().storage.ledger.debit({ userId: user.id, key: `bid:${user.id}` });
      expect(await users().findSession(`s-${user.id}`)).toEqual({
        user: disabled,
        balance: { plan: 0, extra: 0 },
        startedAt,
      });
    });

    it('refuses a second user with the same normalized email', async () => {
      await users().create(aUser({ email: 'dup@example.com' }));
      await expect(users().create(aUser({ email: ' DUP@example.com' }))).rejects.toMatchObject({
        code: 'USER_ALREADY_EXISTS',
      });
      expect((await users().counts()).total).toBe(1);
    });

    it('refuses to change an email to one that is taken', async () => {
      await users().create(aUser({ email: 'taken@example.com' }));
      const other = await users().create(aUser());
      await expect(users().update(other.id, { email: 'Taken@Example.com' })).rejects.toMatchObject({
        code: 'USER_ALREADY_EXISTS',
      });
    });

    it('applies a patch, keeps exact dates and bumps updatedAt', async () => {
      const user = await users().create(aUser({ role: 'admin' }));
      h().clock.advance(5_000);
      const expiry = new Date('2026-04-01T10:00:00.123Z');
      const patch = {
        name: 'Renamed',
        planStatus: 'active',
        currentPlan: 'starter',
        billingPeriod: 'monthly',
        planPurchaseDate: new Date('2026-03-01T10:00:05.007Z'),
        planExpirationDate: expiry,
        isActive: false,
        subscriptionStatus: 'active',
        subscriptionPlan: 'professional',
      } as const;
      const updated = await users().update(user.id, patch);
      expect(updated).toEqual({ ...user, ...patch, updatedAt: h().clock.now() });
      expect(await users().findById(user.id)).toEqual(updated);
      expect(await users().update('missing', { name: 'x' })).toBeNull();
    });

    it('returns copies: mutating a returned user does not change the store', async () => {
      const user = await users().create(aUser({ name: 'Original' }));
      (user as { name: string }).name = 'Mutated';
      (user.createdAt as Date).setTime(0);
      expect(await users().findById(user.id)).toMatchObject({ name: 'Original', createdAt: h().clock.now() });
    });

    it('deletes a user once', async () => {
      const user = await users().create(aUser());
      expect(await users().delete(user.id)).toBe(true);
      expect(await users().delete(user.id)).toBe(false);
      expect(await users().findById(user.id)).toBeNull();
    });

    it('lists newest first with total and page slices', async () => {
      const created = await createMany(5);
      const newestFirst = [...created].reverse().map((u) => u.id);
      const first = await users().list({ page: 1, limit: 2 });
      const last = await users().list({ page: 3, limit: 2 });
      expect(first.total).toBe(5);
      expect(first.items.map((u) => u.id)).toEqual(newestFirst.slice(0, 2));
      expect(last.items.map((u) => u.id)).toEqual(newestFirst.slice(4));
      expect((await users().list({ page: 4, limit: 2 })).items).toEqual([]);
    });

    it('searches name or email case-insensitively, treating % and _ literally', async () => {
      const [alice, , carol] = await createMany(
        4,
        (i) =>
          [
            aUser({ name: 'Alice Smith', email: 'alice@one.com' }),
            aUser({ name: 'Bob', email: 'bob@two.com' }),
            aUser({ name: 'Carol', email: 'SMITHY@three.com' }),
            aUser({ name: '50% off_x', email: 'd@four.com' }),
          ][i] ?? aUser(),
      );
      const smith = await users().list({ page: 1, limit: 10, search: 'sMiTh' });
      expect(smith.items.map((u) => u.id)).toEqual([carol?.id, alice?.id]);
      expect(smith.total).toBe(2);
      expect((await users().list({ page: 1, limit: 1, search: 'smith' })).total).toBe(2);
      expect((await users().list({ page: 1, limit: 10, search: '%' })).items.map((u) => u.name)).toEqual(['50% off_x']);
      expect((await users().list({ page: 1, limit: 10, search: '_' })).total).toBe(1);
      expect((await users().list({ page: 1, limit: 10, search: '' })).total).toBe(4);
    });

    it('counts users by activity, subscription and role', async () => {
      const [a, b] = await createMany(3);
      await users().create(aUser({ role: 'admin' }));
      await users().update(a?.id ?? '', { isActive: false });
      await users().update(b?.id ?? '', { subscriptionStatus: 'active' });
      expect(await users().counts()).toEqual({ total: 4, active: 3, subscribed: 1, admin: 1 });
      expect(await users().countByRole('admin')).toBe(1);
      expect(await users().countByRole('user')).toBe(3);
    });

    it('finds many users by id at once, skipping unknown and repeated ids', async () => {
      const [a, b] = await createMany(3);
      const found = await users().findByIds([a?.id ?? '', b?.id ?? '', a?.id ?? '', 'no-such-user']);
      expect(found.map((u) => u.id).sort()).toEqual([a?.id, b?.id].sort());
      expect(await users().findByIds([])).toEqual([]);
    });

    it('finds users among more ids than one statement binds', async () => {
      const [a] = await createMany(1);
      const ids = [...Array.from({ length: 6_000 }, (_, n) => `ghost-${n}`), a?.id ?? '', a?.id ?? ''];
      expect((await users().findByIds(ids)).map((u) => u.id)).toEqual([a?.id]);
    });

    it('counts the users holding a plan by slug, bought (active or not) or assigned, each once', async () => {
      const [holder, expired, assigned, both, other] = await createMany(6);
      await users().update(holder?.id ?? '', { planStatus: 'active', currentPlan: 'starter' });
      await users().update(expired?.id ?? '', { planStatus: 'expired', currentPlan: 'starter' });
      await users().update(assigned?.id ?? '', { subscriptionPlan: 'starter' });
      await users().update(both?.id ?? '', {
        planStatus: 'active',
        currentPlan: 'starter',
        subscriptionPlan: 'starter',
      });
      await users().update(other?.id ?? '', {
        planStatus: 'active',
        currentPlan: 'professional',
        subscriptionPlan: 'temp',
      });
      expect(await users().countHoldingPlan('starter')).toBe(4);
      expect(await users().countHoldingPlan('professional')).toBe(1);
      expect(await users().countHoldingPlan('temp')).toBe(1);
      expect(await users().countHoldingPlan('enterprise')).toBe(0);
    });

    it('lists active plans expired at or before an instant, soonest first', async () => {
      const at = new Date('2026-03-10T00:00:00.000Z');
      const [atTheInstant, older, future, expired] = await createMany(4);
      await users().update(atTheInstant?.id ?? '', { planStatus: 'active', planExpirationDate: at });
      await users().update(older?.id ?? '', {
        planStatus: 'active',
        planExpirationDate: new Date('2026-03-01T00:00:00.000Z'),
      });
      await users().update(future?.id ?? '', { planStatus: 'active', planExpirationDate: new Date(at.getTime() + 1) });
      await users().update(expired?.id ?? '', {
        planStatus: 'expired',
        planExpirationDate: new Date('2026-02-01T00:00:00.000Z'),
      });
      const due = await users().listWithPlanExpiredBy(at);
      expect(due.map((u) => u.id)).toEqual([older?.id, atTheInstant?.id]);
    });

    it('reads a started session with its user, balance and start; an ended or unknown one is null', async () => {
      const user = await users().create(aUser());
      const startedAt = new Date('2026-03-01T09:00:00.000Z');
      await users().startSession({ id: 'phone', userId: user.id, startedAt });
      await users().startSession({ id: 'laptop', userId: user.id, startedAt });
      await h().storage.ledger.credit({
        userId: user.id,
        kind: 'plan_grant',
        key: `grant:${user.id}`,
        planDelta: 3,
        extraDelta: 0,
      });

      expect(await users().findSession('phone')).toEqual({ user, balance: { plan: 3, extra: 0 }, startedAt });
      expect(await users().findSession('tablet')).toBeNull();

      expect(await users().endSession('someone-else', 'phone')).toBe(false);
      expect(await users().endSession(user.id, 'phone')).toBe(true);
      expect(await users().endSession(user.id, 'phone')).toBe(false);
      expect(await users().findSession('phone')).toBeNull();
      expect(await users().findSession('laptop')).not.toBeNull();
    });

    it("ends every session of a user but the one kept, and no one else's; deleting the user ends theirs", async () => {
      const [alice, bob] = [await users().create(aUser()), await users().create(aUser())];
      const startedAt = h().clock.now();
      for (const [id, userId] of [
        ['a1', alice.id],
        ['a2', alice.id],
        ['a3', alice.id],
        ['b1', bob.id],
      ] as const)
        await users().startSession({ id, userId, startedAt });

      expect(await users().endSessions(alice.id, { except: 'a2' })).toBe(2);
      expect(await users().findSession('a1')).toBeNull();
      expect(await users().findSession('a2')).not.toBeNull();
      expect(await users().endSessions(alice.id)).toBe(1);
      expect(await users().findSession('b1')).not.toBeNull();
      await users().delete(bob.id);
      expect(await users().findSession('b1')).toBeNull();
    });

    it('forgets sessions past their absolute lifetime when the user starts another', async () => {
      const user = await users().create(aUser());
      await users().startSession({ id: 'old', userId: user.id, startedAt: new Date('2026-01-01T00:00:00.000Z') });
      await users().startSession({ id: 'recent', userId: user.id, startedAt: new Date('2026-02-20T00:00:00.000Z') });

      await users().startSession({ id: 'new', userId: user.id, startedAt: new Date('2026-03-01T00:00:00.000Z') });

      expect(await users().findSession('old')).toBeNull();
      expect(await users().findSession('recent')).not.toBeNull();
    });

    it("takes a password reset once, and only before it expires; dropping removes the user's resets", async () => {
      const user = await users().create(aUser());
      const expiresAt = new Date('2026-03-01T11:00:00.000Z');
      await users().savePasswordReset({ tokenHash: 'h1', userId: user.id, expiresAt });
      await users().savePasswordReset({ tokenHash: 'h2', userId: user.id, expiresAt });
      await users().savePasswordReset({ tokenHash: 'h3', userId: user.id, expiresAt });

      expect(await users().takePasswordReset('h1', new Date(expiresAt.getTime() - 1))).toBe(user.id);
      expect(await users().takePasswordReset('h1', new Date(expiresAt.getTime() - 1))).toBeNull();
      expect(await users().takePasswordReset('h2', expiresAt)).toBeNull();
      expect(await users().takePasswordReset('h2', new Date(expiresAt.getTime() - 1))).toBeNull();
      expect(await users().takePasswordReset('unknown', new Date(0))).toBeNull();
      await users().dropPasswordResets(user.id);
      expect(await users().takePasswordReset('h3', new Date(0))).toBeNull();
    });

    it('answers the enabled admins, leaving out disabled admins and users', async () => {
      const [enabled, disabled] = [
        await users().create(aUser({ role: 'admin' })),
        await users().create(aUser({ role: 'admin' })),
      ];
      await users().create(aUser());
      await users().update(disabled.id, { isActive: false });

      expect(await users().lockEnabledAdmins()).toEqual([enabled.id]);
      expect(await users().listEnabledAdmins()).toEqual([enabled.id]);
      expect(await h().storage.transaction((repositories) => repositories.users.lockEnabledAdmins())).toEqual([
        enabled.id,
      ]);
    });
  });
}
