import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../core/domain/payments/payment.js';
import { GATEWAY_SPOKE_MESSAGE } from '../../core/use-cases/payments/cancel-payment.js';
import { capturedLog } from '../support/captured-log.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';
import { FORM } from './payments.fixture.js';

const PLANS = '/api/admin/pricing-plans';

/**
 * A paid order is never stranded: a payment keeps what it sells from the moment it is created, so
 * deleting, deactivating or editing the plan afterwards changes nothing it grants, by any of the
 * three ways a payment completes.
 */
describe.each(API_DIALECTS)('a payment keeps what it sells on %s', (dialect) => {
  let api: ApiHarness;
  let admin: SignedIn;
  const { lines: logLines, logger } = capturedLog();
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { logger });
    admin = await api.signedIn('admin');
  });
  afterAll(() => api.close());

  async function aPlan(overrides: Record<string, unknown> = {}) {
    const body = {
      name: `Kept ${randomUUID().slice(0, 8)}`,
      monthlyPriceUsd: 29.99,
      annualPriceUsd: 299,
      monthlyBids: 120,
      annualBids: 1500,
      ...overrides,
    };
    const response = await api.request('POST', PLANS, { token: admin.token, body });
    expect(response.status).toBe(201);
    return response.body.plan as { _id: string; slug: string; name: string };
  }

  async function aCheckout(buyer: SignedIn, planId: string, billingType = 'monthly') {
    const response = await api.request('POST', '/api/payments/create-payment', {
      token: buyer.token,
      body: { planId, billingType },
    });
    expect(response.status).toBe(201);
    return { paymentId: response.body.paymentId as string, amount: response.body.paymentData.amount as string };
  }

  /** The verified COMPLETE notification PayFast would send for it (the fake gateway is told the verdict). */
  function notifyComplete(paymentId: string, amount: string) {
    const pfPaymentId = `PF-${paymentId}`;
    const raw = {
      m_payment_id: paymentId,
      pf_payment_id: pfPaymentId,
      payment_status: 'COMPLETE',
      amount_gross: amount,
      signature: 'sig',
    };
    const details = { pf_payment_id: pfPaymentId, payment_status: 'COMPLETE', amount_gross: amount };
    api.deps.paymentGateway.answerNextNotification({
      valid: true,
      paymentId,
      gatewayPaymentId: pfPaymentId,
      status: 'COMPLETE',
      amountMinor: Math.round(Number(amount) * 100),
      order: null,
      details,
    });
    return api.request('POST', '/api/payments/notify', { rawBody: new URLSearchParams(raw).toString(), headers: FORM });
  }

  const COMPLETIONS = {
    'the gateway notification': async (_buyer: SignedIn, paymentId: string, amount: string) =>
      (await notifyComplete(paymentId, amount)).status,
    // Paid at the gateway, which complete-simple asks before it completes anything.
    'complete-simple': async (buyer: SignedIn, paymentId: string) =>
      (
        await api.request(
          'POST',
          `/api/payments/complete-simple/${paymentId}?pfPaymentId=${api.deps.paymentGateway.pay(paymentId)}`,
          { token: buyer.token },
        )
      ).status,
    'an admin status change': async (_buyer: SignedIn, paymentId: string) =>
      (
        await api.request('PATCH', `/api/admin/payments/${paymentId}/status`, {
          token: admin.token,
          body: { status: 'completed' },
        })
      ).status,
  } as const;
  const HOW = Object.keys(COMPLETIONS) as (keyof typeof COMPLETIONS)[];

  const me = async (buyer: SignedIn) => (await api.request('GET', '/api/auth/me', { token: buyer.token })).body.user;

  it.each(HOW)(
    'completes through %s a payment whose plan an admin deleted while it was pending, granting the bids it sold',
    async (how) => {
      const buyer = await api.signUp();
      const plan = await aPlan();
      const { paymentId, amount } = await aCheckout(buyer, plan.slug);
      const removed = await api.request('DELETE', `${PLANS}/${plan._id}`, { token: admin.token });

      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({
        success: true,
        message: 'Plan deactivated: it has users or payments',
        deactivated: true,
      });
      expect(await COMPLETIONS[how](buyer, paymentId, amount)).toBe(200);
      expect(await api.deps.storage.payments.findByPaymentId(paymentId)).toMatchObject({
        status: 'completed',
        bidsAllocated: 120,
      });
      expect(await me(buyer)).toMatchObject({
        availableBids: 120,
        planBids: 120,
        planStatus: 'active',
        currentPlan: plan.slug,
        billingPeriod: 'monthly',
      });
      expect(await api.deps.storage.plans.findById(plan._id)).toMatchObject({ active: false, slug: plan.slug });
    },
  );

  it.each(HOW)('grants through %s what the payment sold, not what the plan was edited to since', async (how) => {
    const buyer = await api.signUp();
    const plan = await aPlan();
    const { paymentId, amount } = await aCheckout(buyer, plan._id, 'annual');
    const edited = await api.request('PUT', `${PLANS}/${plan._id}`, {
      token: admin.token,
      body: { name: 'Renamed', annualPriceUsd: 1, annualBids: 3, monthlyBids: 3 },
    });

    expect(edited.status).toBe(200);
    expect(await COMPLETIONS[how](buyer, paymentId, amount)).toBe(200);
    expect(await api.deps.storage.payments.findByPaymentId(paymentId)).toMatchObject({
      status: 'completed',
      bidsAllocated: 1500,
      amountMinor: 553_150,
    });
    expect(await me(buyer)).toMatchObject({
      availableBids: 1500,
      planStatus: 'active',
      currentPlan: plan.slug,
      billingPeriod: 'annual',
    });
    const grants = (await api.deps.storage.ledger.entries(buyer.user.id)).filter(
      (entry) => entry.kind === 'plan_grant',
    );
    expect(grants.map((grant) => grant.note)).toEqual([`Plan: ${plan.name} (annual)`]);
  });

  it('grants a deactivated plan bought before it was deactivated exactly once, however many notifications race', async () => {
    const buyer = await api.signUp();
    const plan = await aPlan();
    const { paymentId, amount } = await aCheckout(buyer, plan._id);
    expect(
      (await api.request('PUT', `${PLANS}/${plan._id}`, { token: admin.token, body: { active: false } })).status,
    ).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => notifyComplete(paymentId, amount).then((response) => response.status)),
    );

    expect(statuses).toEqual(Array(6).fill(200));
    expect((await me(buyer)).availableBids).toBe(120);
    const grants = (await api.deps.storage.ledger.entries(buyer.user.id)).filter(
      (entry) => entry.kind === 'plan_grant',
    );
    expect(grants).toHaveLength(1);
  });

  it('records for an admin a notification it cannot grant (a payment from before payments kept their plan), answers 200 and changes nothing else', async () => {
    const buyer = await api.signUp();
    const item = {
      kind: 'plan',
      planId: 'a-plan-deleted-long-ago',
      billingType: 'monthly',
      sold: null,
    } as unknown as PaymentItem;
    const payment = await api.deps.storage.payments.create({
      paymentId: `BP-${randomUUID()}`,
      userId: buyer.user.id,
      item,
      itemName: 'Old plan (monthly)',
      priceUsdCents: 1900,
      amountMinor: 35_150,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    });
    logLines.length = 0;
    const first = await notifyComplete(payment.paymentId, '351.50');
    const resent = await notifyComplete(payment.paymentId, '351.50');

    expect([first.status, resent.status]).toEqual([200, 200]);
    const stored = await api.deps.storage.payments.findById(payment.id);
    expect(stored).toMatchObject({ status: 'pending', bidsAllocated: 0 });
    // Resent, it is kept once, under its PayFast id.
    expect(stored?.gatewayData.ungranted_notifications).toEqual({
      [`PF-${payment.paymentId}`]: expect.objectContaining({
        payment_status: 'COMPLETE',
        pf_payment_id: `PF-${payment.paymentId}`,
        reason: expect.stringContaining('Plan not found'),
      }),
    });
    expect(await api.deps.storage.ledger.entries(buyer.user.id)).toEqual([]);
    expect(
      logLines.filter(
        (line) => line.level === 40 && line.msg === 'payment notification not granted: an admin must act',
      ),
    ).toHaveLength(2);

    const listed = await api.request('GET', `/api/admin/payments?status=pending&search=${payment.paymentId}`, {
      token: admin.token,
    });
    expect(listed.body.payments).toEqual([
      expect.objectContaining({
        paymentId: payment.paymentId,
        status: 'pending',
        payfastData: expect.objectContaining({ ungranted_notifications: expect.anything() }),
      }),
    ]);
    const closed = await api.request('PATCH', `/api/admin/payments/${payment.paymentId}/status`, {
      token: admin.token,
      body: { status: 'failed', notes: 'Refunded at PayFast' },
    });
    expect(closed.status).toBe(200);
  });

  /** A payment whose plan is long gone: the gateway may take the money, but no rule can grant it. */
  async function anUngrantablePayment(buyer: SignedIn) {
    return api.deps.storage.payments.create({
      paymentId: `BP-${randomUUID()}`,
      userId: buyer.user.id,
      item: {
        kind: 'plan',
        planId: 'a-plan-deleted-long-ago',
        billingType: 'monthly',
        sold: null,
      } as unknown as PaymentItem,
      itemName: 'Old plan (monthly)',
      priceUsdCents: 1900,
      amountMinor: 35_150,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    });
  }

  /** What the buyer's pages do with a payment held for an admin: read it, and try to cancel it. */
  async function buyerLooksAndCancels(buyer: SignedIn, paymentId: string) {
    const status = await api.request('GET', `/api/payments/status/${paymentId}?pfPaymentId=PF-${paymentId}`, {
      token: buyer.token,
    });
    const verified = await api.request('POST', '/api/payments/verify-payment', {
      token: buyer.token,
      body: { paymentId, pfPaymentId: `PF-${paymentId}` },
    });
    const cancelled = await api.request('POST', `/api/payments/cancel/${paymentId}`, { token: buyer.token });
    return { status, verified, cancelled };
  }

  it('keeps a paid payment it cannot grant readable and pending for an admin: the buyer can neither cancel it nor get an error for it', async () => {
    const buyer = await api.signUp();
    const payment = await anUngrantablePayment(buyer);
    expect((await notifyComplete(payment.paymentId, '351.50')).status).toBe(200);
    const { status, verified, cancelled } = await buyerLooksAndCancels(buyer, payment.paymentId);

    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: true, payment: { paymentId: payment.paymentId, status: 'pending' } });
    expect(verified.status).toBe(200);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ success: false, message: GATEWAY_SPOKE_MESSAGE, errorCode: 'CONFLICT' });
    const stored = await api.deps.storage.payments.findById(payment.id);
    expect(stored).toMatchObject({ status: 'pending', verificationStatus: 'verified', bidsAllocated: 0 });
    expect(stored?.gatewayData).not.toHaveProperty('cancelled_by');
    const pending = await api.request('GET', `/api/admin/payments?status=pending&search=${payment.paymentId}`, {
      token: admin.token,
    });
    expect(pending.body.payments).toHaveLength(1);
  });

  it("holds for an admin a payment the gateway's query answer says was paid but no rule can grant, as the notification would", async () => {
    const buyer = await api.signUp();
    const payment = await anUngrantablePayment(buyer);
    logLines.length = 0;
    api.deps.paymentGateway.answerNextQuery({
      known: true,
      paymentId: payment.paymentId,
      gatewayPaymentId: `PF-${payment.paymentId}`,
      status: 'COMPLETE',
      amountMinor: 35_150,
      details: { payment_status: 'COMPLETE' },
    });
    const { status, verified, cancelled } = await buyerLooksAndCancels(buyer, payment.paymentId);

    expect([status.status, verified.status, cancelled.status]).toEqual([200, 200, 409]);
    expect(status.body.payment).toMatchObject({ status: 'pending' });
    const stored = await api.deps.storage.payments.findById(payment.id);
    expect(stored).toMatchObject({ status: 'pending', verificationStatus: 'verified', bidsAllocated: 0 });
    expect(Object.values(stored?.gatewayData.ungranted_notifications ?? {})).toEqual([
      expect.objectContaining({ confirmed_by: 'gateway_query', reason: expect.stringContaining('Plan not found') }),
    ]);
    expect(await api.deps.storage.ledger.entries(buyer.user.id)).toEqual([]);
    // Told once, when it was held; the pages' later looks read it as it stands.
    expect(logLines.filter((line) => line.msg === 'payment held: an admin must act')).toHaveLength(1);
  });
});
