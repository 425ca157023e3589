import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { PlanPurchase } from '../../domain/plans/plan-change.js';
import { planPriceCents, planTermsFor } from '../../domain/plans/plan.js';
import type { BillingPeriod } from '../../domain/users/user.js';
import { ActivatePlan } from './activate-plan.js';

describe('ActivatePlan', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let activate: ActivatePlan;
  let userId: string;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    activate = new ActivatePlan(storage, clock);
    await seedDefaults(storage);
    userId = (await storage.users.create({ name: 'Buyer', email: 'buyer@example.com', passwordHash: 'x' })).id;
  });

  const purchaseOf = async (
    slug: string,
    grantKey: string,
    period: BillingPeriod = 'monthly',
  ): Promise<PlanPurchase> => {
    const plan = await storage.plans.findBySlug(slug);
    if (plan === null) throw new Error(`no plan ${slug}`);
    return {
      terms: planTermsFor(plan, period),
      period,
      priceUsdCents: planPriceCents(plan, period),
      orderedAt: clock.now(),
      grantKey,
    };
  };
  const activateSlug = async (slug: string, grantKey: string, period: BillingPeriod = 'monthly') =>
    activate.execute({ userId, purchase: await purchaseOf(slug, grantKey, period) });

  it('grants the monthly bids and activates the plan for one month', async () => {
    const result = await activateSlug('starter', 'k1');

    expect(result.applied).toBe(true);
    expect(result.view).toMatchObject({ availableBids: 50, unlimitedBids: false, balance: { plan: 50, extra: 0 } });
    expect(await storage.users.findById(userId)).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter',
      subscriptionStatus: 'active',
      billingPeriod: 'monthly',
      planPurchaseDate: new Date('2026-03-01T10:00:00.000Z'),
      planExpirationDate: new Date('2026-04-01T10:00:00.000Z'),
    });
  });

  it('grants the annual bids and activates the plan for one year when annual', async () => {
    const result = await activateSlug('professional', 'k1', 'annual');

    expect(result.view.availableBids).toBe(2400);
    expect(await storage.users.findById(userId)).toMatchObject({
      billingPeriod: 'annual',
      planExpirationDate: new Date('2027-03-01T10:00:00.000Z'),
    });
  });

  it('upgrading starts the new plan now and keeps the old plan’s unused bids as extra bids', async () => {
    await activateSlug('starter', 'k1');
    await storage.ledger.credit({ userId, kind: 'addon_grant', key: 'addon-1', planDelta: 0, extraDelta: 200 });
    await storage.ledger.debit({ userId, key: 'bid-1' });
    clock.advance(60_000);

    const result = await activateSlug('professional', 'k2');

    expect(result).toMatchObject({ applied: true, change: 'upgrade', view: { balance: { plan: 200, extra: 249 } } });
    expect(
      (await storage.ledger.entries(userId)).map((entry) => [entry.kind, entry.key, entry.planDelta, entry.extraDelta]),
    ).toContainEqual(['plan_carryover', 'k2:carryover', -49, 49]);
    expect(await storage.users.findById(userId)).toMatchObject({
      currentPlan: 'professional',
      planPurchaseDate: clock.now(),
      planEntitlement: { bids: 200, priceUsdCents: 4900 },
    });
  });

  it('downgrading is scheduled for the end of the paid period and changes nothing before it', async () => {
    await activateSlug('professional', 'k1');
    clock.advance(60_000);

    const result = await activateSlug('starter', 'k2');

    expect(result).toMatchObject({ applied: true, change: 'schedule', view: { balance: { plan: 200, extra: 0 } } });
    expect(await storage.users.findById(userId)).toMatchObject({
      currentPlan: 'professional',
      planExpirationDate: new Date('2026-04-01T10:00:00.000Z'),
      scheduledPlan: {
        slug: 'starter',
        period: 'monthly',
        bids: 50,
        startsAt: new Date('2026-04-01T10:00:00.000Z'),
        grantKey: 'k2',
      },
    });
    expect((await activateSlug('starter', 'k2')).applied).toBe(false);
  });

  it('a purchase ordered before the plan in force adds its bids as extra bids and replaces nothing', async () => {
    const older = await purchaseOf('starter', 'k-old');
    clock.advance(60_000);
    await activateSlug('enterprise', 'k-new');

    const late = await activate.execute({ userId, purchase: older });

    expect(late).toMatchObject({
      applied: true,
      change: 'superseded',
      view: { unlimitedBids: true, balance: { plan: 0, extra: 50 } },
    });
    expect(await storage.users.findById(userId)).toMatchObject({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null },
    });
  });

  it('a late unlimited purchase cannot become bids: refused with CONFLICT, nothing changes', async () => {
    const older = await purchaseOf('enterprise', 'k-old');
    clock.advance(60_000);
    await activateSlug('starter', 'k-new');

    await expect(activate.execute({ userId, purchase: older })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
    expect(await storage.users.findById(userId)).toMatchObject({ currentPlan: 'starter' });
  });

  it('credits no bids for an unlimited plan and reports unlimited bids', async () => {
    const result = await activateSlug('enterprise', 'k1');

    expect(result).toMatchObject({ applied: true, view: { availableBids: 0, unlimitedBids: true } });
    expect(await storage.users.findById(userId)).toMatchObject({ currentPlan: 'enterprise', planStatus: 'active' });
  });

  it.each(['starter', 'enterprise'])('applies the %s plan once when the same grantKey comes twice', async (slug) => {
    await activateSlug(slug, 'same');
    clock.advance(60_000);
    const second = await activateSlug(slug, 'same');

    expect(second.applied).toBe(false);
    expect(second.view.availableBids).toBe(slug === 'starter' ? 50 : 0);
    expect(await storage.ledger.entries(userId)).toHaveLength(1);
    expect((await storage.users.findById(userId))?.planPurchaseDate).toEqual(new Date('2026-03-01T10:00:00.000Z'));
  });

  describe("a free plan's grant key", () => {
    const free = (period: BillingPeriod = 'monthly'): PlanPurchase => ({
      terms: { slug: 'trial', name: 'Trial', bids: 5, durationMonths: period === 'annual' ? 12 : 1 },
      period,
      priceUsdCents: 0,
      orderedAt: clock.now(),
      grantKey: null,
    });
    /** What the re-buy refusal (409) reads, put back to "no plan": only the ledger key is left to stop a second grant. */
    const forgetPlan = () =>
      storage.users.update(userId, {
        planStatus: 'none',
        currentPlan: null,
        billingPeriod: null,
        planExpirationDate: null,
        planEntitlement: null,
      });

    it("grants the plan's bids once in a period, even when nothing else stops a second activation later in it", async () => {
      await activate.execute({ userId, purchase: free() });
      await forgetPlan();
      clock.advance(9 * 86_400_000);
      const second = await activate.execute({ userId, purchase: free() });

      expect(second).toMatchObject({ change: 'start', view: { availableBids: 5 } });
      expect(await storage.users.findById(userId)).toMatchObject({ currentPlan: 'trial', planStatus: 'active' });
      expect(
        (await storage.ledger.entries(userId)).filter((entry) => entry.kind === 'plan_grant' && entry.planDelta > 0),
      ).toHaveLength(1);
    });

    it('grants them again in the next period, and for the other billing period', async () => {
      await activate.execute({ userId, purchase: free() });
      await forgetPlan();
      clock.set('2026-04-01T10:00:00.000Z');
      await activate.execute({ userId, purchase: free() });
      await forgetPlan();
      await activate.execute({ userId, purchase: free('annual') });

      expect(
        (await storage.ledger.entries(userId))
          .filter((entry) => entry.kind === 'plan_grant')
          .map((entry) => entry.planDelta),
      ).toEqual([5, 5, 5]);
    });
  });

  it('applies a grantKey once when two activations race', async () => {
    const results = await Promise.all([activateSlug('starter', 'race'), activateSlug('starter', 'race')]);

    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('fails with USER_NOT_FOUND and changes nothing', async () => {
    await expect(
      activate.execute({ userId: 'nobody', purchase: await purchaseOf('starter', 'k') }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('activates the terms it is given, whatever became of the plan since they were sold', async () => {
    const sold = await purchaseOf('professional', 'k');
    await storage.plans.delete((await storage.plans.findBySlug('professional'))?.id ?? '');
    const result = await activate.execute({ userId, purchase: sold });

    expect(result).toMatchObject({ applied: true, view: { availableBids: 200 } });
    expect(await storage.users.findById(userId)).toMatchObject({ currentPlan: 'professional', planStatus: 'active' });
  });
});
