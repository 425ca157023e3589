import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { User } from '../../domain/users/user.js';
import { ConvertCurrency, multiplyToCents } from './convert-currency.js';
import { PurchasePlan } from './purchase-plan.js';
import { ActivatePlan } from '../plans/activate-plan.js';

describe('PurchasePlan', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let events: InProcessEventPublisher;
  let purchase: PurchasePlan;
  let user: User;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    events = new InProcessEventPublisher();
    purchase = new PurchasePlan(storage, clock, events, new ActivatePlan(storage, clock));
    await seedDefaults(storage);
    user = await storage.users.create({ name: 'Buyer', email: 'buyer@example.com', passwordHash: 'x' });
  });

  const addFreePlan = () =>
    storage.plans.create({
      slug: 'free',
      name: 'Free',
      description: '',
      monthlyPriceCents: 0,
      annualPriceCents: 9900,
      monthlyBids: 5,
      annualBids: 60,
      features: [],
      order: 4,
      popular: false,
      active: true,
    });

  it('refuses an anonymous buyer before looking at the fields', async () => {
    await expect(purchase.execute({ user: null, planSlug: undefined, billingPeriod: undefined })).rejects.toMatchObject(
      { code: 'UNAUTHORIZED', message: 'Please log in to purchase a plan' },
    );
  });

  it('answers a paid plan with a redirect to payment and changes nothing', async () => {
    const result = await purchase.execute({ user, planSlug: 'starter', billingPeriod: 'monthly' });

    expect(result).toMatchObject({
      redirectToPayment: true,
      billingPeriod: 'monthly',
      plan: { slug: 'starter' },
      view: { availableBids: 0 },
    });
    expect(await storage.users.findById(user.id)).toMatchObject({ planStatus: 'none' });
  });

  it('activates a plan free for the period and publishes the update', async () => {
    await addFreePlan();
    const seen: unknown[] = [];
    events.subscribe(user.id, (data) => seen.push(data));

    const result = await purchase.execute({ user, planSlug: 'free', billingPeriod: 'monthly' });

    expect(result).toMatchObject({
      redirectToPayment: false,
      view: { availableBids: 5, user: { currentPlan: 'free', planStatus: 'active' } },
    });
    expect(seen).toEqual([expect.objectContaining({ availableBids: 5, currentPlan: 'free' })]);
  });

  it('sends the paid period of a partly free plan to payment', async () => {
    await addFreePlan();
    expect(await purchase.execute({ user, planSlug: 'free', billingPeriod: 'annual' })).toMatchObject({
      redirectToPayment: true,
    });
  });

  it('refuses to re-activate the free plan the user already holds', async () => {
    await addFreePlan();
    await purchase.execute({ user, planSlug: 'free', billingPeriod: 'monthly' });
    const holder = (await storage.users.findById(user.id)) ?? user;

    await expect(purchase.execute({ user: holder, planSlug: 'free', billingPeriod: 'monthly' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    clock.advance(32 * 24 * 3_600_000);
    expect(await purchase.execute({ user: holder, planSlug: 'free', billingPeriod: 'monthly' })).toMatchObject({
      redirectToPayment: false,
    });
  });

  it('sends to payment a free plan an admin priced between the purchase reading it and holding it, and grants nothing', async () => {
    const plan = await addFreePlan();
    // The admin's edit lands just before the purchase's transaction holds the plan.
    const transaction = storage.transaction.bind(storage);
    storage.transaction = (work) =>
      transaction((repositories) => {
        const lock: typeof repositories.plans.lock = async (id, mode) => {
          await repositories.plans.update(plan.id, { monthlyPriceCents: 500 });
          return repositories.plans.lock(id, mode);
        };
        return work({
          ...repositories,
          plans: Object.assign(Object.create(repositories.plans) as typeof repositories.plans, { lock }),
        });
      });

    const result = await purchase.execute({ user, planSlug: 'free', billingPeriod: 'monthly' });

    expect(result).toMatchObject({
      redirectToPayment: true,
      plan: { slug: 'free', monthlyPriceCents: 500 },
      view: { availableBids: 0 },
    });
    expect(await storage.users.findById(user.id)).toMatchObject({ planStatus: 'none', currentPlan: null });
    expect(await storage.ledger.entries(user.id)).toEqual([]);
  });

  it('answers PLAN_NOT_FOUND for an unknown or inactive plan', async () => {
    const plan = await addFreePlan();
    await storage.plans.update(plan.id, { active: false });

    await expect(purchase.execute({ user, planSlug: 'gold', billingPeriod: 'monthly' })).rejects.toMatchObject({
      code: 'PLAN_NOT_FOUND',
      message: 'Plan not found',
    });
    await expect(purchase.execute({ user, planSlug: 'free', billingPeriod: 'monthly' })).rejects.toMatchObject({
      code: 'PLAN_NOT_FOUND',
    });
  });
});

describe('multiplyToCents', () => {
  it.each([
    [19.99, 18.5, 369.82],
    [10.075, 1, 10.08],
    [1.005, 1, 1.01],
    [49, 0.95, 46.55],
    [0, 18.5, 0],
    [1, 1 / 18.5, 0.05],
    [1e9, 86, 86_000_000_000],
  ])('%s × %s is %s', (amount, rate, expected) => {
    expect(multiplyToCents(amount, rate)).toBe(expected);
  });
});

describe('ConvertCurrency', () => {
  const convert = new ConvertCurrency(new FixedExchangeRates());

  it('upper-cases the codes and answers rate and converted', async () => {
    expect(await convert.execute({ from: 'usd', to: 'zar', amount: 2 })).toEqual({
      from: 'USD',
      to: 'ZAR',
      amount: 2,
      rate: 18.5,
      converted: 37,
    });
  });

  it('refuses an unsupported currency with CURRENCY_UNSUPPORTED', async () => {
    await expect(convert.execute({ from: 'USD', to: 'BTC', amount: 1 })).rejects.toMatchObject({
      code: 'CURRENCY_UNSUPPORTED',
    });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e9 + 1])('refuses the amount %s', async (amount) => {
    await expect(convert.execute({ from: 'USD', to: 'ZAR', amount })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
