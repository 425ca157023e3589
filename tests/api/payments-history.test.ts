import { describe, expect, it } from 'vitest';
import type { PaymentHistoryResponse } from '../../contract/payments.js';
import { API_DIALECTS } from '../support/api-harness.js';
import { PAYMENTS, usePaymentsApi } from './payments.fixture.js';

const BUYER_FIELDS = [
  '_id',
  'paymentId',
  'pfPaymentId',
  'status',
  'verificationStatus',
  'kind',
  'planName',
  'plan',
  'addonPack',
  'billingType',
  'amount',
  'currency',
  'bidsAllocated',
  'unlimitedBids',
  'createdAt',
  'completedAt',
  'refundDue',
].sort();

describe.each(API_DIALECTS)('GET /api/payments/history on %s', (dialect) => {
  const { state, aCheckout, verdict, notifyWith, packId } = usePaymentsApi(dialect);
  const history = (query: string, token?: string) =>
    state.api.request<PaymentHistoryResponse>('GET', `${PAYMENTS}/history${query}`, { token });

  /** A checkout a minute after the last one, so newest-first has one answer. */
  async function aPaymentOf(token: string, body: unknown = { planId: 'starter', billingType: 'monthly' }) {
    state.api.deps.clock.advance(60_000);
    return aCheckout(body, token);
  }

  it('answers 401 without a session', async () => {
    const response = await history('');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  it("lists the buyer's own payments newest first, in the buyer's view, and never another user's", async () => {
    const buyer = await state.api.signUp();
    const someoneElse = await state.api.signUp();
    const plan = await aPaymentOf(buyer.token, { planId: 'professional', billingType: 'annual' });
    const theirs = await aPaymentOf(someoneElse.token);
    const pack = await aPaymentOf(buyer.token, { planId: await packId(200), billingType: 'one_time' });
    await notifyWith(verdict(pack.paymentId, pack.amount), pack.paymentId, pack.amount);

    const response = await history('', buyer.token);
    const professional = await state.api.deps.storage.plans.findBySlug('professional');

    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.pagination).toEqual({ current: 1, pages: 1, total: 2, limit: 10 });
    expect(response.body.payments.map((payment) => payment.paymentId)).toEqual([pack.paymentId, plan.paymentId]);
    expect(response.body.payments[0]).toMatchObject({
      kind: 'addon',
      planName: '200 bids add-on pack',
      addonPack: { _id: await packId(200), quantity: 200 },
      plan: null,
      billingType: 'one_time',
      amount: '185.00',
      currency: 'ZAR',
      status: 'completed',
      bidsAllocated: 200,
      unlimitedBids: false,
    });
    expect(response.body.payments[1]).toMatchObject({
      kind: 'plan',
      planName: 'Professional plan (annual)',
      plan: { _id: professional?.id, slug: 'professional', name: 'Professional' },
      billingType: 'annual',
      status: 'pending',
      bidsAllocated: 0,
      unlimitedBids: false,
      completedAt: null,
    });
    expect(JSON.stringify(response.body)).not.toContain(theirs.paymentId);
    expect((await history('', someoneElse.token)).body.payments.map((payment) => payment.paymentId)).toEqual([
      theirs.paymentId,
    ]);
  });

  it('says a completed plan sold unlimited is unlimited, not 0 bids', async () => {
    const buyer = await state.api.signUp();
    const enterprise = await aPaymentOf(buyer.token, { planId: 'enterprise', billingType: 'monthly' });
    await notifyWith(verdict(enterprise.paymentId, enterprise.amount), enterprise.paymentId, enterprise.amount);
    const [payment] = (await history('', buyer.token)).body.payments;
    expect(payment).toMatchObject({ status: 'completed', bidsAllocated: 0, unlimitedBids: true });
  });

  it('carries no gateway data and no notes an admin wrote', async () => {
    const buyer = await state.api.signUp();
    const admin = await state.api.signedIn('admin');
    const { paymentId } = await aPaymentOf(buyer.token);
    const noted = await state.api.request('PATCH', `/api/admin/payments/${paymentId}/status`, {
      token: admin.token,
      body: { status: 'failed', notes: 'Card flagged by the bank: internal only' },
    });
    expect(noted.status).toBe(200);

    const response = await history('', buyer.token);
    const [payment] = response.body.payments;

    expect(payment?.status).toBe('failed');
    expect(Object.keys(payment ?? {}).sort()).toEqual(BUYER_FIELDS);
    expect(JSON.stringify(response.body)).not.toMatch(
      /internal only|admin_notes|gatewayData|payfastData|exchange_rate/,
    );
  });

  it('pages by page and limit, with the default of ten a page', async () => {
    const buyer = await state.api.signUp();
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) made.push((await aPaymentOf(buyer.token)).paymentId);
    const newestFirst = made.reverse();

    const first = await history('', buyer.token);
    const second = await history('?page=2', buyer.token);
    const small = await history('?page=3&limit=5', buyer.token);
    const beyond = await history('?page=4&limit=5', buyer.token);
    const blanks = await history('?page=&limit=', buyer.token);

    expect(first.body.payments.map((payment) => payment.paymentId)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.pagination).toEqual({ current: 1, pages: 2, total: 12, limit: 10 });
    expect(second.body.payments.map((payment) => payment.paymentId)).toEqual(newestFirst.slice(10));
    expect(small.body.payments.map((payment) => payment.paymentId)).toEqual(newestFirst.slice(10, 12));
    expect(small.body.pagination).toEqual({ current: 3, pages: 3, total: 12, limit: 5 });
    expect(beyond.body).toEqual({
      success: true,
      payments: [],
      pagination: { current: 4, pages: 3, total: 12, limit: 5 },
    });
    expect(blanks.body.pagination).toEqual(first.body.pagination);
  });

  it('answers an empty history with no pages', async () => {
    const buyer = await state.api.signUp();
    expect((await history('', buyer.token)).body).toEqual({
      success: true,
      payments: [],
      pagination: { current: 1, pages: 0, total: 0, limit: 10 },
    });
  });

  it.each([
    ['?page=0', 'Invalid request: page: page must be at least 1'],
    ['?page=two', 'Invalid request: page: page must be a number'],
    ['?limit=0', 'Invalid request: limit: limit must be at least 1'],
    ['?limit=51', 'Invalid request: limit: limit must be at most 50'],
    ['?limit=2.5', 'Invalid request: limit: limit must be a whole number'],
    ['?page=0x2', 'Invalid request: page: page must be written in plain digits, like 2'],
    ['?page=1e3', 'Invalid request: page: page must be written in plain digits, like 2'],
    ['?page=%2B2', 'Invalid request: page: page must be written in plain digits, like 2'],
    ['?page=1&page=2', 'Invalid request: page: page must be given once'],
    ['?page=9007199254740993', 'Invalid request: page: page must be at most 1000000'],
    ['?userId=someone-else', expect.stringContaining('userId')],
  ])('refuses %s with 400', async (query, message) => {
    const buyer = await state.api.signUp();
    const response = await history(query, buyer.token);
    expect(response.status).toBe(400);
    const field = /^\?(\w+)=/.exec(query)?.[1];
    expect(response.body).toEqual({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message,
      ...(field !== 'userId' && { field }),
    });
  });
});
