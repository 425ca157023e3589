import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaymentGateway } from '../../adapters/testing/fake-payment-gateway.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';
import { PAYMENTS, usePaymentsApi } from './payments.fixture.js';

describe.each(API_DIALECTS)('payments API on %s', (dialect) => {
  const { state, createPayment, aCheckout, verdict, notifyWith, me, packId, stored } = usePaymentsApi(dialect);

  it.each([
    ['POST', `${PAYMENTS}/create-payment`],
    ['POST', `${PAYMENTS}/verify-payment`],
    ['GET', `${PAYMENTS}/status/BP-1`],
    ['POST', `${PAYMENTS}/complete-simple/BP-1`],
    ['POST', `${PAYMENTS}/cancel/BP-1`],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const response = await state.api.request(method, path, {
      body: method === 'POST' ? { paymentId: 'BP-1' } : undefined,
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  describe('POST /create-payment', () => {
    it('stores a pending ZAR payment and answers the gateway form in signature order, with our URLs', async () => {
      const response = await createPayment({ planId: 'professional', billingType: 'monthly' });

      expect(response.status).toBe(201);
      const { paymentId } = response.body;
      expect(response.body).toEqual({
        success: true,
        paymentId: expect.stringMatching(/^BP-/),
        redirectUrl: 'https://gateway.test/eng/process',
        paymentData: expect.any(Object),
      });
      expect(Object.entries(response.body.paymentData)).toEqual([
        ['return_url', `http://localhost:3000/payment/success?payment_id=${paymentId}`],
        ['cancel_url', `http://localhost:3000/payment/cancel?payment_id=${paymentId}`],
        ['notify_url', 'http://localhost:3000/api/payments/notify'],
        ['m_payment_id', paymentId],
        ['amount', '906.50'],
        ['item_name', 'Professional plan (monthly)'],
        ['signature', 'fake-signature'],
      ]);
      expect(await stored(paymentId)).toMatchObject({
        userId: state.buyer.user.id,
        status: 'pending',
        amountMinor: 90_650,
        priceUsdCents: 4900,
        currency: 'ZAR',
        paymentMethod: 'payfast',
      });
      expect(state.api.deps.paymentGateway.checkouts.at(-1)?.order).toMatchObject({
        userId: state.buyer.user.id,
        itemKind: 'plan',
        billingType: 'monthly',
      });
    });

    it('takes a plan _id too, and an add-on pack _id with one_time', async () => {
      const plan = await state.api.deps.storage.plans.findBySlug('starter');
      const byId = await createPayment({ planId: plan?.id, billingType: 'annual' });
      const pack = await createPayment({ planId: await packId(1000), billingType: 'one_time' });

      expect(byId.body.paymentData).toMatchObject({ amount: '3515.00', item_name: 'Starter plan (annual)' });
      expect(pack.body.paymentData).toMatchObject({ amount: '1387.50', item_name: '1000 bids add-on pack' });
    });

    it.each([
      [{ billingType: 'monthly' }, 400, 'VALIDATION_FAILED', 'Invalid request: planId: Plan selection is required'],
      [
        { planId: '   ', billingType: 'monthly' },
        400,
        'VALIDATION_FAILED',
        'Invalid request: planId: Plan selection is required',
      ],
      [
        { planId: 'starter', billingType: 'weekly' },
        400,
        'VALIDATION_FAILED',
        'Invalid request: billingType: billingType must be monthly or annual for a plan, or one_time for an add-on pack',
      ],
      [
        { planId: 'starter', billingType: 'monthly', amount: 1 },
        400,
        'VALIDATION_FAILED',
        expect.stringContaining('amount'),
      ],
      [{ planId: 'platinum', billingType: 'monthly' }, 404, 'PLAN_NOT_FOUND', 'Plan not found'],
      [{ planId: 'starter', billingType: 'one_time' }, 404, 'ADDON_NOT_FOUND', 'Add-on pack not found'],
    ])('refuses %j with %i %s and stores nothing', async (body, status, errorCode, message) => {
      const before = (await state.api.deps.storage.payments.stats({ userId: state.buyer.user.id })).totalPayments;
      const response = await createPayment(body);

      expect(response.status).toBe(status);
      // A refusal about one field names it, as the message does.
      const field = typeof message === 'string' ? /^Invalid request: ([\w.]+): /.exec(message)?.[1] : undefined;
      expect(response.body).toEqual({ success: false, errorCode, message, ...(field !== undefined && { field }) });
      expect((await state.api.deps.storage.payments.stats({ userId: state.buyer.user.id })).totalPayments).toBe(before);
    });

    it('refuses an inactive plan as not found and a free one with directions to the purchase call', async () => {
      const plans = state.api.deps.storage.plans;
      await plans.create({
        slug: 'retired',
        name: 'Retired',
        description: '',
        monthlyPriceCents: 500,
        annualPriceCents: 5000,
        monthlyBids: 1,
        annualBids: 12,
        features: [],
        order: 20,
        popular: false,
        active: false,
      });
      await plans.create({
        slug: 'gratis',
        name: 'Gratis',
        description: '',
        monthlyPriceCents: 0,
        annualPriceCents: 0,
        monthlyBids: 5,
        annualBids: 60,
        features: [],
        order: 21,
        popular: false,
        active: true,
      });

      const inactive = await createPayment({ planId: 'retired', billingType: 'monthly' });
      const free = await createPayment({ planId: 'gratis', billingType: 'annual' });

      expect(inactive.status).toBe(404);
      expect(free.status).toBe(400);
      expect(free.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: expect.stringContaining('POST /api/pricing/purchase'),
      });
    });
  });

  describe('POST /verify-payment and GET /status', () => {
    const verify = (body: unknown, token = state.buyer.token) =>
      state.api.request('POST', `${PAYMENTS}/verify-payment`, { token, body });
    const status = (reference: string, token = state.buyer.token) =>
      state.api.request('GET', `${PAYMENTS}/status/${reference}`, { token });

    it('reports a pending payment as not yet successful, without completing it', async () => {
      const { paymentId } = await aCheckout();
      const verified = await verify({ paymentId, pfPaymentId: null });
      const checked = await status(paymentId);
      const plan = await state.api.deps.storage.plans.findBySlug('professional');
      const payment = await stored(paymentId);

      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        success: false,
        message: 'Payment is being processed. Please wait...',
        errorCode: 'PAYMENT_PENDING',
        payment: {
          _id: payment?.id,
          paymentId,
          pfPaymentId: null,
          status: 'pending',
          verificationStatus: 'pending',
          kind: 'plan',
          planName: 'Professional plan (monthly)',
          plan: { _id: plan?.id, slug: 'professional', name: 'Professional' },
          addonPack: null,
          billingType: 'monthly',
          amount: '906.50',
          currency: 'ZAR',
          bidsAllocated: 0,
          unlimitedBids: false,
          createdAt: payment?.createdAt.toISOString(),
          completedAt: null,
          refundDue: [],
        },
      });
      expect(checked.body).toEqual({ success: true, payment: verified.body.payment });
      expect((await stored(paymentId))?.status).toBe('pending');
    });

    it('reports a completed payment as successful, found by _id too', async () => {
      const { paymentId, amount } = await aCheckout();
      await notifyWith(verdict(paymentId, amount), paymentId, amount);
      const id = (await stored(paymentId))?.id ?? '';
      const verified = await verify({ paymentId: id, pfPaymentId: `PF-${paymentId}` });

      expect(verified.body).toMatchObject({
        success: true,
        message: 'Payment verified and completed successfully!',
        payment: { paymentId, status: 'completed', bidsAllocated: 200, pfPaymentId: `PF-${paymentId}` },
      });
      expect(verified.body.payment.completedAt).toEqual(expect.any(String));
      expect((await status(id)).body).toMatchObject({ success: true, payment: { status: 'completed' } });
    });

    it('reports a failed payment with its message', async () => {
      const { paymentId, amount } = await aCheckout();
      await notifyWith(verdict(paymentId, amount, 'FAILED'), paymentId, amount);

      expect((await verify({ paymentId })).body).toMatchObject({
        success: false,
        errorCode: 'PAYMENT_FAILED',
        message: 'Payment failed. Please try again or contact support.',
        payment: { status: 'failed' },
      });
    });

    it("answers 404 for another user's payment, the same as for an unknown one", async () => {
      const { paymentId } = await aCheckout();
      const responses = [
        await verify({ paymentId }, state.other.token),
        await status(paymentId, state.other.token),
        await status('BP-UNKNOWN'),
      ];

      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Payment not found', errorCode: 'PAYMENT_NOT_FOUND' });
      }
    });

    it('refuses a verify call without a paymentId', async () => {
      const response = await verify({ pfPaymentId: '123' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: 'Invalid request: paymentId: paymentId is required',
      });
    });
  });

  describe('POST /complete-simple/:paymentId', () => {
    const completeSimple = (paymentId: string, token = state.buyer.token) =>
      state.api.request('POST', `${PAYMENTS}/complete-simple/${paymentId}`, { token });

    it("completes the buyer's payment the gateway says was paid, once; a second call changes nothing", async () => {
      const user = await state.api.signUp();
      const { paymentId } = await aCheckout({ planId: 'starter', billingType: 'annual' }, user.token);
      const pfPaymentId = state.api.deps.paymentGateway.pay(paymentId);
      const first = await completeSimple(`${paymentId}?pfPaymentId=${pfPaymentId}`, user.token);
      const second = await completeSimple(paymentId, user.token);

      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        message: 'Payment manually completed!',
        payment: { paymentId, pfPaymentId, status: 'completed', verificationStatus: 'verified', bidsAllocated: 600 },
      });
      expect(second.body).toEqual({ ...first.body, message: 'Payment was already completed' });
      expect(await me(user.token)).toMatchObject({
        availableBids: 600,
        currentPlan: 'starter',
        billingPeriod: 'annual',
      });
      expect(await state.api.deps.storage.ledger.entries(user.user.id)).toHaveLength(1);
      expect((await stored(paymentId))?.gatewayData).toMatchObject({
        confirmed_by: 'gateway_query',
        payment_status: 'COMPLETE',
      });
    });

    it('refuses an unpaid pending payment with 409 PAYMENT_NOT_CONFIRMED and grants nothing', async () => {
      const user = await state.api.signUp();
      const { paymentId } = await aCheckout({ planId: 'enterprise', billingType: 'annual' }, user.token);
      const response = await completeSimple(paymentId, user.token);

      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 'PAYMENT_NOT_CONFIRMED',
        message: expect.stringContaining('not confirmed'),
      });
      expect(await stored(paymentId)).toMatchObject({ status: 'pending', bidsAllocated: 0 });
      expect(await me(user.token)).toMatchObject({ availableBids: 0, currentPlan: null });
      expect(await state.api.deps.storage.ledger.entries(user.user.id)).toEqual([]);
    });

    it("refuses a payment with another payment's gateway reference: the buyer's own cheaper pack, paid", async () => {
      const user = await state.api.signUp();
      const { paymentId } = await aCheckout({ planId: 'enterprise', billingType: 'annual' }, user.token);
      const { paymentId: packPaymentId } = await aCheckout(
        { planId: await packId(200), billingType: 'one_time' },
        user.token,
      );
      const packPf = state.api.deps.paymentGateway.pay(packPaymentId);

      expect((await completeSimple(`${paymentId}?pfPaymentId=${packPf}`, user.token)).status).toBe(409);
      expect((await stored(paymentId))?.status).toBe('pending');
      expect(await me(user.token)).toMatchObject({ currentPlan: null });
    });

    it("grants once when the gateway's notification and ten clicks race for the same paid payment", async () => {
      const user = await state.api.signUp();
      const { paymentId, amount } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
      const pfPaymentId = state.api.deps.paymentGateway.pay(paymentId);
      const clicks = Array.from({ length: 10 }, () =>
        completeSimple(`${paymentId}?pfPaymentId=${pfPaymentId}`, user.token),
      );
      const [notified, ...answers] = await Promise.all([
        notifyWith(verdict(paymentId, amount), paymentId, amount),
        ...clicks,
      ]);

      expect(notified.status).toBe(200);
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(
        answers.filter((answer) => answer.body.message === 'Payment manually completed!').length,
      ).toBeLessThanOrEqual(1);
      expect(
        (await state.api.deps.storage.ledger.entries(user.user.id)).filter((entry) => entry.kind === 'plan_grant'),
      ).toHaveLength(1);
      expect(await me(user.token)).toMatchObject({ availableBids: 50 });
    });

    it("refuses a failed payment with 409 and another user's with 404", async () => {
      const { paymentId, amount } = await aCheckout();
      const { paymentId: pendingId } = await aCheckout();
      await notifyWith(verdict(paymentId, amount, 'FAILED'), paymentId, amount);

      const failed = await completeSimple(paymentId);
      const theirs = await completeSimple(pendingId, state.other.token);

      expect(failed.status).toBe(409);
      expect(failed.body).toMatchObject({
        success: false,
        errorCode: 'CONFLICT',
        message: expect.stringContaining('failed'),
      });
      expect(theirs.status).toBe(404);
      expect((await stored(pendingId))?.status).toBe('pending');
    });
  });
});

describe.each(API_DIALECTS)('payments API with a live gateway on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { paymentGateway: new FakePaymentGateway({ isSandbox: false }) });
  });
  afterAll(() => api.close());

  it('refuses manual completion with 403 and leaves the payment pending', async () => {
    const user = await api.signUp();
    const created = await api.request('POST', `${PAYMENTS}/create-payment`, {
      token: user.token,
      body: { planId: 'starter', billingType: 'monthly' },
    });
    const response = await api.request('POST', `${PAYMENTS}/complete-simple/${created.body.paymentId}`, {
      token: user.token,
    });

    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: 'MANUAL_COMPLETION_UNAVAILABLE',
      message: expect.stringContaining('sandbox'),
    });
    expect((await api.deps.storage.payments.findByPaymentId(created.body.paymentId))?.status).toBe('pending');
    expect((await api.request('GET', '/api/auth/me', { token: user.token })).body.user.availableBids).toBe(0);
  });
});
