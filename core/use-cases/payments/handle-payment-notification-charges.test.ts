import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { unappliedCharges } from '../../domain/payments/kept-notifications.js';
import { planItem, type Payment, type PaymentItem } from '../../domain/payments/payment.js';
import type { NotificationVerdict } from '../../ports/payment-gateway.port.js';
import { ActivatePlan } from '../plans/activate-plan.js';
import { CompletePayment } from './complete-payment.js';
import { HandlePaymentNotification } from './handle-payment-notification.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };
const FIELDS = [['m_payment_id', 'ignored by the fake']] as const;

/** A payment paid more than once: every gateway payment (pf_payment_id) has its own verified notification. */
describe('HandlePaymentNotification: every charge of a checkout paid twice is kept', () => {
  let storage: InMemoryStorage;
  let gateway: FakePaymentGateway;
  let handle: HandlePaymentNotification;
  let notifier: RecordingNotifier;
  let userId: string;

  beforeEach(async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    gateway = new FakePaymentGateway();
    notifier = new RecordingNotifier();
    const complete = new CompletePayment(storage, clock, silent, new ActivatePlan(storage, clock), notifier);
    handle = new HandlePaymentNotification(storage.payments, gateway, complete, notifier);
    await seedDefaults(storage);
    userId = (await storage.users.create({ name: 'Payer', email: 'payer@example.com', passwordHash: 'x' })).id;
  });

  async function aPaymentOf(item?: PaymentItem): Promise<Payment> {
    const starter = await storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    return storage.payments.create(aPayment(userId, { item: item ?? planItem(starter, 'monthly') }));
  }

  const COMPLETE_AMOUNT = 35_150;

  function paid(payment: Payment, pfId: string, amountMinor = COMPLETE_AMOUNT): NotificationVerdict {
    return {
      valid: true,
      paymentId: payment.paymentId,
      gatewayPaymentId: pfId,
      status: 'COMPLETE',
      amountMinor,
      order: null,
      details: { pf_payment_id: pfId, payment_status: 'COMPLETE', amount_gross: (amountMinor / 100).toFixed(2) },
    };
  }

  const notify = (answer: NotificationVerdict) => {
    gateway.answerNextNotification(answer);
    return handle.execute({ fields: FIELDS, sourceIp: '197.97.145.150' });
  };
  const stored = async (payment: Payment) => (await storage.payments.findById(payment.id)) as Payment;
  const kept = async (payment: Payment, key: string) =>
    Object.keys(((await stored(payment)).gatewayData[key] ?? {}) as object).sort();
  const grants = async () => (await storage.ledger.entries(userId)).filter((entry) => entry.kind === 'plan_grant');

  it('keeps a COMPLETE for another pf_payment_id of a completed payment as a second charge, granting nothing', async () => {
    const payment = await aPaymentOf();
    expect(await notify(paid(payment, 'PF-1'))).toEqual({ kind: 'completed', paymentId: payment.paymentId });

    expect(await notify(paid(payment, 'PF-2'))).toEqual({
      kind: 'second_charge',
      paymentId: payment.paymentId,
      pfPaymentId: 'PF-1',
      secondPfPaymentId: 'PF-2',
    });
    const after = await stored(payment);
    expect(after).toMatchObject({ status: 'completed', pfPaymentId: 'PF-1', bidsAllocated: 50 });
    expect(after.gatewayData.unapplied_notifications).toEqual({
      'PF-2': {
        pf_payment_id: 'PF-2',
        payment_status: 'COMPLETE',
        amount_gross: '351.50',
        reason: 'a second charge: the payment completed with gateway payment PF-1; refund this one',
      },
    });
    expect(unappliedCharges(after)).toEqual([
      { gatewayPaymentId: 'PF-2', amountGross: '351.50', reason: expect.stringContaining('second charge') },
    ]);
    expect(await grants()).toHaveLength(1);
    expect(notifier.requests.map((request) => request.kind)).toEqual(['payment.completed']);
  });

  it('keeps every further charge beside the others, and the same one sent again once', async () => {
    const payment = await aPaymentOf();
    await notify(paid(payment, 'PF-1'));
    await notify(paid(payment, 'PF-2'));
    const once = (await stored(payment)).gatewayData.unapplied_notifications;
    expect(await notify(paid(payment, 'PF-2'))).toMatchObject({ kind: 'second_charge', secondPfPaymentId: 'PF-2' });
    await notify(paid(payment, 'PF-3'));

    expect(await kept(payment, 'unapplied_notifications')).toEqual(['PF-2', 'PF-3']);
    expect(((await stored(payment)).gatewayData.unapplied_notifications as Record<string, unknown>)['PF-2']).toEqual(
      (once as Record<string, unknown>)['PF-2'],
    );
    expect(await grants()).toHaveLength(1);
  });

  it('treats the same pf_payment_id again as a replay that changes nothing', async () => {
    const payment = await aPaymentOf();
    await notify(paid(payment, 'PF-1'));
    const before = await stored(payment);

    expect(await notify(paid(payment, 'PF-1'))).toEqual({
      kind: 'replayed',
      paymentId: payment.paymentId,
      status: 'completed',
    });
    expect(await stored(payment)).toEqual(before);
    expect(unappliedCharges(before)).toEqual([]);
  });

  it('keeps both charges of a payment an admin cancelled, neither overwriting the other, and grants nothing', async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', { gatewayData: { admin_notes: 'dup' } });

    for (const pfId of ['PF-8', 'PF-9', 'PF-8'])
      expect(await notify(paid(payment, pfId))).toEqual({
        kind: 'not_pending',
        paymentId: payment.paymentId,
        status: 'cancelled',
        gatewayStatus: 'COMPLETE',
      });
    const after = await stored(payment);
    expect(after).toMatchObject({ status: 'cancelled', gatewayData: { admin_notes: 'dup' } });
    expect(await kept(payment, 'unapplied_notifications')).toEqual(['PF-8', 'PF-9']);
    expect(unappliedCharges(after).map((charge) => charge.gatewayPaymentId)).toEqual(['PF-8', 'PF-9']);
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('loses neither of two different ITNs delivered at once: one completes, the other is kept as a second charge', async () => {
    const payment = await aPaymentOf();
    gateway.answerNextNotification(paid(payment, 'PF-1'));
    gateway.answerNextNotification(paid(payment, 'PF-2'));
    const outcomes = await Promise.all(
      [1, 2].map(() => handle.execute({ fields: FIELDS, sourceIp: '197.97.145.150' })),
    );

    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['completed', 'second_charge']);
    const after = await stored(payment);
    const other = after.pfPaymentId === 'PF-1' ? 'PF-2' : 'PF-1';
    expect(await kept(payment, 'unapplied_notifications')).toEqual([other]);
    expect(await grants()).toHaveLength(1);
  });

  it('keeps both of two ITNs delivered at once for a payment an admin cancelled', async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled');
    gateway.answerNextNotification(paid(payment, 'PF-8'));
    gateway.answerNextNotification(paid(payment, 'PF-9'));
    await Promise.all([1, 2].map(() => handle.execute({ fields: FIELDS, sourceIp: '197.97.145.150' })));

    expect(await kept(payment, 'unapplied_notifications')).toEqual(['PF-8', 'PF-9']);
  });

  it('keeps every notification of the wrong amount and every one a rule refuses, by pf_payment_id', async () => {
    const wrongAmount = await aPaymentOf();
    for (const pfId of ['PF-1', 'PF-2', 'PF-1']) await notify(paid(wrongAmount, pfId, 100));
    expect(await kept(wrongAmount, 'rejected_notifications')).toEqual(['PF-1', 'PF-2']);

    const refused = await aPaymentOf({ kind: 'plan', planId: 'gone', billingType: 'monthly', sold: null });
    for (const pfId of ['PF-3', 'PF-4', 'PF-3']) expect((await notify(paid(refused, pfId))).kind).toBe('not_granted');
    expect(await kept(refused, 'ungranted_notifications')).toEqual(['PF-3', 'PF-4']);
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('keeps a COMPLETE for a payment an admin completed by hand, without calling it a second charge', async () => {
    const payment = await aPaymentOf();
    await storage.payments.markCompleted(payment.id, ['pending'], {
      verificationStatus: 'verified',
      bidsAllocated: 50,
      completedAt: new Date('2026-03-01T11:00:00.000Z'),
      gatewayData: { manually_completed: true },
    });

    expect(await notify(paid(payment, 'PF-5'))).toMatchObject({ kind: 'not_pending', status: 'completed' });
    expect(unappliedCharges(await stored(payment))).toEqual([
      { gatewayPaymentId: 'PF-5', amountGross: '351.50', reason: expect.stringContaining('completed by hand') },
    ]);
  });
});
