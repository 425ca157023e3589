import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import type { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import type { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { ownerAndStranger } from '../../../tests/support/payment-owners.js';
import { planItem, type Payment, type PaymentItem } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import { CancelPayment, GATEWAY_SPOKE_MESSAGE } from './cancel-payment.js';
import { CompletePayment } from './complete-payment.js';
import { ActivatePlan } from '../plans/activate-plan.js';
import { CompleteSandboxPayment, SANDBOX_ONLY_MESSAGE } from './complete-sandbox-payment.js';
import { ConfirmWithGateway } from './confirm-with-gateway.js';
import { CheckPayment } from './user-payment.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };

describe("the buyer's payment use cases", () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let owner: User;
  let stranger: User;
  let gateway: FakePaymentGateway;
  let confirm: ConfirmWithGateway;
  let check: CheckPayment;
  let sandbox: CompleteSandboxPayment;
  let cancel: CancelPayment;

  beforeEach(async () => {
    ({ clock, storage, owner, stranger } = await ownerAndStranger());
    gateway = new FakePaymentGateway();
    confirm = new ConfirmWithGateway(
      gateway,
      new CompletePayment(storage, clock, silent, new ActivatePlan(storage, clock)),
      storage.payments,
    );
    check = new CheckPayment(storage, confirm);
    sandbox = new CompleteSandboxPayment(storage.payments, confirm, { isSandbox: true });
    cancel = new CancelPayment(storage.payments, clock);
  });

  /** A pending payment with its checkout at the gateway, nothing paid yet. */
  async function aPaymentOf(item?: PaymentItem, amountMinor = 906_500): Promise<Payment> {
    const professional = await storage.plans.findBySlug('professional');
    if (professional === null) throw new Error('no professional plan');
    const payment = await storage.payments.create(
      aPayment(owner.id, {
        item: item ?? planItem(professional, 'annual'),
        itemName: 'Professional plan (annual)',
        priceUsdCents: 49_000,
        amountMinor,
      }),
    );
    const urls = {
      returnUrl: 'https://bidpilot.test/payment/success',
      cancelUrl: 'https://bidpilot.test/payment/cancel',
      notifyUrl: 'https://bidpilot.test/api/payments/notify',
    };
    const order = { userId: owner.id, itemKind: 'plan', itemId: professional.id, billingType: 'annual' } as const;
    await gateway.createCheckout({
      paymentId: payment.paymentId,
      amountMinor,
      itemName: payment.itemName,
      itemDescription: '',
      buyer: { name: 'Owner', email: 'owner@example.com' },
      order,
      urls,
    });
    return payment;
  }

  const stored = async (payment: Payment) => (await storage.payments.findById(payment.id)) as Payment;
  const planGrants = async () =>
    (await storage.ledger.entries(owner.id)).filter((entry) => entry.kind === 'plan_grant');

  describe('CheckPayment', () => {
    it("finds the owner's payment by paymentId or _id, with its plan", async () => {
      const payment = await aPaymentOf();
      const plan = await storage.plans.findBySlug('professional');

      for (const reference of [payment.paymentId, payment.id]) {
        const { view } = await check.execute({ user: owner, reference });
        expect(view).toEqual({
          payment,
          plan: { id: plan?.id, slug: 'professional', name: 'Professional' },
          addonPack: null,
        });
      }
    });

    it('shows an add-on payment with its pack', async () => {
      const pack = (await storage.addons.list())[0];
      const payment = await aPaymentOf({
        kind: 'addon',
        addonPackId: pack?.id ?? '',
        billingType: 'one_time',
        sold: { bids: 200 },
      });
      expect((await check.execute({ user: owner, reference: payment.paymentId })).view).toMatchObject({
        plan: null,
        addonPack: { id: pack?.id, quantity: 200 },
      });
    });

    it("answers another user's payment exactly like an unknown one, and asks the gateway nothing", async () => {
      const payment = await aPaymentOf();
      const gatewayPaymentId = gateway.pay(payment.paymentId);
      const theirs = check.execute({ user: stranger, reference: payment.paymentId, gatewayPaymentId });
      const unknown = check.execute({ user: owner, reference: 'BP-UNKNOWN' });

      await expect(theirs).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
      await expect(unknown).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
      expect(await stored(payment)).toEqual(payment);
    });

    it('leaves a pending payment the gateway has not confirmed as it is', async () => {
      const payment = await aPaymentOf();
      const checked = await check.execute({ user: owner, reference: payment.paymentId });

      expect(checked.confirmation).toMatchObject({
        kind: 'not_confirmed',
        reason: expect.stringContaining('no gateway payment id'),
      });
      expect(await stored(payment)).toEqual(payment);
      expect(await planGrants()).toEqual([]);
    });

    it("completes a pending payment the gateway says was paid in full, once, through the notification's completion", async () => {
      const payment = await aPaymentOf();
      const gatewayPaymentId = gateway.pay(payment.paymentId);
      const first = await check.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId });
      const again = await check.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId });

      expect(first.confirmation.kind).toBe('completed');
      expect(first.view.payment).toMatchObject({
        status: 'completed',
        verificationStatus: 'verified',
        pfPaymentId: gatewayPaymentId,
        bidsAllocated: 2400,
        gatewayData: { confirmed_by: 'gateway_query', payment_status: 'COMPLETE' },
      });
      expect(again.confirmation.kind).toBe('not_pending');
      expect(await planGrants()).toHaveLength(1);
    });

    it.each([
      ['FAILED', (id: string) => gateway.pay(id, 'FAILED')],
      ['PENDING', (id: string) => gateway.pay(id, 'PENDING')],
    ] as const)('does not complete a payment the gateway says is %s', async (_status, settle) => {
      const payment = await aPaymentOf();
      await check.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId: settle(payment.paymentId) });
      expect(await stored(payment)).toEqual(payment);
      expect(await planGrants()).toEqual([]);
    });

    it("does not complete a payment with another payment's gateway reference (the buyer's own cheaper one, say)", async () => {
      const payment = await aPaymentOf();
      const cheap = await aPaymentOf(undefined, 100);
      const checked = await check.execute({
        user: owner,
        reference: payment.paymentId,
        gatewayPaymentId: gateway.pay(cheap.paymentId),
      });

      expect(checked.confirmation).toMatchObject({
        kind: 'not_confirmed',
        reason: 'the gateway reference belongs to another payment',
      });
      expect(await stored(payment)).toEqual(payment);
    });

    it('does not complete a payment the gateway confirms for another amount, even one cent off', async () => {
      const payment = await aPaymentOf();
      gateway.answerNextQuery({
        known: true,
        paymentId: payment.paymentId,
        gatewayPaymentId: '77',
        status: 'COMPLETE',
        amountMinor: 906_499,
        details: {},
      });
      const checked = await check.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId: '77' });

      expect(checked.confirmation).toMatchObject({ kind: 'not_confirmed', reason: expect.stringContaining('9064.99') });
      expect(await stored(payment)).toEqual(payment);
    });

    it('never completes a cancelled payment, whatever the gateway answers', async () => {
      const payment = await aPaymentOf();
      const gatewayPaymentId = gateway.pay(payment.paymentId);
      await cancel.execute({ user: owner, reference: payment.paymentId });
      const checked = await check.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId });

      expect(checked.view.payment.status).toBe('cancelled');
      expect(await planGrants()).toEqual([]);
    });
  });

  describe('CompleteSandboxPayment', () => {
    it('refuses a pending payment the gateway has not confirmed, and changes nothing', async () => {
      const payment = await aPaymentOf();

      await expect(sandbox.execute({ user: owner, reference: payment.paymentId })).rejects.toMatchObject({
        code: 'PAYMENT_NOT_CONFIRMED',
        details: { reason: expect.stringMatching(/\S/) },
      });
      expect(await stored(payment)).toEqual(payment);
      expect(await storage.ledger.entries(owner.id)).toEqual([]);
    });

    it("completes the owner's payment the gateway says was paid, once; a second call changes nothing", async () => {
      const payment = await aPaymentOf();
      const gatewayPaymentId = gateway.pay(payment.paymentId);
      const first = await sandbox.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId });
      const again = await sandbox.execute({ user: owner, reference: payment.id });

      expect(first.completed).toBe(true);
      expect(first.payment).toMatchObject({ status: 'completed', verificationStatus: 'verified', bidsAllocated: 2400 });
      expect(again).toMatchObject({ completed: false, payment: first.payment });
      expect(await storage.ledger.balance(owner.id)).toEqual({ plan: 2400, extra: 0 });
    });

    it('lets one of ten concurrent clicks complete it', async () => {
      const payment = await aPaymentOf();
      const gatewayPaymentId = gateway.pay(payment.paymentId);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          sandbox.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId }),
        ),
      );

      expect(results.filter((r) => r.completed)).toHaveLength(1);
      expect(await planGrants()).toHaveLength(1);
    });

    it('is refused in live mode before anything is looked up or changed', async () => {
      const payment = await aPaymentOf();
      const live = new CompleteSandboxPayment(storage.payments, confirm, { isSandbox: false });

      await expect(
        live.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId: gateway.pay(payment.paymentId) }),
      ).rejects.toMatchObject({ code: 'MANUAL_COMPLETION_UNAVAILABLE', message: SANDBOX_ONLY_MESSAGE });
      await expect(live.execute({ user: owner, reference: 'BP-UNKNOWN' })).rejects.toMatchObject({
        code: 'MANUAL_COMPLETION_UNAVAILABLE',
      });
      expect(await stored(payment)).toEqual(payment);
      expect(await storage.ledger.entries(owner.id)).toEqual([]);
    });

    it.each(['failed', 'cancelled'] as const)(
      'refuses a %s payment with a conflict and grants nothing, even one the gateway says was paid',
      async (status) => {
        const payment = await aPaymentOf();
        const gatewayPaymentId = gateway.pay(payment.paymentId);
        await storage.payments.transition(payment.id, ['pending'], status);

        await expect(
          sandbox.execute({ user: owner, reference: payment.paymentId, gatewayPaymentId }),
        ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(status) });
        expect((await stored(payment)).status).toBe(status);
        expect(await storage.ledger.entries(owner.id)).toEqual([]);
      },
    );

    it("refuses another user's payment as not found", async () => {
      const payment = await aPaymentOf();
      await expect(
        sandbox.execute({
          user: stranger,
          reference: payment.paymentId,
          gatewayPaymentId: gateway.pay(payment.paymentId),
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      expect((await stored(payment)).status).toBe('pending');
    });
  });

  describe('CancelPayment', () => {
    it("cancels the owner's pending payment, marked as the buyer's, once", async () => {
      const payment = await aPaymentOf();
      const first = await cancel.execute({ user: owner, reference: payment.paymentId });
      const again = await cancel.execute({ user: owner, reference: payment.id });

      expect(first).toMatchObject({
        cancelled: true,
        payment: {
          status: 'cancelled',
          gatewayData: { cancelled_by: 'buyer', cancelled_at: '2026-03-01T10:00:00.000Z' },
        },
      });
      expect(again).toEqual({ cancelled: false, payment: first.payment });
    });

    it('refuses a completed or failed payment with a conflict and changes nothing', async () => {
      for (const status of ['completed', 'failed'] as const) {
        const payment = await aPaymentOf();
        if (status === 'completed')
          await sandbox.execute({
            user: owner,
            reference: payment.paymentId,
            gatewayPaymentId: gateway.pay(payment.paymentId),
          });
        else await storage.payments.transition(payment.id, ['pending'], 'failed');
        const before = await stored(payment);

        await expect(cancel.execute({ user: owner, reference: payment.paymentId })).rejects.toMatchObject({
          code: 'CONFLICT',
          message: expect.stringContaining(status),
        });
        expect(await stored(payment)).toEqual(before);
      }
    });

    it.each([
      ['confirmed paid but refused a grant', { ungranted_notification: { reason: 'Plan not found' } }, 'verified'],
      ['notified for another amount', { rejected_notification: { reason: 'amount 1.00' } }, 'failed'],
    ] as const)(
      'refuses a pending payment the gateway %s: the money may be taken, and an admin settles it',
      async (_case, gatewayData, verificationStatus) => {
        const payment = await aPaymentOf();
        await storage.payments.transition(payment.id, ['pending'], 'pending', { verificationStatus, gatewayData });
        const before = await stored(payment);

        await expect(cancel.execute({ user: owner, reference: payment.paymentId })).rejects.toMatchObject({
          code: 'CONFLICT',
          message: GATEWAY_SPOKE_MESSAGE,
        });
        expect(await stored(payment)).toEqual(before);
        // Nor does the buyer's look at it ask the gateway again or answer an error.
        gateway.answerNextQuery({ known: false, reason: 'must not be asked' });
        const checked = await check.execute({ user: owner, reference: payment.paymentId });
        expect(checked.confirmation).toMatchObject({ kind: 'held', newly: false });
        expect(checked.view.payment).toEqual(before);
      },
    );

    it("answers another user's payment as not found and leaves it pending", async () => {
      const payment = await aPaymentOf();
      await expect(cancel.execute({ user: stranger, reference: payment.paymentId })).rejects.toMatchObject({
        code: 'PAYMENT_NOT_FOUND',
      });
      expect((await stored(payment)).status).toBe('pending');
    });
  });
});
