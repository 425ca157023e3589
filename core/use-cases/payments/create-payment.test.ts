import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { User } from '../../domain/users/user.js';
import type { CheckoutRequest } from '../../ports/payment-gateway.port.js';
import { CreatePayment, type CheckoutUrls } from './create-payment.js';

const urls: CheckoutUrls = (paymentId) => ({
  returnUrl: `https://bp.test/ok?p=${paymentId}`,
  cancelUrl: `https://bp.test/no?p=${paymentId}`,
  notifyUrl: 'https://bp.test/notify',
});

/** A gateway that is down: createCheckout throws. */
class BrokenGateway extends FakePaymentGateway {
  override async createCheckout(): Promise<never> {
    throw new Error('gateway misconfigured');
  }
}

describe('CreatePayment', () => {
  let storage: InMemoryStorage;
  let rates: FixedExchangeRates;
  let gateway: FakePaymentGateway;
  let create: CreatePayment;
  let user: User;

  beforeEach(async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    rates = new FixedExchangeRates();
    gateway = new FakePaymentGateway();
    create = new CreatePayment(storage, rates, gateway, urls);
    await seedDefaults(storage);
    user = await storage.users.create({ name: 'Thandi Buyer', email: 'thandi@example.com', passwordHash: 'x' });
  });

  const planId = async (slug: string) => (await storage.plans.findBySlug(slug))?.id ?? '';
  const packId = async (quantity: number) =>
    (await storage.addons.list()).find((pack) => pack.quantity === quantity)?.id ?? '';
  const lastCheckout = (): CheckoutRequest => {
    const request = gateway.checkouts.at(-1);
    if (request === undefined) throw new Error('no checkout was made');
    return request;
  };

  it('charges $49 at 18.5 ZAR/USD as exactly R906.50 and stores the payment pending before the checkout', async () => {
    const { payment, checkout } = await create.execute({ user, planId: 'professional', billingType: 'monthly' });

    expect(payment).toMatchObject({
      userId: user.id,
      item: { kind: 'plan', planId: await planId('professional'), billingType: 'monthly' },
      itemName: 'Professional plan (monthly)',
      priceUsdCents: 4900,
      amountMinor: 90_650,
      currency: 'ZAR',
      status: 'pending',
      paymentMethod: 'payfast',
      gatewayData: { exchange_rate: 18.5 },
    });
    expect(payment.paymentId).toMatch(/^BP-[0-9A-F]{20}$/);
    expect(await storage.payments.findByPaymentId(payment.paymentId)).toMatchObject({
      id: payment.id,
      status: 'pending',
    });
    expect(lastCheckout()).toEqual({
      paymentId: payment.paymentId,
      amountMinor: 90_650,
      itemName: 'Professional plan (monthly)',
      itemDescription: '200 bids for one month',
      buyer: { name: 'Thandi Buyer', email: 'thandi@example.com' },
      order: { userId: user.id, itemKind: 'plan', itemId: await planId('professional'), billingType: 'monthly' },
      urls: urls(payment.paymentId),
    });
    expect(checkout.fields).toContainEqual(['amount', '906.50']);
  });

  it('converts exactly at an odd live rate and finds a plan by its _id as well as its slug', async () => {
    rates.setRate('ZAR', 18.4567);
    const { payment } = await create.execute({ user, planId: await planId('enterprise'), billingType: 'annual' });

    // 99000 cents × 18.4567 = 1 827 213.3 → 1 827 213 cents, rounded half up on the exact product.
    expect(payment).toMatchObject({
      amountMinor: 1_827_213,
      priceUsdCents: 99_000,
      itemName: 'Enterprise plan (annual)',
      gatewayData: { exchange_rate: 18.4567 },
    });
    expect(lastCheckout().itemDescription).toBe('Unlimited bids for one year');
  });

  it('sells an add-on pack by its _id with billingType one_time', async () => {
    const id = await packId(500);
    const { payment } = await create.execute({ user, planId: id, billingType: 'one_time' });

    expect(payment).toMatchObject({
      item: { kind: 'addon', addonPackId: id, billingType: 'one_time' },
      itemName: '500 bids add-on pack',
      priceUsdCents: 3000,
      amountMinor: 55_500,
    });
    expect(lastCheckout().order).toEqual({ userId: user.id, itemKind: 'addon', itemId: id, billingType: 'one_time' });
  });

  it('makes a fresh payment for each click on Pay: only a completed one grants anything', async () => {
    const first = await create.execute({ user, planId: 'starter', billingType: 'monthly' });
    const second = await create.execute({ user, planId: 'starter', billingType: 'monthly' });

    expect(second.payment.paymentId).not.toBe(first.payment.paymentId);
    expect((await storage.payments.list({ page: 1, limit: 10, userId: user.id })).total).toBe(2);
  });

  it.each([
    ['an unknown plan', 'no-such-plan', 'monthly', 'PLAN_NOT_FOUND', 'Plan not found'],
    ['a pack id as a plan', 'PACK', 'monthly', 'PLAN_NOT_FOUND', 'Plan not found'],
    ['a plan slug as a pack', 'starter', 'one_time', 'ADDON_NOT_FOUND', 'Add-on pack not found'],
  ] as const)('refuses %s with 404 and stores nothing', async (_case, reference, billingType, code, message) => {
    const planReference = reference === 'PACK' ? await packId(200) : reference;
    await expect(create.execute({ user, planId: planReference, billingType })).rejects.toMatchObject({ code, message });

    expect((await storage.payments.stats()).totalPayments).toBe(0);
    expect(gateway.checkouts).toEqual([]);
  });

  it('refuses an inactive plan or pack as not found', async () => {
    await storage.plans.update(await planId('starter'), { active: false });
    const pack = await storage.addons.create({ quantity: 50, priceCents: 300, active: false });

    await expect(create.execute({ user, planId: 'starter', billingType: 'monthly' })).rejects.toMatchObject({
      code: 'PLAN_NOT_FOUND',
    });
    await expect(create.execute({ user, planId: pack.id, billingType: 'one_time' })).rejects.toMatchObject({
      code: 'ADDON_NOT_FOUND',
    });
    expect((await storage.payments.stats()).totalPayments).toBe(0);
  });

  it('sends a free plan to the purchase call instead of charging R0.00', async () => {
    await storage.plans.create({
      slug: 'free',
      name: 'Free',
      description: '',
      monthlyPriceCents: 0,
      annualPriceCents: 1000,
      monthlyBids: 5,
      annualBids: 60,
      features: [],
      order: 0,
      popular: false,
      active: true,
    });

    await expect(create.execute({ user, planId: 'free', billingType: 'monthly' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The Free plan is free for monthly billing: no payment is needed, activate it with a plan purchase',
      details: { field: 'planId', instead: 'purchase-plan' },
    });
    expect((await storage.payments.stats()).totalPayments).toBe(0);
    expect((await create.execute({ user, planId: 'free', billingType: 'annual' })).payment.amountMinor).toBe(18_500);
  });

  it('marks the payment failed when the gateway cannot make a checkout, and passes the error on', async () => {
    const broken = new CreatePayment(storage, rates, new BrokenGateway(), urls);
    await expect(broken.execute({ user, planId: 'starter', billingType: 'monthly' })).rejects.toThrow(
      'gateway misconfigured',
    );

    const { items } = await storage.payments.list({ page: 1, limit: 10, userId: user.id });
    expect(items.map((p) => [p.status, p.gatewayData.checkout_error])).toEqual([['failed', 'gateway misconfigured']]);
  });
});
