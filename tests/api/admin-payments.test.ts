import { randomUUID } from 'node:crypto';
import { aPayment } from '../builders/payments.js';
import { describe, expect, it } from 'vitest';
import {
  addonItem as itemOfPack,
  planItem as itemOfPlan,
  type PaymentItem,
  type PaymentMethod,
} from '../../core/domain/payments/payment.js';
import { API_DIALECTS } from '../support/api-harness.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

const BASE = '/api/admin/payments';

describe.each(API_DIALECTS)('admin payments API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect, 'Paula Payer');

  const planItem = async (slug: string, billingType: 'monthly' | 'annual' = 'monthly'): Promise<PaymentItem> => {
    const plan = await ctx.api.deps.storage.plans.findBySlug(slug);
    if (plan === null) throw new Error(`no plan ${slug}`);
    return itemOfPlan(plan, billingType);
  };
  const addonItem = async (quantity: number): Promise<PaymentItem> => {
    const pack = (await ctx.api.deps.storage.addons.list()).find((candidate) => candidate.quantity === quantity);
    if (pack === undefined) throw new Error(`no pack of ${quantity}`);
    return itemOfPack(pack);
  };

  async function aPaymentOf(
    options: {
      userId?: string;
      item?: PaymentItem;
      amountMinor?: number;
      paymentMethod?: PaymentMethod;
      itemName?: string;
    } = {},
  ) {
    ctx.api.deps.clock.advance(1000);
    const { userId = ctx.user.user.id, item = await planItem('starter'), ...overrides } = options;
    // A random reference: the database outlives this file's builder sequence.
    return ctx.api.deps.storage.payments.create(
      aPayment(userId, { paymentId: `BP-${randomUUID()}`, item, ...overrides }),
    );
  }

  const patchStatus = (reference: string, body: unknown, token = ctx.admin.token) =>
    ctx.api.request('PATCH', `${BASE}/${reference}/status`, { token, body });

  it.each([
    ['GET', BASE],
    ['PATCH', `${BASE}/some-payment/status`],
  ])('%s %s answers 401 without a session and 403 for a non-admin', async (method, path) => {
    await expectAdminOnly(ctx, method, path, method === 'GET' ? undefined : { status: 'completed' });
  });

  it('a non-admin cannot complete even their own payment', async () => {
    const payment = await aPaymentOf();
    const response = await patchStatus(payment.id, { status: 'completed' }, ctx.user.token);

    expect(response.status).toBe(403);
    expect((await ctx.api.deps.storage.payments.findById(payment.id))?.status).toBe('pending');
  });

  describe('GET', () => {
    it('answers a page of payments in the admin shape, with pagination and stats', async () => {
      const payment = await aPaymentOf({ amountMinor: 90_650 });
      const response = await ctx.api.request('GET', `${BASE}?search=${payment.paymentId}`, { token: ctx.admin.token });

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.pagination).toEqual({ current: 1, pages: 1, total: 1, limit: 20 });
      const starter = await ctx.api.deps.storage.plans.findBySlug('starter');
      expect(response.body.payments).toEqual([
        {
          _id: payment.id,
          paymentId: payment.paymentId,
          pfPaymentId: null,
          planId: { _id: starter?.id, name: 'Starter' },
          planName: 'Starter (monthly)',
          billingType: 'monthly',
          amount: 906.5,
          currency: 'ZAR',
          status: 'pending',
          paymentMethod: 'payfast',
          createdAt: payment.createdAt.toISOString(),
          updatedAt: payment.updatedAt.toISOString(),
          verificationStatus: 'pending',
          bidsAllocated: 0,
          unlimitedBids: false,
          userId: {
            _id: ctx.user.user.id,
            name: 'Paula Payer',
            email: ctx.user.user.email,
            planStatus: 'none',
            currentPlan: null,
            availableBids: 0,
            unlimitedBids: false,
          },
          payfastData: {
            payment_status: null,
            completed_at: null,
            manually_completed: false,
            admin_notes: null,
            admin_updated_at: null,
            cancelled_by: null,
            cancelled_at: null,
          },
          // Charges PayFast took that this payment did not apply: none here.
          extraCharges: [],
        },
      ]);
      expect(Object.keys(response.body.stats).sort()).toEqual(
        [
          'cancelledPayments',
          'completedPayments',
          'failedPayments',
          'pendingPayments',
          'successRate',
          'totalAmount',
          'totalPayments',
        ].sort(),
      );
    });

    it('filters by status and method, searches the user case-insensitively, and pages newest first', async () => {
      const other = await ctx.api.signedIn('user', 'Zed Searchable');
      const card = await aPaymentOf({ userId: other.user.id, paymentMethod: 'card' });
      const bank = await aPaymentOf({ userId: other.user.id, paymentMethod: 'bank_transfer' });
      await ctx.api.deps.storage.payments.transition(bank.id, ['pending'], 'failed');

      const byName = await ctx.api.request('GET', `${BASE}?search=zED%20search`, { token: ctx.admin.token });
      const byEmail = await ctx.api.request(
        'GET',
        `${BASE}?search=${encodeURIComponent(other.user.email.toUpperCase())}`,
        { token: ctx.admin.token },
      );
      const failedBank = await ctx.api.request('GET', `${BASE}?search=zed&status=failed&paymentMethod=bank_transfer`, {
        token: ctx.admin.token,
      });
      const paged = await ctx.api.request('GET', `${BASE}?search=zed&page=2&limit=1`, { token: ctx.admin.token });
      const empties = await ctx.api.request('GET', `${BASE}?search=&status=&paymentMethod=&page=&limit=`, {
        token: ctx.admin.token,
      });

      expect(byName.body.payments.map((p: any) => p._id)).toEqual([bank.id, card.id]);
      expect(byEmail.body.pagination.total).toBe(2);
      expect(failedBank.body.payments.map((p: any) => p._id)).toEqual([bank.id]);
      expect(paged.body.payments.map((p: any) => p._id)).toEqual([card.id]);
      expect(paged.body.pagination).toEqual({ current: 2, pages: 2, total: 2, limit: 1 });
      expect(empties.status).toBe(200);
      expect(empties.body.pagination).toMatchObject({ current: 1, limit: 20 });
    });

    it("says a completed unlimited plan's payment and its user are unlimited, where 0 bids would read as none", async () => {
      const buyer = await ctx.api.signedIn('user', 'Una Unlimited');
      const enterprise = await aPaymentOf({ userId: buyer.user.id, item: await planItem('enterprise') });
      const other = await ctx.api.signedIn('user', 'Cora Counted');
      const counted = await aPaymentOf({ userId: other.user.id, item: await planItem('starter') });
      const listed = async (paymentId: string) =>
        (await ctx.api.request('GET', `${BASE}?search=${paymentId}`, { token: ctx.admin.token })).body.payments[0];

      // Not before it completes: a pending payment has granted nothing.
      expect(await listed(enterprise.paymentId)).toMatchObject({
        unlimitedBids: false,
        userId: { unlimitedBids: false },
      });
      const completed = await patchStatus(enterprise.paymentId, { status: 'completed' });
      await patchStatus(counted.paymentId, { status: 'completed' });

      const unlimited = { bidsAllocated: 0, unlimitedBids: true, userId: { availableBids: 0, unlimitedBids: true } };
      expect(completed.body.payment).toMatchObject(unlimited);
      expect(await listed(enterprise.paymentId)).toMatchObject(unlimited);
      expect(await listed(counted.paymentId)).toMatchObject({
        bidsAllocated: 50,
        unlimitedBids: false,
        userId: { availableBids: 50, unlimitedBids: false },
      });
    });

    it('finds a payment by its gateway reference', async () => {
      const payment = await aPaymentOf();
      await ctx.api.deps.storage.payments.markCompleted(payment.id, ['pending'], {
        verificationStatus: 'verified',
        bidsAllocated: 0,
        completedAt: ctx.api.deps.clock.now(),
        pfPaymentId: 'PF-find-me-42',
      });
      const response = await ctx.api.request('GET', `${BASE}?search=pf-FIND-me`, { token: ctx.admin.token });
      expect(response.body.payments.map((p: any) => p._id)).toEqual([payment.id]);
    });

    it('counts stats over all payments: decimal ZAR total of completed ones, the cancelled ones, and a one-decimal success rate of decided payments', async () => {
      const before = (await ctx.api.request('GET', BASE, { token: ctx.admin.token })).body.stats;
      const done = await aPaymentOf({ amountMinor: 12_345 });
      const dropped = await aPaymentOf();
      await aPaymentOf();
      await aPaymentOf();
      await patchStatus(done.id, { status: 'completed' });
      await patchStatus(dropped.id, { status: 'cancelled' });
      const after = (await ctx.api.request('GET', `${BASE}?status=failed`, { token: ctx.admin.token })).body.stats;

      expect(after.totalPayments).toBe(before.totalPayments + 4);
      expect(after.completedPayments).toBe(before.completedPayments + 1);
      expect(after.cancelledPayments).toBe(before.cancelledPayments + 1);
      expect(after.pendingPayments).toBe(before.pendingPayments + 2);
      expect(Math.round((after.totalAmount - before.totalAmount) * 100)).toBe(12_345);
      const decided = after.completedPayments + after.failedPayments + after.cancelledPayments;
      expect(after.successRate).toBe(Math.round((after.completedPayments / decided) * 1000) / 10);
      // Pending payments would have pulled the old rate (completed over all) down.
      expect(after.successRate).not.toBe(Math.round((after.completedPayments / after.totalPayments) * 1000) / 10);
    });

    it('shows a payment of a deleted user or plan with nulls, keeping the plan name', async () => {
      const gone = await ctx.api.signedIn('user', 'Gone Soon');
      const plan = await ctx.api.deps.storage.plans.create({
        slug: `temp-${randomUUID().slice(0, 8)}`,
        name: 'Temp',
        description: '',
        monthlyPriceCents: 100,
        annualPriceCents: 1000,
        monthlyBids: 1,
        annualBids: 12,
        features: [],
        order: 50,
        popular: false,
        active: true,
      });
      const payment = await aPaymentOf({ item: itemOfPlan(plan, 'monthly'), itemName: 'Temp (monthly)' });
      await ctx.api.deps.storage.plans.delete(plan.id);
      const addon = await aPaymentOf({ userId: gone.user.id, item: await addonItem(200), itemName: '200 bids' });

      const response = await ctx.api.request('GET', `${BASE}?search=${payment.paymentId}`, { token: ctx.admin.token });
      expect(response.body.payments[0]).toMatchObject({ planId: null, planName: 'Temp (monthly)' });
      const addonRow = (await ctx.api.request('GET', `${BASE}?search=gone%20soon`, { token: ctx.admin.token })).body
        .payments[0];
      expect(addonRow).toMatchObject({
        _id: addon.id,
        planId: null,
        planName: '200 bids',
        billingType: 'one_time',
        userId: { name: 'Gone Soon' },
      });
    });

    it.each([
      ['an unknown status', 'status=paid', 'status'],
      ['an unknown method', 'paymentMethod=cash', 'paymentMethod'],
      ['a page of 0', 'page=0', 'page'],
      ['a non-numeric page', 'page=abc', 'page'],
      ['a limit over 100', 'limit=500', 'limit'],
      ['a fractional limit', 'limit=2.5', 'limit'],
      ['an unknown parameter', 'sort=asc', 'sort'],
      ['a repeated status', 'status=pending&status=failed', 'status'],
    ])('refuses %s with 400', async (_case, query, field) => {
      const response = await ctx.api.request('GET', `${BASE}?${query}`, { token: ctx.admin.token });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
    });
  });

  describe('PATCH /:paymentId/status', () => {
    it('completes a plan payment by _id: activates the plan, grants its bids and marks it manual', async () => {
      const buyer = await ctx.api.signedIn('user', 'Plan Buyer');
      const payment = await aPaymentOf({ userId: buyer.user.id, item: await planItem('professional') });
      const response = await patchStatus(payment.id, { status: 'completed', notes: 'Paid by EFT' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message: 'Payment status updated successfully' });
      expect(response.body.payment).toMatchObject({
        _id: payment.id,
        status: 'completed',
        verificationStatus: 'verified',
        bidsAllocated: 200,
        userId: { _id: buyer.user.id, planStatus: 'active', currentPlan: 'professional', availableBids: 200 },
        payfastData: {
          manually_completed: true,
          admin_notes: 'Paid by EFT',
          admin_updated_at: ctx.api.deps.clock.now().toISOString(),
          completed_at: ctx.api.deps.clock.now().toISOString(),
        },
      });
      expect(await ctx.api.deps.storage.ledger.balance(buyer.user.id)).toEqual({ plan: 200, extra: 0 });
    });

    it('completes an add-on payment by its paymentId, granting extra bids', async () => {
      const buyer = await ctx.api.signedIn('user', 'Addon Buyer');
      const payment = await aPaymentOf({ userId: buyer.user.id, item: await addonItem(500), itemName: '500 bids' });
      const response = await patchStatus(payment.paymentId, { status: 'completed' });

      expect(response.status).toBe(200);
      expect(response.body.payment).toMatchObject({
        _id: payment.id,
        status: 'completed',
        bidsAllocated: 500,
        userId: { availableBids: 500 },
      });
      expect(await ctx.api.deps.storage.ledger.balance(buyer.user.id)).toEqual({ plan: 0, extra: 500 });
    });

    it('grants the bids once when ten admins complete the same payment at the same time', async () => {
      const buyer = await ctx.api.signedIn('user', 'Race Buyer');
      const payment = await aPaymentOf({ userId: buyer.user.id, item: await planItem('starter') });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => patchStatus(payment.id, { status: 'completed' })),
      );

      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(responses.every((r) => r.body.payment.status === 'completed')).toBe(true);
      const grants = (await ctx.api.deps.storage.ledger.entries(buyer.user.id)).filter(
        (entry) => entry.kind === 'plan_grant',
      );
      expect(grants.map((entry) => [entry.key, entry.planDelta])).toEqual([[`payment:${payment.id}`, 50]]);
      expect(await ctx.api.deps.storage.ledger.balance(buyer.user.id)).toEqual({ plan: 50, extra: 0 });
    });

    it('moves an open payment between pending, failed and cancelled, merging notes', async () => {
      const owner = await ctx.api.signedIn('user', 'Mover');
      const payment = await aPaymentOf({ userId: owner.user.id });
      const failed = await patchStatus(payment.id, { status: 'failed', notes: 'Card declined' });
      ctx.api.deps.clock.advance(60_000);
      const cancelled = await patchStatus(payment.paymentId, { status: 'cancelled' });
      const pending = await patchStatus(payment.id, { status: 'pending', notes: '' });

      expect(failed.body.payment).toMatchObject({ status: 'failed', payfastData: { admin_notes: 'Card declined' } });
      expect(cancelled.body.payment).toMatchObject({
        status: 'cancelled',
        payfastData: { admin_notes: 'Card declined', admin_updated_at: ctx.api.deps.clock.now().toISOString() },
      });
      expect(pending.body.payment).toMatchObject({
        status: 'pending',
        bidsAllocated: 0,
        payfastData: { admin_notes: '' },
      });
      expect(await ctx.api.deps.storage.ledger.entries(owner.user.id)).toEqual([]);
    });

    it('saves notes alone, and writes nothing when neither status nor notes changed', async () => {
      const payment = await aPaymentOf();
      const noted = await patchStatus(payment.id, { status: 'pending', notes: 'Customer called' });
      ctx.api.deps.clock.advance(60_000);
      const unchanged = await patchStatus(payment.id, { status: 'pending', notes: 'Customer called' });
      const noNotes = await patchStatus(payment.id, { status: 'pending' });

      expect(noted.body.payment).toMatchObject({ status: 'pending', payfastData: { admin_notes: 'Customer called' } });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toMatchObject({ success: true, message: 'Payment status updated successfully' });
      expect(unchanged.body.payment.updatedAt).toBe(noted.body.payment.updatedAt);
      expect(noNotes.body.payment.updatedAt).toBe(noted.body.payment.updatedAt);
    });

    it('refuses to change a completed payment with 409, but still takes notes on it', async () => {
      const payment = await aPaymentOf({ item: await addonItem(200) });
      await patchStatus(payment.id, { status: 'completed' });
      const refused = await patchStatus(payment.id, { status: 'failed' });
      const again = await patchStatus(payment.id, { status: 'completed' });
      const notes = await patchStatus(payment.id, { status: 'completed', notes: 'Checked' });

      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: 'A completed payment cannot be changed',
        errorCode: 'CONFLICT',
      });
      expect(again.status).toBe(200);
      expect(notes.body.payment).toMatchObject({
        status: 'completed',
        payfastData: { admin_notes: 'Checked', manually_completed: true },
      });
      expect(
        (await ctx.api.deps.storage.ledger.entries(ctx.user.user.id)).filter((e) => e.key === `payment:${payment.id}`),
      ).toHaveLength(1);
    });

    it('answers 404 for an unknown payment', async () => {
      const response = await patchStatus('no-such-payment', { status: 'completed' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Payment not found', errorCode: 'PAYMENT_NOT_FOUND' });
    });

    it.each([
      ['a missing status', {}, 'status'],
      ['an unknown status', { status: 'refunded' }, 'status'],
      ['a numeric status', { status: 1 }, 'status'],
      ['notes that are not text', { status: 'failed', notes: 42 }, 'notes'],
      ['notes over 1000 characters', { status: 'failed', notes: 'x'.repeat(1001) }, 'notes'],
      ['an unknown field', { status: 'failed', amount: 1 }, 'amount'],
    ])('refuses %s with 400 and changes nothing', async (_case, body, field) => {
      const payment = await aPaymentOf();
      const response = await patchStatus(payment.id, body);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
      expect(await ctx.api.deps.storage.payments.findById(payment.id)).toMatchObject({
        status: 'pending',
        updatedAt: payment.updatedAt,
      });
    });
  });
});
