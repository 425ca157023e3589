import { beforeEach, describe, expect, it } from 'vitest';
import type { FixedClock } from '../../../adapters/clock/fixed-clock.js';
import type { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { ownerAndStranger } from '../../../tests/support/payment-owners.js';
import { planItem, type Payment, type PaymentItem } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import { CompletePayment } from './complete-payment.js';
import { CompleteSandboxPayment, SANDBOX_ONLY_MESSAGE } from './complete-sandbox-payment.js';
import { CheckPayment } from './user-payment.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };

describe('the buyer\'s payment use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let owner: User;
  let stranger: User;
  let check: CheckPayment;
  let sandbox: CompleteSandboxPayment;

  beforeEach(async () => {
    ({ clock, storage, owner, stranger } = await ownerAndStranger());
    check = new CheckPayment(storage);
    sandbox = new CompleteSandboxPayment(storage.payments, new CompletePayment(storage, clock, silent), { isSandbox: true }, clock);
  });

  async function aPayment(item?: PaymentItem): Promise<Payment> {
    const professional = await storage.plans.findBySlug('professional');
    if (professional === null) throw new Error('no professional plan');
    return storage.payments.create({ paymentId: `BP-${Math.random()}`, userId: owner.id, item: item ?? planItem(professional, 'annual'), itemName: 'Professional plan (annual)', priceUsdCents: 49_000, amountMinor: 906_500, currency: 'ZAR', paymentMethod: 'payfast' });
  }

  describe('CheckPayment', () => {
    it('finds the owner\'s payment by paymentId or _id, with its plan', async () => {
      const payment = await aPayment();
      const plan = await storage.plans.findBySlug('professional');

      for (const reference of [payment.paymentId, payment.id]) {
        const view = await check.execute({ user: owner, reference });
        expect(view).toEqual({ payment, plan: { id: plan?.id, slug: 'professional', name: 'Professional' }, addonPack: null });
      }
    });

    it('shows an add-on payment with its pack', async () => {
      const pack = (await storage.addons.list())[0];
      const payment = await aPayment({ kind: 'addon', addonPackId: pack?.id ?? '', billingType: 'one_time', sold: { bids: 200 } });
      expect(await check.execute({ user: owner, reference: payment.paymentId })).toMatchObject({ plan: null, addonPack: { id: pack?.id, quantity: 200 } });
    });

    it('answers another user\'s payment exactly like an unknown one', async () => {
      const payment = await aPayment();
      const theirs = check.execute({ user: stranger, reference: payment.paymentId });
      const unknown = check.execute({ user: owner, reference: 'BP-UNKNOWN' });

      await expect(theirs).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
      await expect(unknown).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
    });

    it('never completes a pending payment: it only reads', async () => {
      const payment = await aPayment();
      await check.execute({ user: owner, reference: payment.paymentId });
      expect(await storage.payments.findById(payment.id)).toEqual(payment);
    });
  });

  describe('CompleteSandboxPayment', () => {
    it('completes the owner\'s pending payment once, marked as not verified by the gateway', async () => {
      const payment = await aPayment();
      const first = await sandbox.execute({ user: owner, reference: payment.paymentId });
      const again = await sandbox.execute({ user: owner, reference: payment.id });

      expect(first.completed).toBe(true);
      expect(first.payment).toMatchObject({ status: 'completed', verificationStatus: 'pending', bidsAllocated: 2400, gatewayData: { manually_completed: true, completion_method: 'sandbox', completed_at: '2026-03-01T10:00:00.000Z' } });
      expect(again).toEqual({ completed: false, payment: first.payment });
      expect(await storage.ledger.balance(owner.id)).toEqual({ plan: 2400, extra: 0 });
    });

    it('lets one of ten concurrent clicks complete it', async () => {
      const payment = await aPayment();
      const results = await Promise.all(Array.from({ length: 10 }, () => sandbox.execute({ user: owner, reference: payment.paymentId })));

      expect(results.filter((r) => r.completed)).toHaveLength(1);
      expect((await storage.ledger.entries(owner.id)).filter((e) => e.kind === 'plan_grant')).toHaveLength(1);
    });

    it('is refused in live mode before anything is looked up or changed', async () => {
      const payment = await aPayment();
      const live = new CompleteSandboxPayment(storage.payments, new CompletePayment(storage, clock, silent), { isSandbox: false }, clock);

      await expect(live.execute({ user: owner, reference: payment.paymentId })).rejects.toMatchObject({ code: 'MANUAL_COMPLETION_UNAVAILABLE', message: SANDBOX_ONLY_MESSAGE });
      await expect(live.execute({ user: owner, reference: 'BP-UNKNOWN' })).rejects.toMatchObject({ code: 'MANUAL_COMPLETION_UNAVAILABLE' });
      expect(await storage.payments.findById(payment.id)).toEqual(payment);
      expect(await storage.ledger.entries(owner.id)).toEqual([]);
    });

    it.each(['failed', 'cancelled'] as const)('refuses a %s payment with a conflict and grants nothing', async (status) => {
      const payment = await aPayment();
      await storage.payments.transition(payment.id, ['pending'], status);

      await expect(sandbox.execute({ user: owner, reference: payment.paymentId })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(status) });
      expect((await storage.payments.findById(payment.id))?.status).toBe(status);
      expect(await storage.ledger.entries(owner.id)).toEqual([]);
    });

    it('refuses another user\'s payment as not found', async () => {
      const payment = await aPayment();
      await expect(sandbox.execute({ user: stranger, reference: payment.paymentId })).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      expect((await storage.payments.findById(payment.id))?.status).toBe('pending');
    });
  });
});
