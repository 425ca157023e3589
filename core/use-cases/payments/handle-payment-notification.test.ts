import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { planItem, type Payment, type PaymentItem } from '../../domain/payments/payment.js';
import type { NotificationVerdict } from '../../ports/payment-gateway.port.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { CompletePayment } from './complete-payment.js';
import { ActivatePlan } from '../plans/activate-plan.js';
import { HandlePaymentNotification } from './handle-payment-notification.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };
const FIELDS = [['m_payment_id', 'ignored by the fake']] as const;

type Status = Extract<NotificationVerdict, { valid: true }>['status'];

describe('HandlePaymentNotification', () => {
  let storage: InMemoryStorage;
  let gateway: FakePaymentGateway;
  let handle: HandlePaymentNotification;
  let userId: string;
  let notifier: RecordingNotifier;

  beforeEach(async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    gateway = new FakePaymentGateway();
    notifier = new RecordingNotifier();
    handle = new HandlePaymentNotification(
      storage.payments,
      gateway,
      new CompletePayment(storage, clock, silent, new ActivatePlan(storage, clock), notifier),
      notifier,
    );
    await seedDefaults(storage);
    userId = (await storage.users.create({ name: 'Payer', email: 'payer@example.com', passwordHash: 'x' })).id;
  });

  async function aPaymentOf(item?: PaymentItem): Promise<Payment> {
    const starter = await storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    return storage.payments.create(
      aPayment(userId, { item: item ?? planItem(starter, 'monthly'), itemName: 'Starter plan (monthly)' }),
    );
  }

  function verdict(payment: Pick<Payment, 'paymentId'>, status: Status, amountMinor = 35_150): NotificationVerdict {
    const amount = (amountMinor / 100).toFixed(2);
    return {
      valid: true,
      paymentId: payment.paymentId,
      gatewayPaymentId: 'PF-77',
      status,
      amountMinor,
      order: null,
      details: {
        pf_payment_id: 'PF-77',
        payment_status: status,
        amount_gross: amount,
        amount_fee: '-8.09',
        amount_net: '343.41',
      },
    };
  }

  async function notify(answer: NotificationVerdict) {
    gateway.answerNextNotification(answer);
    return handle.execute({ fields: FIELDS, sourceIp: '197.97.145.150' });
  }

  const stored = async (payment: Payment) => (await storage.payments.findById(payment.id)) as Payment;

  it('notifies payment.completed once for a COMPLETE, however often it is replayed', async () => {
    const payment = await aPaymentOf();
    await notify(verdict(payment, 'COMPLETE'));
    await notify(verdict(payment, 'COMPLETE'));
    expect(notifier.requests).toEqual([
      expect.objectContaining({
        userId,
        kind: 'payment.completed',
        title: 'Payment received: Starter plan (monthly)',
        dedupeKey: `payment.completed:${payment.id}`,
      }),
    ]);
    // As every screen shows a charge, not '351.50 ZAR'.
    expect(notifier.requests[0]?.body).toContain('your payment of R 351.50 for Starter plan (monthly).');
  });

  it('notifies payment.failed for a FAILED, and nothing for a CANCELLED or a failure after completion', async () => {
    const failed = await aPaymentOf();
    await notify(verdict(failed, 'FAILED'));
    await notify(verdict(await aPaymentOf(), 'CANCELLED'));
    const completed = await aPaymentOf();
    await notify(verdict(completed, 'COMPLETE'));
    await notify(verdict(completed, 'FAILED'));
    expect(notifier.requests.map((request) => [request.kind, request.dedupeKey])).toEqual([
      ['payment.failed', `payment.failed:${failed.id}`],
      ['payment.completed', `payment.completed:${completed.id}`],
    ]);
  });

  it('completes the payment on COMPLETE with the gateway reference and its amounts', async () => {
    const payment = await aPaymentOf();
    expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({ kind: 'completed', paymentId: payment.paymentId });

    expect(await stored(payment)).toMatchObject({
      status: 'completed',
      verificationStatus: 'verified',
      pfPaymentId: 'PF-77',
      bidsAllocated: 50,
    });
    expect((await stored(payment)).gatewayData).toEqual({
      payment_status: 'COMPLETE',
      pf_payment_id: 'PF-77',
      amount_gross: '351.50',
      amount_fee: '-8.09',
      amount_net: '343.41',
    });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('grants the bids once when the same notification arrives ten times at once', async () => {
    const payment = await aPaymentOf();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => notify(verdict(payment, 'COMPLETE'))));

    expect(outcomes.filter((o) => o.kind === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'replayed')).toHaveLength(9);
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
    expect((await storage.ledger.entries(userId)).filter((e) => e.kind === 'plan_grant')).toHaveLength(1);
  });

  it('grants an add-on pack as extra bids', async () => {
    const pack = (await storage.addons.list()).find((p) => p.quantity === 200);
    const payment = await aPaymentOf({
      kind: 'addon',
      addonPackId: pack?.id ?? '',
      billingType: 'one_time',
      sold: { bids: 200 },
    });
    await notify(verdict(payment, 'COMPLETE'));

    expect(await storage.ledger.balance(userId)).toEqual({ plan: 0, extra: 200 });
  });

  it.each([
    ['one cent short', 35_149],
    ['one cent over', 35_151],
    ['nothing', 0],
  ])(
    'grants nothing when the amount is %s, marks verification failed and keeps the attempt',
    async (_case, amountMinor) => {
      const payment = await aPaymentOf();
      const outcome = await notify(verdict(payment, 'COMPLETE', amountMinor));

      expect(outcome).toMatchObject({ kind: 'amount_mismatch', paymentId: payment.paymentId, expected: '351.50' });
      const after = await stored(payment);
      expect(after).toMatchObject({
        status: 'pending',
        verificationStatus: 'failed',
        pfPaymentId: null,
        bidsAllocated: 0,
      });
      expect(after.gatewayData.rejected_notifications).toEqual({
        'PF-77': expect.objectContaining({
          payment_status: 'COMPLETE',
          pf_payment_id: 'PF-77',
          reason: expect.stringContaining('351.50'),
        }),
      });
      expect(after.gatewayData).not.toHaveProperty('payment_status');
      expect(await storage.ledger.entries(userId)).toEqual([]);
      // The right amount afterwards still completes it.
      expect((await notify(verdict(payment, 'COMPLETE'))).kind).toBe('completed');
    },
  );

  it.each([
    ['FAILED', 'failed'],
    ['CANCELLED', 'cancelled'],
  ] as const)(
    'closes the payment on %s without granting, and a later COMPLETE is kept for an admin, not granted',
    async (status, closed) => {
      const payment = await aPaymentOf();
      expect(await notify(verdict(payment, status))).toEqual({ kind: closed, paymentId: payment.paymentId });
      expect(await stored(payment)).toMatchObject({
        status: closed,
        verificationStatus: 'verified',
        gatewayData: { payment_status: status },
      });

      expect(await notify(verdict(payment, status))).toEqual({
        kind: 'replayed',
        paymentId: payment.paymentId,
        status: closed,
      });
      expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({
        kind: 'not_pending',
        paymentId: payment.paymentId,
        status: closed,
        gatewayStatus: 'COMPLETE',
      });
      expect(await stored(payment)).toMatchObject({
        status: closed,
        gatewayData: { unapplied_notifications: { 'PF-77': { payment_status: 'COMPLETE' } } },
      });
      expect(await storage.ledger.entries(userId)).toEqual([]);
    },
  );

  it("completes, once, a payment the buyer's cancel return closed when the gateway's verified COMPLETE comes after: money was taken", async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', { gatewayData: { cancelled_by: 'buyer' } });

    expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({ kind: 'completed', paymentId: payment.paymentId });
    expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({
      kind: 'replayed',
      paymentId: payment.paymentId,
      status: 'completed',
    });
    expect(await stored(payment)).toMatchObject({
      status: 'completed',
      verificationStatus: 'verified',
      gatewayData: { cancelled_by: 'buyer', payment_status: 'COMPLETE' },
    });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('completes, once, a checkout closed as abandoned when the verified COMPLETE comes after all', async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', {
      gatewayData: { cancelled_by: 'expiry', cancelled_at: '2026-03-02T10:00:00.000Z' },
    });

    expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({ kind: 'completed', paymentId: payment.paymentId });
    expect(await notify(verdict(payment, 'COMPLETE'))).toMatchObject({ kind: 'replayed', status: 'completed' });
    expect(await stored(payment)).toMatchObject({ status: 'completed', gatewayData: { cancelled_by: 'expiry' } });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('leaves a checkout closed as abandoned cancelled on a FAILED', async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', {
      gatewayData: { cancelled_by: 'expiry' },
    });

    expect(await notify(verdict(payment, 'FAILED'))).toMatchObject({ kind: 'not_pending', status: 'cancelled' });
    expect((await stored(payment))?.status).toBe('cancelled');
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('keeps for an admin a COMPLETE it cannot grant for a payment the buyer cancelled, and leaves it cancelled', async () => {
    const payment = await aPaymentOf({ kind: 'plan', planId: 'deleted-long-ago', billingType: 'monthly', sold: null });
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', { gatewayData: { cancelled_by: 'buyer' } });

    expect(await notify(verdict(payment, 'COMPLETE'))).toMatchObject({ kind: 'not_granted' });
    expect(await stored(payment)).toMatchObject({
      status: 'cancelled',
      gatewayData: { ungranted_notifications: { 'PF-77': { payment_status: 'COMPLETE' } } },
    });
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('does not complete a payment an admin cancelled: the COMPLETE waits beside it for the admin', async () => {
    const payment = await aPaymentOf();
    await storage.payments.transition(payment.id, ['pending'], 'cancelled', {
      gatewayData: { admin_notes: 'refunded by phone' },
    });

    expect(await notify(verdict(payment, 'COMPLETE'))).toEqual({
      kind: 'not_pending',
      paymentId: payment.paymentId,
      status: 'cancelled',
      gatewayStatus: 'COMPLETE',
    });
    expect(await stored(payment)).toMatchObject({
      status: 'cancelled',
      gatewayData: { unapplied_notifications: { 'PF-77': { payment_status: 'COMPLETE' } } },
    });
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('does not undo a completed payment on a later FAILED', async () => {
    const payment = await aPaymentOf();
    await notify(verdict(payment, 'COMPLETE'));
    expect(await notify(verdict(payment, 'FAILED'))).toMatchObject({
      kind: 'not_pending',
      status: 'completed',
      gatewayStatus: 'FAILED',
    });

    expect(await stored(payment)).toMatchObject({ status: 'completed', gatewayData: { payment_status: 'COMPLETE' } });
    expect(await storage.ledger.balance(userId)).toEqual({ plan: 50, extra: 0 });
  });

  it('keeps for an admin a COMPLETE it cannot grant, leaves the payment pending and grants nothing, however often it comes', async () => {
    const payment = await aPaymentOf({ kind: 'plan', planId: 'deleted-long-ago', billingType: 'monthly', sold: null });
    const first = await notify(verdict(payment, 'COMPLETE'));
    const again = await notify(verdict(payment, 'COMPLETE'));

    expect(first).toEqual({
      kind: 'not_granted',
      paymentId: payment.paymentId,
      reason: expect.stringMatching(/^Plan not found/),
    });
    expect(again).toEqual(first);
    expect(await stored(payment)).toMatchObject({
      status: 'pending',
      verificationStatus: 'verified',
      bidsAllocated: 0,
      pfPaymentId: null,
    });
    expect((await stored(payment)).gatewayData.ungranted_notifications).toEqual({
      'PF-77': {
        payment_status: 'COMPLETE',
        pf_payment_id: 'PF-77',
        amount_gross: '351.50',
        amount_fee: '-8.09',
        amount_net: '343.41',
        reason: first.kind === 'not_granted' ? first.reason : '',
      },
    });
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('lets our own failures through, so the route asks for the notification again', async () => {
    const payment = await aPaymentOf();
    const failing = new HandlePaymentNotification(storage.payments, gateway, {
      execute: () => Promise.reject(new Error('database unavailable')),
    });
    gateway.answerNextNotification(verdict(payment, 'COMPLETE'));

    await expect(failing.execute({ fields: FIELDS, sourceIp: '197.97.145.150' })).rejects.toThrow(
      'database unavailable',
    );
    expect(await stored(payment)).toMatchObject({ status: 'pending', gatewayData: {} });
  });

  it('changes nothing on PENDING', async () => {
    const payment = await aPaymentOf();
    expect(await notify(verdict(payment, 'PENDING'))).toEqual({ kind: 'still_pending', paymentId: payment.paymentId });
    expect(await stored(payment)).toEqual(payment);
  });

  it('changes nothing for a notification the gateway rejects', async () => {
    const payment = await aPaymentOf();
    expect(await notify({ valid: false, reason: 'signature mismatch' })).toEqual({
      kind: 'rejected',
      reason: 'signature mismatch',
    });
    expect(await stored(payment)).toEqual(payment);
  });

  it('changes nothing, and asks for the notification again, when the gateway could not confirm it', async () => {
    const payment = await aPaymentOf();
    expect(await notify({ valid: false, reason: 'server confirmation timed out', retryable: true })).toEqual({
      kind: 'unconfirmed',
      reason: 'server confirmation timed out',
    });
    expect(await stored(payment)).toEqual(payment);
  });

  it('changes nothing for an unknown payment', async () => {
    const payment = await aPaymentOf();
    expect(await notify(verdict({ paymentId: 'BP-NOT-OURS' }, 'COMPLETE'))).toEqual({
      kind: 'unknown_payment',
      paymentId: 'BP-NOT-OURS',
    });
    expect(await stored(payment)).toEqual(payment);
    expect(await storage.ledger.entries(userId)).toEqual([]);
  });

  it('passes the fields in order and the source address to the gateway', async () => {
    const seen: unknown[] = [];
    const recording = new HandlePaymentNotification(
      storage.payments,
      { verifyNotification: async (input) => (seen.push(input), { valid: false, reason: 'x' }) },
      { execute: () => Promise.reject(new Error('unused')) },
    );
    const fields = [
      ['m_payment_id', 'BP-1'],
      ['amount_gross', '1.00'],
      ['signature', 's'],
    ] as const;
    await recording.execute({ fields, sourceIp: '41.74.179.200' });

    expect(seen).toEqual([{ fields, sourceIp: '41.74.179.200' }]);
  });
});
