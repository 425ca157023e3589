import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFY_BODY_LIMIT } from '../../adapters/http/routes/payment-notify.js';
import { API_DIALECTS } from '../support/api-harness.js';
import { FORM, usePaymentsApi } from './payments.fixture.js';

/** POST /api/payments/notify with the fake gateway: what the route does with each verdict and each kind of body. */
describe.each(API_DIALECTS)('payment notifications on %s', (dialect) => {
  const { state, aCheckout, verdict, itnForm, notify, notifyWith, me, packId, stored } = usePaymentsApi(dialect);

  it("completes the payment on a valid notification, grants the plan's bids and answers an empty 200", async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout({ planId: 'starter', billingType: 'monthly' }, user.token);
    const response = await notifyWith(verdict(paymentId, amount), paymentId, amount);

    expect(response.status).toBe(200);
    expect(response.body).toBeUndefined();
    expect(await stored(paymentId)).toMatchObject({
      status: 'completed',
      verificationStatus: 'verified',
      pfPaymentId: `PF-${paymentId}`,
      bidsAllocated: 50,
    });
    expect(await me(user.token)).toMatchObject({
      availableBids: 50,
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
    });
  });

  it('grants the bids once when the same notification arrives ten times at once', async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout({ planId: 'professional', billingType: 'monthly' }, user.token);
    for (let i = 0; i < 10; i += 1) state.api.deps.paymentGateway.answerNextNotification(verdict(paymentId, amount));
    const responses = await Promise.all(Array.from({ length: 10 }, () => notify(itnForm(paymentId, amount))));

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await me(user.token)).availableBids).toBe(200);
    const grants = (await state.api.deps.storage.ledger.entries(user.user.id)).filter(
      (entry) => entry.kind === 'plan_grant',
    );
    expect(grants.map((g) => [g.key, g.planDelta])).toEqual([[`payment:${(await stored(paymentId))?.id}`, 200]]);
  });

  it("adds an add-on pack's bids to the extra bucket", async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout({ planId: await packId(200), billingType: 'one_time' }, user.token);
    expect(amount).toBe('185.00');
    await notifyWith(verdict(paymentId, amount), paymentId, amount);

    expect(await me(user.token)).toMatchObject({ availableBids: 200, extraBids: 200, planBids: 0, planStatus: 'none' });
  });

  it('grants nothing for a wrong amount, a rejected notification, or an unknown payment, and still answers 200', async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    const responses = [
      await notifyWith(verdict(paymentId, '906.49'), paymentId, '906.49'),
      await notifyWith({ valid: false, reason: 'signature mismatch' }, paymentId, amount),
      await notifyWith(verdict('BP-NOT-OURS', amount), 'BP-NOT-OURS', amount),
    ];

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await stored(paymentId)).toMatchObject({
      status: 'pending',
      verificationStatus: 'failed',
      bidsAllocated: 0,
    });
    expect(await stored('BP-NOT-OURS')).toBeNull();
    expect(await state.api.deps.storage.ledger.entries(user.user.id)).toEqual([]);
  });

  it("answers 500 when it cannot process a notification, so the gateway's resend completes the payment later", async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    const payments = state.api.deps.storage.payments;
    const lookup = vi.spyOn(payments, 'findByPaymentId').mockRejectedValueOnce(new Error('database unavailable'));
    try {
      expect((await notifyWith(verdict(paymentId, amount), paymentId, amount)).status).toBe(500);
      expect((await stored(paymentId))?.status).toBe('pending');
    } finally {
      lookup.mockRestore();
    }

    expect((await notifyWith(verdict(paymentId, amount), paymentId, amount)).status).toBe(200);
    expect(await stored(paymentId)).toMatchObject({ status: 'completed', bidsAllocated: 200 });
  });

  it('answers 503 when the gateway could not confirm a notification, and completes the payment on its resend', async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    const unconfirmed = await notifyWith(
      { valid: false, reason: 'server confirmation timed out', retryable: true },
      paymentId,
      amount,
    );

    expect(unconfirmed.status).toBe(503);
    expect((await stored(paymentId))?.status).toBe('pending');
    expect((await notifyWith(verdict(paymentId, amount), paymentId, amount)).status).toBe(200);
    expect((await stored(paymentId))?.status).toBe('completed');
  });

  it.each([
    ['FAILED', 'failed'],
    ['CANCELLED', 'cancelled'],
  ] as const)('closes the payment on %s without granting', async (status, closed) => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    expect((await notifyWith(verdict(paymentId, amount, status), paymentId, amount)).status).toBe(200);

    expect((await stored(paymentId))?.status).toBe(closed);
    expect((await me(user.token)).availableBids).toBe(0);
  });

  it.each([
    ['a malformed JSON body', '{"m_payment_id": ', { 'content-type': 'application/json' }],
    [
      'a JSON body',
      JSON.stringify({ m_payment_id: 'x', payment_status: 'COMPLETE' }),
      { 'content-type': 'application/json' },
    ],
    ['a plain-text body', 'hello', { 'content-type': 'text/plain' }],
    ['an empty form', '', FORM],
  ])('answers %s with 200 without asking the gateway', async (_case, rawBody, headers) => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    state.api.deps.paymentGateway.answerNextNotification(verdict(paymentId, amount));

    expect((await notify(rawBody, headers)).status).toBe(200);
    expect((await stored(paymentId))?.status).toBe('pending');
    // The verdict was not used up: the real notification that follows still gets it.
    await notify(itnForm(paymentId, amount));
    expect((await stored(paymentId))?.status).toBe('completed');
  });

  it('answers a garbage form with 200 and changes nothing', async () => {
    const user = await state.api.signUp();
    const { paymentId } = await aCheckout(undefined, user.token);
    const response = await notify('%%%&&==&m_payment_id=%E0%A4%A&\u0000');

    expect(response.status).toBe(200);
    expect((await stored(paymentId))?.status).toBe('pending');
  });

  /**
   * Sends a notify request of which only `sent` bytes are ever written (the body is never ended)
   * and answers the status the server gave: the server must answer without waiting for the rest.
   */
  function partialNotify(headers: Record<string, string>, sent: number): Promise<number> {
    const { hostname, port } = new URL(state.api.baseUrl);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { hostname, port, method: 'POST', path: '/api/payments/notify', headers: { ...FORM, ...headers } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on('error', reject);
      outgoing.write('m_payment_id=x&'.padEnd(sent, 'a'));
    });
  }

  it('refuses a body that declares more than the limit with 413, before reading it, and asks the gateway nothing', async () => {
    const verifyNotification = vi.spyOn(state.api.deps.paymentGateway, 'verifyNotification');
    try {
      expect(await partialNotify({ 'content-length': String(5 * 1024 * 1024) }, 1024)).toBe(413);
      expect(verifyNotification).not.toHaveBeenCalled();
    } finally {
      verifyNotification.mockRestore();
    }
  });

  it('stops reading a chunked body at the limit and answers 413', async () => {
    expect(await partialNotify({ 'transfer-encoding': 'chunked' }, NOTIFY_BODY_LIMIT + 1024)).toBe(413);
  });

  it('still reads a notification just under the limit', async () => {
    const user = await state.api.signUp();
    const { paymentId, amount } = await aCheckout(undefined, user.token);
    const form = `${itnForm(paymentId, amount)}&padding=`;
    state.api.deps.paymentGateway.answerNextNotification(verdict(paymentId, amount));

    expect((await notify(form.padEnd(NOTIFY_BODY_LIMIT, 'a'))).status).toBe(200);
    expect((await stored(paymentId))?.status).toBe('completed');
  });
});
