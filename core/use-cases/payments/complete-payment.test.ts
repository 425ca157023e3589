import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { addonItem as itemOfPack, planItem as itemOfPlan, type PaymentItem } from '../../domain/payments/payment.js';
import type { EventPublisher, UserEvent } from '../../ports/event-publisher.port.js';
import type { Storage } from '../../ports/storage.port.js';
import type { BidLedger } from '../../ports/bid-ledger.port.js';
import { CompletePayment } from './complete-payment.js';
import { ActivatePlan } from '../plans/activate-plan.js';

class RecordingPublisher implements EventPublisher {
  readonly published: UserEvent[] = [];
  async publish(event: UserEvent): Promise<void> {
    this.published.push(event);
  }
  subscribe(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

/** The ledger with credit failing: a crash between marking the payment and granting its bids. */
const crashOnCredit = (ledger: BidLedger): BidLedger =>
  Object.assign(Object.create(ledger) as BidLedger, { credit: () => Promise.reject(new Error('crash')) });

describe('CompletePayment', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let events: RecordingPublisher;
  let complete: CompletePayment;
  let userId: string;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    events = new RecordingPublisher();
    complete = new CompletePayment(storage, clock, events, new ActivatePlan(storage, clock));
    await seedDefaults(storage);
    userId = (await storage.users.create({ name: 'Payer', email: 'payer@example.com', passwordHash: 'x' })).id;
  });

  async function aPaymentOf(item: PaymentItem) {
    return storage.payments.create(aPayment(userId, { item, itemName: 'Item' }));
  }
  const planItem = async (slug: string, billingType: 'monthly' | 'annual' = 'monthly'): Promise<PaymentItem> => {
    const plan = await storage.plans.findBySlug(slug);
    if (plan === null) throw new Error(`no plan ${slug}`);
    return itemOfPlan(plan, billingType);
  };
  const addonItem = async (quantity: number): Promise<PaymentItem> => {
    const pack = (await storage.addons.list()).find((p) => p.quantity === quantity);
    if (pack === undefined) throw new Error(`no pack of ${quantity}`);
    return itemOfPack(pack);
  };
  const completion = (paymentId: string) => ({
    paymentId,
    from: ['pending'] as const,
    verificationStatus: 'verified' as const,
    gatewayData: { payment_status: 'COMPLETE' },
    pfPaymentId: 'PF-1',
  });

  it('completes a plan payment once: activates the plan, grants its bids and tells the user', async () => {
    const payment = await aPaymentOf(await planItem('starter'));
    const first = await complete.execute(completion(payment.id));
    const second = await complete.execute(completion(payment.id));

    expect(first.completed).toBe(true);
    expect(first.payment).toMatchObject({
      status: 'completed',
      verificationStatus: 'verified',
      bidsAllocated: 50,
      pfPaymentId: 'PF-1',
      gatewayData: { payment_status: 'COMPLETE' },
    });
    expect(second).toMatchObject({ completed: false, payment: { status: 'completed' } });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
    expect(await storage.users.findById(userId)).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
    });
    expect(events.published).toHaveLength(1);
    expect(events.published[0]).toMatchObject({
      userId,
      data: { availableBids: 50, planStatus: 'active', currentPlan: 'starter' },
    });
  });

  it('records 0 bids allocated for an unlimited plan', async () => {
    const payment = await aPaymentOf(await planItem('enterprise', 'annual'));
    const result = await complete.execute(completion(payment.id));

    expect(result.payment.bidsAllocated).toBe(0);
    expect(await storage.users.findById(userId)).toMatchObject({ currentPlan: 'enterprise', billingPeriod: 'annual' });
  });

  it('grants an add-on pack as extra bids once', async () => {
    const payment = await aPaymentOf(await addonItem(500));
    await complete.execute(completion(payment.id));
    await complete.execute(completion(payment.id));

    expect(await storage.ledger.balance(userId)).toEqual({ plan: 0, extra: 500 });
    const entries = await storage.ledger.entries(userId);
    expect(entries.map((e) => [e.kind, e.key, e.extraDelta])).toEqual([['addon_grant', `payment:${payment.id}`, 500]]);
    expect((await storage.payments.findById(payment.id))?.bidsAllocated).toBe(500);
    expect(events.published).toHaveLength(1);
  });

  it('lets exactly one of ten concurrent calls complete it and grants the bids once', async () => {
    const payment = await aPaymentOf(await planItem('professional'));
    const results = await Promise.all(Array.from({ length: 10 }, () => complete.execute(completion(payment.id))));

    expect(results.filter((r) => r.completed)).toHaveLength(1);
    expect(results.every((r) => r.payment.status === 'completed')).toBe(true);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 200, extra: 0 });
    expect((await storage.ledger.entries(userId)).filter((e) => e.kind === 'plan_grant')).toHaveLength(1);
    expect(events.published).toHaveLength(1);
  });

  it('grants nothing for a failed or cancelled payment unless its status may be completed from', async () => {
    const failed = await aPaymentOf(await addonItem(200));
    const cancelled = await aPaymentOf(await planItem('starter'));
    await storage.payments.transition(failed.id, ['pending'], 'failed');
    await storage.payments.transition(cancelled.id, ['pending'], 'cancelled');

    const results = [await complete.execute(completion(failed.id)), await complete.execute(completion(cancelled.id))];

    expect(results.map((r) => [r.completed, r.payment.status])).toEqual([
      [false, 'failed'],
      [false, 'cancelled'],
    ]);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 0, extra: 0 });
    expect(await storage.users.findById(userId)).toMatchObject({ planStatus: 'none' });
    expect(events.published).toEqual([]);
    expect((await complete.execute({ ...completion(failed.id), from: ['pending', 'failed'] })).completed).toBe(true);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 0, extra: 200 });
  });

  it('leaves the payment pending when the grant fails after the status changed: one transaction', async () => {
    const payment = await aPaymentOf(await addonItem(200));
    const crashing: Storage = {
      ...storage,
      transaction: (work) =>
        storage.transaction((repositories) => work({ ...repositories, ledger: crashOnCredit(repositories.ledger) })),
      ping: () => storage.ping(),
      close: () => storage.close(),
    };
    await expect(
      new CompletePayment(crashing, clock, events, new ActivatePlan(crashing, clock)).execute(completion(payment.id)),
    ).rejects.toThrow('crash');

    expect((await storage.payments.findById(payment.id))?.status).toBe('pending');
    expect((await complete.execute(completion(payment.id))).completed).toBe(true);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 0, extra: 200 });
  });

  it('refuses a payment from before payments kept their plan, whose plan no longer exists, and leaves it pending', async () => {
    const payment = await aPaymentOf({ kind: 'plan', planId: 'deleted-plan', billingType: 'monthly', sold: null });
    await expect(complete.execute(completion(payment.id))).rejects.toMatchObject({ code: 'PLAN_NOT_FOUND' });

    expect((await storage.payments.findById(payment.id))?.status).toBe('pending');
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('grants what the payment kept when it was created, after its plan was edited and then deleted', async () => {
    const payment = await aPaymentOf(await planItem('starter'));
    const starter = await storage.plans.findBySlug('starter');
    await storage.plans.update(starter?.id ?? '', { monthlyBids: 1, name: 'Changed' });
    await storage.plans.delete(starter?.id ?? '');
    const result = await complete.execute(completion(payment.id));

    expect(result.payment).toMatchObject({ status: 'completed', bidsAllocated: 50 });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
    expect(await storage.users.findById(userId)).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
    });
    expect((await storage.ledger.entries(userId)).map((entry) => entry.note)).toEqual(['Plan: Starter (monthly)']);
  });

  it('activates a plan renamed while its payment waited under its new slug, with the terms it was sold at', async () => {
    const payment = await aPaymentOf(await planItem('starter'));
    const starter = await storage.plans.findBySlug('starter');
    await storage.plans.update(starter?.id ?? '', { slug: 'starter-2026', monthlyBids: 10 });
    await complete.execute(completion(payment.id));

    expect(await storage.users.findById(userId)).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter-2026',
      subscriptionPlan: 'starter-2026',
    });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('answers PAYMENT_NOT_FOUND for an unknown payment', async () => {
    await expect(complete.execute(completion('missing'))).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
  });
});
