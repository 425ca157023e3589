import { describe, expect, it } from 'vitest';
import { BID_STATUSES, type BidStatus } from '../../core/domain/bidding/bid.js';
import { aBid } from '../builders/bids.js';
import { API_DIALECTS } from '../support/api-harness.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

/** A placed bid of US$25.00 on a project of its own. */
const bidRow = (userId: string, status: BidStatus, submittedAt: Date) =>
  aBid(userId, { status, amountMinor: 2500, submittedAt });

describe.each(API_DIALECTS)('admin stats API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);

  const aBidNow = (userId: string, status: BidStatus) =>
    ctx.api.deps.storage.bids.insertIfAbsent(bidRow(userId, status, ctx.api.deps.clock.now()));

  it('answers 401 without a session and 403 for a non-admin', async () => {
    await expectAdminOnly(ctx, 'GET', '/api/admin/stats');
  });

  it('answers the user and bid counts, the success rate, the health card and the chart shares', async () => {
    const first = await ctx.api.signedIn('user', 'Idle One');
    const second = await ctx.api.signedIn('user', 'Idle Two');
    await ctx.api.deps.storage.users.update(first.user.id, { isActive: false });
    await ctx.api.deps.storage.users.update(second.user.id, { isActive: false, subscriptionStatus: 'active' });
    await ctx.api.deps.storage.users.update(ctx.user.user.id, { subscriptionStatus: 'active' });
    const statuses: BidStatus[] = ['accepted', 'accepted', 'accepted', 'submitted', 'failed', 'rejected'];
    for (const status of statuses) await aBidNow(ctx.user.user.id, status);

    const response = await ctx.api.request('GET', '/api/admin/stats', { token: ctx.admin.token });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      stats: {
        users: { total: 4, active: 2, subscribed: 2, admin: 1 },
        bids: { total: 6, submitted: 1, successful: 3, failed: 1, successRate: 50 },
        health: { score: 85, label: 'Healthy' },
        distribution: {
          successful: { percent: 50, label: '50.0%' },
          submitted: { percent: 16.7, label: '16.7%' },
          failed: { percent: 16.7, label: '16.7%' },
          // The bids in none of the spec's three bars, named, so the chart covers every bid.
          other: { percent: 16.7, label: '16.7%', count: 1, statuses: [{ status: 'rejected', count: 1 }] },
        },
        bidsByStatus: BID_STATUSES.map((status) => ({
          status,
          count: statuses.filter((placed) => placed === status).length,
        })),
      },
    });
  });

  it('drops to Critical when fewer than 30% of users are active and the success rate is under 70', async () => {
    for (let i = 0; i < 4; i += 1) {
      const idle = await ctx.api.signedIn('user', `Idle ${i}`);
      await ctx.api.deps.storage.users.update(idle.user.id, { isActive: false });
    }
    const response = await ctx.api.request('GET', '/api/admin/stats', { token: ctx.admin.token });

    expect(response.body.stats.users).toMatchObject({ total: 8, active: 2 });
    expect(response.body.stats.health).toEqual({ score: 35, label: 'Critical' });
  });
});

describe.each(API_DIALECTS)('admin daily stats API on %s', (dialect) => {
  const DAY = 86_400_000;
  const ctx = useApiWithAdmin(dialect);

  const utcDay = (at: Date) => at.toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(ctx.api.deps.clock.now().getTime() - days * DAY);
  let sequence = 0;
  const aBidAt = (status: BidStatus, submittedAt: Date) =>
    ctx.api.deps.storage.bids.insertIfAbsent(bidRow(ctx.user.user.id, status, submittedAt));
  async function aCompletedPayment(amountMinor: number, completedAt: Date): Promise<void> {
    const payment = await ctx.api.deps.storage.payments.create({
      paymentId: `BP-daily-${++sequence}`,
      userId: ctx.user.user.id,
      item: { kind: 'addon', addonPackId: 'pack', billingType: 'one_time', sold: { bids: 10 } },
      itemName: 'Pack',
      priceUsdCents: 500,
      amountMinor,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    });
    await ctx.api.deps.storage.payments.markCompleted(payment.id, ['pending'], {
      verificationStatus: 'verified',
      bidsAllocated: 10,
      completedAt,
    });
  }

  it('answers 401 without a session and 403 for a non-admin', async () => {
    const anonymous = await ctx.api.request('GET', '/api/admin/stats/daily');
    const regular = await ctx.api.request('GET', '/api/admin/stats/daily?days=7', { token: ctx.user.token });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    expect(regular.status).toBe(403);
    expect(regular.body).toEqual({ success: false, message: 'Admin access required', errorCode: 'FORBIDDEN' });
  });

  it.each(['0', '91', 'abc', '1.5', '-3'])('refuses days=%s with 400', async (days) => {
    const response = await ctx.api.request('GET', `/api/admin/stats/daily?days=${days}`, { token: ctx.admin.token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(response.body.message).toMatch(/days/);
  });

  it('refuses an unknown query parameter', async () => {
    const response = await ctx.api.request('GET', '/api/admin/stats/daily?day=3', { token: ctx.admin.token });
    expect(response.status).toBe(400);
  });

  it('answers 30 zero-filled UTC days ending today by default, and 90 at most', async () => {
    const response = await ctx.api.request('GET', '/api/admin/stats/daily', { token: ctx.admin.token });
    expect(response.status).toBe(200);
    expect(response.body.days).toHaveLength(30);
    expect(response.body.days.at(-1).date).toBe(utcDay(ctx.api.deps.clock.now()));
    expect(response.body.days[0].date).toBe(utcDay(daysAgo(29)));
    const widest = await ctx.api.request('GET', '/api/admin/stats/daily?days=90', { token: ctx.admin.token });
    expect(widest.body.days).toHaveLength(90);
  });

  it('counts bids per day by status and completed payments per day with their ZAR sum', async () => {
    await aBidAt('accepted', daysAgo(0));
    await aBidAt('submitted', daysAgo(0));
    await aBidAt('declined', daysAgo(0));
    await aBidAt('failed', daysAgo(2));
    await aBidAt('rejected', daysAgo(9));
    await aCompletedPayment(35_150, daysAgo(1));
    await aCompletedPayment(90_650, daysAgo(1));
    await aCompletedPayment(10_000, daysAgo(5));

    const response = await ctx.api.request('GET', '/api/admin/stats/daily?days=3', { token: ctx.admin.token });

    expect(response.status).toBe(200);
    const zeroBids = {
      pending: 0,
      submitted: 0,
      replied: 0,
      accepted: 0,
      rejected: 0,
      failed: 0,
      held: 0,
      declined: 0,
      total: 0,
    };
    expect(response.body).toEqual({
      success: true,
      days: [
        { date: utcDay(daysAgo(2)), bids: { ...zeroBids, failed: 1, total: 1 }, payments: { count: 0, amountZar: 0 } },
        { date: utcDay(daysAgo(1)), bids: zeroBids, payments: { count: 2, amountZar: 1258 } },
        {
          date: utcDay(daysAgo(0)),
          // The declined draft is counted by status, but in no total of bids.
          bids: { ...zeroBids, accepted: 1, submitted: 1, declined: 1, total: 2 },
          payments: { count: 0, amountZar: 0 },
        },
      ],
    });
  });
});
