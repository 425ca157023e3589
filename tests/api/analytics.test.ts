import { describe, expect, it } from 'vitest';
import type { BidStatus } from '../../core/domain/bidding/bid.js';
import { aBid as aBidRecord } from '../builders/bids.js';
import { API_DIALECTS } from '../support/api-harness.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

const HOUR = 3_600_000;
let projects = 0;

describe.each(API_DIALECTS)('analytics API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);
  const hoursAgo = (hours: number) => new Date(ctx.api.deps.clock.now().getTime() - hours * HOUR);
  /** A bid of the user submitted `hours` ago; replied `replyAfter` hours after it when given. */
  const aBid = async (
    userId: string,
    status: BidStatus,
    hours: number,
    extra: { replyAfter?: number; skills?: string[] } = {},
  ) => {
    projects += 1;
    const submittedAt = hoursAgo(hours);
    await ctx.api.deps.storage.bids.insertIfAbsent(
      aBidRecord(userId, {
        status,
        amountMinor: 2500,
        proposal: 'Hello',
        marketplaceBidId: String(projects),
        submittedAt,
        skills: extra.skills ?? [],
        repliedAt: extra.replyAfter === undefined ? null : new Date(submittedAt.getTime() + extra.replyAfter * HOUR),
      }),
    );
  };

  describe('GET /api/analytics/funnel', () => {
    it('answers 401 without a session or with a bad token, changing nothing', async () => {
      for (const token of [undefined, 'not-a-token', `${ctx.user.token}x`]) {
        const response = await ctx.api.request('GET', '/api/analytics/funnel', token === undefined ? {} : { token });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    });

    it('answers the signed-in user’s own funnel only, with rates, answer time and every day of the window', async () => {
      const other = await ctx.api.signedIn('user', 'Other Olga');
      await aBid(ctx.user.user.id, 'accepted', 30, { replyAfter: 2, skills: ['PHP'] });
      await aBid(ctx.user.user.id, 'replied', 20, { replyAfter: 5 });
      await aBid(ctx.user.user.id, 'submitted', 10);
      await aBid(ctx.user.user.id, 'rejected', 5);
      await aBid(ctx.user.user.id, 'failed', 4);
      await aBid(ctx.user.user.id, 'held', 3);
      await aBid(ctx.user.user.id, 'accepted', 24 * 40);
      for (let n = 0; n < 5; n += 1) await aBid(other.user.id, 'accepted', 1);
      // Plan bids spent come from the ledger: five bids taken, one given back, and an unlimited debit, which takes none; Olga's are hers.
      const { ledger } = ctx.api.deps.storage;
      for (const owner of [ctx.user.user.id, other.user.id]) {
        await ledger.credit({
          userId: owner,
          kind: 'addon_grant',
          key: `funnel-grant:${owner}`,
          planDelta: 0,
          extraDelta: 10,
        });
        for (let n = 0; n < 5; n += 1) await ledger.debit({ userId: owner, key: `funnel-bid:${n}:${owner}` });
      }
      await ledger.refund({ userId: ctx.user.user.id, debitKey: `funnel-bid:0:${ctx.user.user.id}` });
      await ledger.debit({
        userId: ctx.user.user.id,
        key: `funnel-bid:unlimited:${ctx.user.user.id}`,
        unlimited: true,
      });

      const response = await ctx.api.request('GET', '/api/analytics/funnel?days=7', { token: ctx.user.token });

      expect(response.status).toBe(200);
      const { funnel } = response.body;
      expect(funnel).toMatchObject({
        days: 7,
        stages: { placed: 4, replied: 2, awarded: 1 },
        refused: 1,
        held: 1,
        planBidsSpent: 4,
        rates: { replyRate: 0.5, winRate: 0.25, bidsPerAward: 4, planBidsPerAward: 4 },
        replyTime: {
          replies: 2,
          medianHours: 2,
          p90Hours: 5,
          summary: 'Clients who reply usually write within 2 hours of your bid; 9 in 10 replies come within 5 hours.',
        },
        bestSkills: [],
      });
      expect(funnel.daily).toHaveLength(7);
      expect(funnel.daily.reduce((sum: number, day: { placed: number }) => sum + day.placed, 0)).toBe(4);

      const month = await ctx.api.request('GET', '/api/analytics/funnel', { token: ctx.user.token });
      expect(month.body.funnel).toMatchObject({ days: 30, stages: { placed: 4 } });
      const quarter = await ctx.api.request('GET', '/api/analytics/funnel?days=90', { token: ctx.user.token });
      expect(quarter.body.funnel).toMatchObject({ days: 90, stages: { placed: 5, awarded: 2 } });
      expect(quarter.body.funnel.daily).toHaveLength(90);
    });

    it('answers "—"-able nulls, not zeros, for a user with no bids', async () => {
      const fresh = await ctx.api.signedIn('user', 'Fresh Fiona');
      const response = await ctx.api.request('GET', '/api/analytics/funnel?days=30', { token: fresh.token });
      expect(response.status).toBe(200);
      expect(response.body.funnel.rates).toEqual({
        replyRate: null,
        winRate: null,
        bidsPerAward: null,
        planBidsPerAward: null,
      });
      expect(response.body.funnel.replyTime.summary).toBe(
        'No client has replied in this period yet, so there is no answer time to show.',
      );
    });

    it.each(['0', '14', '31', '365', 'abc', '30.5', '-7', '7&days=30', '%37'])(
      'refuses days=%s with 400 and the error envelope',
      async (days) => {
        const response = await ctx.api.request('GET', `/api/analytics/funnel?days=${days}`, { token: ctx.user.token });
        if (days === '%37') {
          // An encoded 7 is still 7: the query is decoded before it is read.
          expect(response.status).toBe(200);
          return;
        }
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
        expect(response.body.message).toMatch(/days/);
      },
    );

    it('refuses an unknown query parameter, such as another user’s id, and odd spellings of the path', async () => {
      const other = await ctx.api.signedIn('user', 'Other Omar');
      const smuggled = await ctx.api.request('GET', `/api/analytics/funnel?userId=${other.user.id}`, {
        token: ctx.user.token,
      });
      expect(smuggled.status).toBe(400);
      for (const path of ['/api/analytics/funnel/', '/api/Analytics/funnel', '/api/analytics//funnel']) {
        const response = await ctx.api.request('GET', path, { token: ctx.user.token });
        expect(response.status).toBe(404);
      }
    });
  });

  describe('GET /api/admin/analytics/funnel', () => {
    it('answers 401 without a session and 403 for a non-admin', async () => {
      await expectAdminOnly(ctx, 'GET', '/api/admin/analytics/funnel');
    });

    it('answers everyone’s funnel, and the funnel of the users now on one plan', async () => {
      const plan = (await ctx.api.deps.storage.plans.list({ activeOnly: false }))[0];
      if (plan === undefined) throw new Error('the default plans are missing');
      const subscriber = await ctx.api.signedIn('user', 'Sub Scriber');
      await ctx.api.deps.storage.users.update(subscriber.user.id, { currentPlan: plan.slug });
      const stagesOfAll = async () => {
        const response = await ctx.api.request('GET', '/api/admin/analytics/funnel?days=7', { token: ctx.admin.token });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ success: true, plan: null, funnel: { days: 7 } });
        return response.body.funnel.stages as { placed: number; awarded: number };
      };
      const before = await stagesOfAll();
      await aBid(subscriber.user.id, 'accepted', 2, { skills: ['Go'] });
      await aBid(ctx.user.user.id, 'submitted', 2);
      await aBid(ctx.user.user.id, 'rejected', 2);

      const after = await stagesOfAll();
      expect({ placed: after.placed - before.placed, awarded: after.awarded - before.awarded }).toEqual({
        placed: 3,
        awarded: 1,
      });

      const onPlan = await ctx.api.request('GET', `/api/admin/analytics/funnel?days=30&plan=${plan.id}`, {
        token: ctx.admin.token,
      });
      expect(onPlan.status).toBe(200);
      expect(onPlan.body).toMatchObject({
        plan: { id: plan.id, name: plan.name },
        funnel: { days: 30, stages: { placed: 1, awarded: 1 } },
      });
    });

    it('answers 404 for a plan id no plan has, and 400 for bad days or unknown parameters', async () => {
      const unknown = await ctx.api.request('GET', '/api/admin/analytics/funnel?plan=no-such-plan', {
        token: ctx.admin.token,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, errorCode: 'PLAN_NOT_FOUND' });
      for (const query of ['days=1', 'days=', 'plan=', `plan=${'x'.repeat(65)}`, 'scope=all']) {
        const response = await ctx.api.request('GET', `/api/admin/analytics/funnel?${query}`, {
          token: ctx.admin.token,
        });
        if (query === 'days=' || query === 'plan=') {
          // An empty value is an absent one: the defaults answer.
          expect(response.status).toBe(200);
          continue;
        }
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      }
    });
  });
});
