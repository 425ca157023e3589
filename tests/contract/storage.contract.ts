import { describe, expect, it } from 'vitest';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { aBid } from '../builders/bids.js';
import { aPayment } from '../builders/payments.js';
import { aPlan } from '../builders/plans.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

class Abort extends Error {}

export function describeStorageContract(name: string, setup: StorageSetup): void {
  describe(`${name}: Storage`, () => {
    const h = useHarness(setup);
    const storage = () => h().storage;

    it('answers ping', async () => {
      expect(await storage().ping()).toBe(true);
    });

    it('commits every write of a transaction that succeeds', async () => {
      const userId = await storage().transaction(async (repos) => {
        const user = await repos.users.create(aUser({ email: 'tx@example.com' }));
        await repos.settings.update(user.id, { isActive: true });
        return user.id;
      });
      expect(await storage().users.findByEmail('tx@example.com')).toMatchObject({ id: userId });
      expect((await storage().settings.get(userId)).isActive).toBe(true);
    });

    it('rolls back every write of a transaction that throws', async () => {
      const kept = await storage().users.create(aUser({ name: 'Kept' }));
      const work = storage().transaction(async (repos) => {
        await repos.users.create(aUser({ email: 'rolled@example.com' }));
        await repos.users.update(kept.id, { name: 'Changed' });
        await repos.plans.create(aPlan({ slug: 'rolled-back' }));
        await repos.payments.create(aPayment(kept.id, { paymentId: 'BP-rolled' }));
        throw new Abort('stop');
      });
      await expect(work).rejects.toBeInstanceOf(Abort);
      expect(await storage().users.findByEmail('rolled@example.com')).toBeNull();
      expect(await storage().users.findById(kept.id)).toMatchObject({ name: 'Kept' });
      expect(await storage().plans.findBySlug('rolled-back')).toBeNull();
      expect(await storage().payments.findByPaymentId('BP-rolled')).toBeNull();
    });

    it('rolls back bid ledger writes with the rest', async () => {
      const user = await storage().users.create(aUser());
      const work = storage().transaction(async (repos) => {
        await repos.ledger.credit({
          userId: user.id,
          kind: 'plan_grant',
          key: 'grant:rolled',
          planDelta: 50,
          extraDelta: 0,
        });
        throw new Abort('stop');
      });
      await expect(work).rejects.toBeInstanceOf(Abort);
      expect(await storage().ledger.balance(user.id)).toEqual({ plan: 0, extra: 0 });
    });

    it('deletes everything a user owns with the user', async () => {
      const user = await storage().users.create(aUser());
      const other = await storage().users.create(aUser());
      await storage().settings.update(user.id, { isActive: true });
      await storage().profiles.save(user.id, { oauthToken: 'token', freelancerUserId: '1' });
      const { bid } = await storage().bids.insertIfAbsent(aBid(user.id));
      const payment = await storage().payments.create(aPayment(user.id));
      const kept = await storage().payments.create(aPayment(other.id));
      expect(await storage().users.delete(user.id)).toBe(true);
      expect(await storage().profiles.get(user.id)).toBeNull();
      expect(await storage().settings.listActive()).toEqual([]);
      expect(await storage().bids.findById(bid.id)).toBeNull();
      expect(await storage().payments.findById(payment.id)).toBeNull();
      expect(await storage().payments.findById(kept.id)).not.toBeNull();
    });

    it('seeds the three default plans and add-on packs exactly once', async () => {
      expect(await seedDefaults(storage())).toEqual({ plans: 3, addons: 3 });
      expect(await seedDefaults(storage())).toEqual({ plans: 0, addons: 0 });
      const plans = await storage().plans.list();
      expect(
        plans.map((p) => [
          p.slug,
          p.monthlyPriceCents,
          p.annualPriceCents,
          p.monthlyBids,
          p.annualBids,
          p.order,
          p.popular,
          p.active,
        ]),
      ).toEqual([
        ['starter', 1900, 19000, 50, 600, 1, false, true],
        ['professional', 4900, 49000, 200, 2400, 2, true, true],
        ['enterprise', 9900, 99000, null, null, 3, false, true],
      ]);
      expect(plans.find((p) => p.popular)?.features.some((f) => f.startsWith('Priority support'))).toBe(true);
      expect((await storage().addons.list()).map((p) => [p.quantity, p.priceCents, p.active])).toEqual([
        [200, 1000, true],
        [500, 3000, true],
        [1000, 7500, true],
      ]);
    });

    it('does not seed plans when any plan exists', async () => {
      await storage().plans.create(aPlan({ slug: 'custom' }));
      expect(await seedDefaults(storage())).toEqual({ plans: 0, addons: 3 });
      expect(await storage().plans.count()).toBe(1);
    });
  });
}
