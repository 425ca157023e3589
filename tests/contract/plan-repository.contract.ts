import { describe, expect, it } from 'vitest';
import { aPlan } from '../builders/plans.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

export function describePlanRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: PlanRepository`, () => {
    const h = useHarness(setup);
    const plans = () => h().storage.plans;

    it('round-trips a plan, with null bids meaning unlimited', async () => {
      const created = await plans().create(
        aPlan({
          slug: 'enterprise',
          monthlyBids: null,
          annualBids: null,
          features: ['Phone support', 'Advanced analytics'],
          popular: true,
        }),
      );
      expect(created).toMatchObject({
        slug: 'enterprise',
        monthlyBids: null,
        annualBids: null,
        features: ['Phone support', 'Advanced analytics'],
        popular: true,
        active: true,
      });
      expect(created.createdAt).toEqual(h().clock.now());
      expect(await plans().findById(created.id)).toEqual(created);
      expect(await plans().findBySlug('enterprise')).toEqual(created);
      expect(await plans().findBySlug('missing')).toBeNull();
      expect(await plans().findById('missing')).toBeNull();
    });

    it('locks a plan for a transaction, answering it as stored, or null when absent', async () => {
      const plan = await plans().create(aPlan());
      const locked = await h().storage.transaction(async (repositories) => [
        await repositories.plans.lock(plan.id, 'update'),
        await repositories.plans.lock('missing', 'share'),
      ]);
      expect(locked).toEqual([plan, null]);
      expect(await plans().lock(plan.id, 'share')).toEqual(plan);
    });

    it('lists by order, then name, leaving inactive plans out with activeOnly', async () => {
      await plans().create(aPlan({ name: 'Zeta', order: 2 }));
      await plans().create(aPlan({ name: 'Beta', order: 2, active: false }));
      await plans().create(aPlan({ name: 'Alpha', order: 3 }));
      await plans().create(aPlan({ name: 'Omega', order: 1 }));
      expect((await plans().list()).map((p) => p.name)).toEqual(['Omega', 'Beta', 'Zeta', 'Alpha']);
      expect((await plans().list({ activeOnly: true })).map((p) => p.name)).toEqual(['Omega', 'Zeta', 'Alpha']);
    });

    it('refuses a taken slug on create and on update', async () => {
      await plans().create(aPlan({ slug: 'starter' }));
      const other = await plans().create(aPlan({ slug: 'professional' }));
      await expect(plans().create(aPlan({ slug: 'starter' }))).rejects.toMatchObject({ code: 'PLAN_ALREADY_EXISTS' });
      await expect(plans().update(other.id, { slug: 'starter' })).rejects.toMatchObject({
        code: 'PLAN_ALREADY_EXISTS',
      });
      expect(await plans().count()).toBe(2);
    });

    it('updates the named fields and bumps updatedAt', async () => {
      const plan = await plans().create(aPlan());
      h().clock.advance(1_000);
      const patch = {
        name: 'Renamed',
        monthlyPriceCents: 2900,
        annualBids: null,
        features: ['One'],
        active: false,
        order: 9,
      };
      const updated = await plans().update(plan.id, patch);
      expect(updated).toEqual({ ...plan, ...patch, updatedAt: h().clock.now() });
      expect(await plans().findById(plan.id)).toEqual(updated);
      expect(await plans().update('missing', { name: 'x' })).toBeNull();
    });

    it('keeps its slug when an update repeats it', async () => {
      const plan = await plans().create(aPlan({ slug: 'same' }));
      expect(await plans().update(plan.id, { slug: 'same', popular: true })).toMatchObject({
        slug: 'same',
        popular: true,
      });
    });

    it('deletes a plan once and counts the rest', async () => {
      const plan = await plans().create(aPlan());
      await plans().create(aPlan());
      expect(await plans().delete(plan.id)).toBe(true);
      expect(await plans().delete(plan.id)).toBe(false);
      expect(await plans().count()).toBe(1);
    });

    it('returns copies: mutating returned features does not change the store', async () => {
      const plan = await plans().create(aPlan({ features: ['A'] }));
      (plan.features as string[]).push('B');
      expect((await plans().findById(plan.id))?.features).toEqual(['A']);
    });
  });

  describe(`${name}: AddonPackRepository`, () => {
    const h = useHarness(setup);
    const addons = () => h().storage.addons;

    it('creates, finds and counts packs', async () => {
      const pack = await addons().create({ quantity: 200, priceCents: 1000, active: true });
      expect(pack).toEqual({ id: expect.any(String), quantity: 200, priceCents: 1000, active: true });
      expect(await addons().findById(pack.id)).toEqual(pack);
      expect(await addons().findById('missing')).toBeNull();
      expect(await addons().count()).toBe(1);
    });

    it('lists by quantity, leaving inactive packs out with activeOnly', async () => {
      await addons().create({ quantity: 1000, priceCents: 7500, active: true });
      await addons().create({ quantity: 200, priceCents: 1000, active: true });
      await addons().create({ quantity: 500, priceCents: 3000, active: false });
      expect((await addons().list()).map((p) => p.quantity)).toEqual([200, 500, 1000]);
      expect((await addons().list({ activeOnly: true })).map((p) => p.quantity)).toEqual([200, 1000]);
    });
  });
}
