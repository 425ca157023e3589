import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { Notification } from '../../domain/notifications/notification.js';
import { planItem, type Payment } from '../../domain/payments/payment.js';
import type { NotificationVerdict } from '../../ports/payment-gateway.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import { Notify } from '../notifications/notify.js';
import { ActivatePlan } from '../plans/activate-plan.js';
import { CompletePayment } from './complete-payment.js';
import { HandlePaymentNotification } from './handle-payment-notification.js';
import { TellRefundDue } from './tell-refund-due.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };
const FIELDS = [['m_payment_id', 'ignored by the fake']] as const;
type Status = Extract<NotificationVerdict, { valid: true }>['status'];

/** Money kept for a refund is told: to its buyer, and to every enabled admin, once per kept charge. */
describe('HandlePaymentNotification: refund notices', () => {
  let storage: InMemoryStorage;
  let gateway: FakePaymentGateway;
  let notifier: Notifier;
  let failNextNotice: boolean;
  let handle: HandlePaymentNotification;
  let buyerId: string;
  let adminIds: string[];
  let disabledAdminId: string;

  beforeEach(async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    gateway = new FakePaymentGateway();
    const notify = new Notify(storage, [], new InMemoryJobQueue(clock), silent, clock);
    failNextNotice = false;
    notifier = {
      notify: async (request) => {
        if (failNextNotice && request.kind === 'payment.refund_due') {
          failNextNotice = false;
          throw new Error('the notifications table is down');
        }
        await notify.notify(request);
      },
    };
    const complete = new CompletePayment(storage, clock, silent, new ActivatePlan(storage, clock), notifier);
    handle = new HandlePaymentNotification(
      storage.payments,
      gateway,
      complete,
      notifier,
      new TellRefundDue(storage.users, notifier),
    );
    await seedDefaults(storage);
    const create = async (email: string, role: 'user' | 'admin') =>
      (await storage.users.create({ name: email, email, passwordHash: 'x', role })).id;
    buyerId = await create('payer@example.com', 'user');
    adminIds = [await create('ops@example.com', 'admin'), await create('finance@example.com', 'admin')];
    disabledAdminId = await create('former@example.com', 'admin');
    await storage.users.update(disabledAdminId, { isActive: false });
  });

  async function aPlanPayment(): Promise<Payment> {
    const starter = await storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    return storage.payments.create(
      aPayment(buyerId, { item: planItem(starter, 'monthly'), itemName: 'Starter plan (monthly)' }),
    );
  }

  function verdict(payment: Payment, pfId: string, status: Status = 'COMPLETE'): NotificationVerdict {
    return {
      valid: true,
      paymentId: payment.paymentId,
      gatewayPaymentId: pfId,
      status,
      amountMinor: 35_150,
      order: null,
      details: { pf_payment_id: pfId, payment_status: status, amount_gross: '351.50' },
    };
  }

  const notify = (answer: NotificationVerdict) => {
    gateway.answerNextNotification(answer);
    return handle.execute({ fields: FIELDS, sourceIp: '197.97.145.150' });
  };
  const refundNotices = async (userId: string): Promise<Notification[]> =>
    (await storage.notifications.list(userId, { page: 1, limit: 100 })).items.filter(
      (notification) => notification.kind === 'payment.refund_due',
    );
  const everyoneTold = async () =>
    Promise.all([buyerId, ...adminIds, disabledAdminId].map(async (id) => (await refundNotices(id)).length));

  it('tells the buyer once that a second charge of a completed payment will be refunded', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    expect(await refundNotices(buyerId)).toEqual([]);

    expect((await notify(verdict(payment, 'PF-2'))).kind).toBe('second_charge');
    expect(await refundNotices(buyerId)).toEqual([
      expect.objectContaining({
        userId: buyerId,
        title: 'We’ll refund a payment: Starter plan (monthly)',
        body:
          'You paid R 351.50 for Starter plan (monthly) a second time, after your first payment for it had ' +
          'gone through, so nothing was added to your account for it. We will refund it to the card or account ' +
          'it came from; you do not need to do anything.',
        link: '/subscription',
        data: {
          paymentId: payment.paymentId,
          item: 'Starter plan (monthly)',
          amountMinor: 35_150,
          currency: 'ZAR',
          gatewayPaymentId: 'PF-2',
        },
      }),
    ]);
  });

  it('tells each enabled admin once, in their own inbox, whom to refund and where the payment is', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    await notify(verdict(payment, 'PF-2'));

    for (const adminId of adminIds)
      expect(await refundNotices(adminId)).toEqual([
        expect.objectContaining({
          userId: adminId,
          title: 'Refund due: R 351.50 to payer@example.com',
          body:
            `payer@example.com was charged R 351.50 for Starter plan (monthly) a second time (payment ` +
            `${payment.paymentId} had completed with gateway payment PF-1), and nothing was added for it. ` +
            'Refund gateway payment PF-2 at the gateway: the payment lists it among its extra charges.',
          link: `/admin/payments?search=${payment.paymentId}`,
          data: expect.objectContaining({ paymentId: payment.paymentId, gatewayPaymentId: 'PF-2' }),
        }),
      ]);
  });

  it('tells the enabled admins only', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    await notify(verdict(payment, 'PF-2'));

    expect(await everyoneTold()).toEqual([1, 1, 1, 0]);
    expect(await refundNotices(disabledAdminId)).toEqual([]);
  });

  it('tells nobody again when the same second charge is sent again, and once more for another charge', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    await notify(verdict(payment, 'PF-2'));
    expect(await notify(verdict(payment, 'PF-2'))).toMatchObject({ kind: 'second_charge' });
    expect(await notify(verdict(payment, 'PF-1'))).toMatchObject({ kind: 'replayed' });
    expect(await everyoneTold()).toEqual([1, 1, 1, 0]);

    await notify(verdict(payment, 'PF-3'));
    expect(await everyoneTold()).toEqual([2, 2, 2, 0]);
    expect((await refundNotices(buyerId)).map((notice) => notice.data.gatewayPaymentId).sort()).toEqual([
      'PF-2',
      'PF-3',
    ]);
  });

  it.each(['cancelled', 'failed'] as const)(
    'tells the buyer and the admins of money that came for a payment %s before it',
    async (status) => {
      const payment = await aPlanPayment();
      await storage.payments.transition(payment.id, ['pending'], status);

      expect(await notify(verdict(payment, 'PF-8'))).toMatchObject({ kind: 'not_pending', status });
      expect(await everyoneTold()).toEqual([1, 1, 1, 0]);
      const [buyerNotice] = await refundNotices(buyerId);
      expect(buyerNotice?.body).toBe(
        'A payment of R 351.50 for Starter plan (monthly) reached us after that checkout was closed, so nothing ' +
          'was added to your account for it. We will refund it to the card or account it came from; you do not ' +
          'need to do anything.',
      );
      const [adminNotice] = await refundNotices(adminIds[0] ?? '');
      expect(adminNotice?.body).toBe(
        `payer@example.com was charged R 351.50 for Starter plan (monthly) after payment ${payment.paymentId} ` +
          `was ${status}, and nothing was added for it. Refund gateway payment PF-8 at the gateway: the payment ` +
          'lists it among its extra charges.',
      );
    },
  );

  it('tells nobody of a FAILED notice kept beside a completed payment: no money was taken', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    expect(await notify(verdict(payment, 'PF-2', 'FAILED'))).toMatchObject({ kind: 'not_pending' });

    expect(await everyoneTold()).toEqual([0, 0, 0, 0]);
  });

  it('tells nobody of a COMPLETE for a payment an admin completed by hand: it may be the very payment', async () => {
    const payment = await aPlanPayment();
    await storage.payments.markCompleted(payment.id, ['pending'], {
      verificationStatus: 'verified',
      bidsAllocated: 50,
      completedAt: new Date('2026-03-01T11:00:00.000Z'),
      gatewayData: { manually_completed: true },
    });

    expect(await notify(verdict(payment, 'PF-5'))).toMatchObject({ kind: 'not_pending', status: 'completed' });
    expect(await everyoneTold()).toEqual([0, 0, 0, 0]);
  });

  it('keeps the charge when telling fails, and tells on the resend that failure asks for', async () => {
    const payment = await aPlanPayment();
    await notify(verdict(payment, 'PF-1'));
    failNextNotice = true;

    await expect(notify(verdict(payment, 'PF-2'))).rejects.toThrow('the notifications table is down');
    expect(
      Object.keys((await storage.payments.findById(payment.id))?.gatewayData.unapplied_notifications ?? {}),
    ).toEqual(['PF-2']);
    expect(await notify(verdict(payment, 'PF-2'))).toMatchObject({ kind: 'second_charge' });
    expect(await everyoneTold()).toEqual([1, 1, 1, 0]);
  });
});
