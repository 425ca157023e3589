import { describe, expect, it } from 'vitest';
import { API_DIALECTS } from '../support/api-harness.js';
import { PAYMENTS, usePaymentsApi } from './payments.fixture.js';

/** The buyer's return from the gateway's Cancel, and what no later call may make of a cancelled checkout. */
describe.each(API_DIALECTS)('cancelled checkouts on %s', (dialect) => {
  const { state, aCheckout, verdict, notifyWith, me, stored } = usePaymentsApi(dialect);
  const cancel = (paymentId: string, token = state.buyer.token) =>
    state.api.request('POST', `${PAYMENTS}/cancel/${paymentId}`, { token });
  const completeSimple = (path: string, token: string) =>
    state.api.request('POST', `${PAYMENTS}/complete-simple/${path}`, { token });
  const verify = (body: unknown, token: string) =>
    state.api.request('POST', `${PAYMENTS}/verify-payment`, { token, body });
  const status = (path: string, token: string) => state.api.request('GET', `${PAYMENTS}/status/${path}`, { token });

  it("records the buyer's pending payment as cancelled, once: the history shows it Cancelled", async () => {
    const user = await state.api.signUp();
    const { paymentId } = await aCheckout({ planId: 'professional', billingType: 'monthly' }, user.token);
    const first = await cancel(paymentId, user.token);
    const again = await cancel(paymentId, user.token);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Payment was cancelled',
      payment: { paymentId, status: 'cancelled', bidsAllocated: 0 },
    });
    expect(again.body).toEqual(first.body);
    expect((await stored(paymentId))?.gatewayData).toMatchObject({ cancelled_by: 'buyer' });
    const history = await state.api.request('GET', `${PAYMENTS}/history`, { token: user.token });
    expect(history.body.payments).toEqual([expect.objectContaining({ paymentId, status: 'cancelled' })]);
  });

  it('then never completes it: not complete-simple, verify or Check Status Now, even with a reference the gateway says was paid', async () => {
    const user = await state.api.signUp();
    const { paymentId } = await aCheckout({ planId: 'enterprise', billingType: 'annual' }, user.token);
    await cancel(paymentId, user.token);
    // A paid reference is the strongest claim a buyer could make; the cancel still stands.
    const pfPaymentId = state.api.deps.paymentGateway.pay(paymentId);

    const simple = await completeSimple(`${paymentId}?pfPaymentId=${pfPaymentId}`, user.token);
    const verified = await verify({ paymentId, pfPaymentId }, user.token);
    const checked = await status(`${paymentId}?pfPaymentId=${pfPaymentId}`, user.token);

    expect(simple.status).toBe(409);
    expect(simple.body).toMatchObject({
      success: false,
      errorCode: 'CONFLICT',
      message: expect.stringContaining('cancelled'),
    });
    expect(verified.body).toMatchObject({
      success: false,
      errorCode: 'PAYMENT_CANCELLED',
      message: 'Payment was cancelled',
      payment: { status: 'cancelled' },
    });
    expect(checked.body).toMatchObject({ success: true, payment: { status: 'cancelled', completedAt: null } });
    expect(await stored(paymentId)).toMatchObject({ status: 'cancelled', bidsAllocated: 0, completedAt: null });
    expect(await me(user.token)).toMatchObject({ availableBids: 0, currentPlan: null, planStatus: 'none' });
    expect(await state.api.deps.storage.ledger.entries(user.user.id)).toEqual([]);
  });

  it("grants when the gateway's verified COMPLETE arrives after the buyer's cancel return: money was taken", async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
    await cancel(paymentId, user.token);

    expect((await notifyWith(verdict(paymentId, amount), paymentId, amount)).status).toBe(200);
    expect(await stored(paymentId)).toMatchObject({ status: 'completed', verificationStatus: 'verified' });
    expect(await me(user.token)).toMatchObject({ availableBids: 50, currentPlan: 'starter' });
  });

  it('refuses a payment the gateway already completed with 409 and leaves it completed', async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
    await notifyWith(verdict(paymentId, amount), paymentId, amount);
    const response = await cancel(paymentId, user.token);

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: 'CONFLICT',
      message: expect.stringContaining('completed'),
    });
    expect((await stored(paymentId))?.status).toBe('completed');
  });

  it("answers 404 for another user's payment, on every buyer call, as for an unknown one, and changes nothing", async () => {
    const { paymentId } = await aCheckout();
    const pfPaymentId = state.api.deps.paymentGateway.pay(paymentId);
    const stranger = state.other.token;
    const responses = [
      await cancel(paymentId, stranger),
      await completeSimple(`${paymentId}?pfPaymentId=${pfPaymentId}`, stranger),
      await verify({ paymentId, pfPaymentId }, stranger),
      await status(`${paymentId}?pfPaymentId=${pfPaymentId}`, stranger),
      await cancel('BP-UNKNOWN', stranger),
    ];

    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Payment not found', errorCode: 'PAYMENT_NOT_FOUND' });
    }
    expect((await stored(paymentId))?.status).toBe('pending');
  });

  it("completes a paid payment on verify or Check Status Now only with the gateway's word, and never an unpaid one", async () => {
    const user = await state.api.signUp();
    const { paymentId: unpaid } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
    const { paymentId: paid } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
    const pfPaymentId = state.api.deps.paymentGateway.pay(paid);

    expect((await verify({ paymentId: unpaid, pfPaymentId: '12345' }, user.token)).body).toMatchObject({
      success: false,
      errorCode: 'PAYMENT_PENDING',
    });
    expect((await status(`${unpaid}?pfPaymentId=12345`, user.token)).body).toMatchObject({
      payment: { status: 'pending' },
    });
    expect((await status(`${paid}?pfPaymentId=${pfPaymentId}`, user.token)).body).toMatchObject({
      payment: { status: 'completed', pfPaymentId },
    });
    expect(await me(user.token)).toMatchObject({ availableBids: 50 });
  });
});
