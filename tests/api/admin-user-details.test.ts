import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { aBid as aBidRecord } from '../builders/bids.js';
import { API_DIALECTS, type ApiHarness, type SignedIn } from '../support/api-harness.js';
import { OAUTH_TOKEN, useAdminUsersApi } from './admin-users.fixture.js';

const BASE = '/api/admin/users';

describe.each(API_DIALECTS)('admin user details and bids API on %s', (dialect) => {
  const { current, aBid, target, adjustments, events, byAdmin } = useAdminUsersApi(dialect);
  let api: ApiHarness;
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(() => {
    ({ api, admin, user } = current());
  });

  describe('GET /api/admin/users/:userId', () => {
    it('shows an admin the pause Freelancer caused and the kinds skipped for the user, never the token', async () => {
      const paused = await target('Paused');
      const { id } = paused.user;
      await api.deps.storage.profiles.save(id, { oauthToken: OAUTH_TOKEN, freelancerUserId: '4242' });
      const message = 'Your account has been limited. Please contact Freelancer support.';
      await api.deps.storage.settings.update(id, {
        isActive: false,
        pause: { code: 'ACCOUNT_LIMITED', message, since: api.deps.clock.now(), until: null },
      });
      await api.deps.storage.settings.addUnbiddableKind(id, 'featured');

      const response = await byAdmin().get(`${BASE}/${id}`);

      expect(response.status).toBe(200);
      expect(response.body.biddingSettings).toMatchObject({
        isActive: false,
        autobidPause: {
          code: 'ACCOUNT_LIMITED',
          message,
          until: null,
          resumesWhen: 'It resumes when you turn autobidding on again.',
        },
        unbiddableKinds: ['featured'],
      });
      expect(JSON.stringify(response.body)).not.toContain(OAUTH_TOKEN);
      // A user never reads another user's details.
      expect((await api.request('GET', `${BASE}/${id}`, { token: user.token })).status).toBe(403);
    });

    it('answers the profile, settings, ten newest bids, bid stats, payments and payment stats, never the token or hash', async () => {
      const detailed = await target('Detailed');
      const { id } = detailed.user;
      const checkedAt = api.deps.clock.now();
      await api.deps.storage.profiles.save(id, {
        oauthToken: OAUTH_TOKEN,
        freelancerUserId: '4242',
        marketplaceAccount: { bidsRemaining: 3, bidLimit: 15, limited: false, checkedAt },
      });
      await api.deps.storage.settings.update(id, { skills: ['PHP'], minBidUsd: 30, timeInterval: '10min' });
      for (let i = 0; i < 11; i += 1)
        await aBid(id, i === 0 ? 'failed' : i === 1 ? 'accepted' : i === 2 ? 'rejected' : 'submitted');
      const newest = await aBid(id, 'submitted', { amountMinor: 9999 });
      const packId = (await api.deps.storage.addons.list())[0]?.id ?? '';
      const payment = await api.deps.storage.payments.create({
        paymentId: `BP-${randomUUID()}`,
        userId: id,
        item: { kind: 'addon', addonPackId: packId, billingType: 'one_time', sold: { bids: 200 } },
        itemName: '200 Bids',
        priceUsdCents: 1000,
        amountMinor: 18_550,
        currency: 'ZAR',
        paymentMethod: 'payfast',
      });
      await api.deps.storage.payments.markCompleted(payment.id, ['pending'], {
        verificationStatus: 'verified',
        bidsAllocated: 200,
        completedAt: api.deps.clock.now(),
      });
      api.deps.clock.advance(1000);
      await api.deps.storage.payments.create({
        paymentId: `BP-${randomUUID()}`,
        userId: id,
        item: { kind: 'addon', addonPackId: packId, billingType: 'one_time', sold: { bids: 200 } },
        itemName: '200 Bids',
        priceUsdCents: 1000,
        amountMinor: 18_550,
        currency: 'ZAR',
        paymentMethod: 'card',
      });

      const response = await byAdmin().get(`${BASE}/${id}`);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        user: {
          _id: id,
          name: 'Detailed',
          role: 'user',
          availableBids: 0,
          unlimitedBids: false,
          subscriptionStatus: 'inactive',
        },
      });
      expect(response.body.biddingSettings).toMatchObject({
        timeInterval: '10min',
        maxBidsThreshold: 25,
        bidOnHourlyProjects: true,
        minBidUsd: 30,
        skills: ['PHP'],
        isActive: false,
      });
      expect(response.body.recentBids).toHaveLength(10);
      expect(response.body.recentBids[0]).toEqual({
        _id: newest.bid.id,
        projectId: newest.bid.projectId,
        projectTitle: newest.bid.projectTitle,
        projectUrl: newest.bid.projectUrl,
        status: 'submitted',
        bidAmount: 99.99,
        currency: 'USD',
        submittedAt: newest.bid.submittedAt.toISOString(),
        errorMessage: null,
        projectType: null,
      });
      expect(response.body.stats).toEqual({
        totalBids: 12,
        submittedBids: 11,
        acceptedBids: 1,
        rejectedBids: 1,
        failedBids: 1,
      });
      expect(response.body.userPayments).toHaveLength(2);
      expect(response.body.userPayments[1]).toEqual({
        _id: payment.id,
        paymentId: payment.paymentId,
        pfPaymentId: null,
        planName: '200 Bids',
        billingType: 'one_time',
        amount: 185.5,
        currency: 'ZAR',
        status: 'completed',
        paymentMethod: 'payfast',
        verificationStatus: 'verified',
        bidsAllocated: 200,
        unlimitedBids: false,
        createdAt: payment.createdAt.toISOString(),
        updatedAt: expect.any(String),
      });
      expect(response.body.userPayments[0]).toMatchObject({ status: 'pending', paymentMethod: 'card' });
      expect(response.body.paymentStats).toEqual({
        totalPayments: 2,
        totalAmount: 185.5,
        completedPayments: 1,
        pendingPayments: 1,
        failedPayments: 0,
        cancelledPayments: 0,
        successRate: 100,
      });
      expect(response.body.marketplaceAccount).toEqual({
        bidsRemaining: 3,
        bidLimit: 15,
        limited: false,
        checkedAt: checkedAt.toISOString(),
      });
      const json = JSON.stringify(response.body);
      expect(json).not.toContain(OAUTH_TOKEN);
      expect(json).not.toMatch(/argon2|passwordHash|oauthToken/);
    });

    it('answers empty lists and zero stats for a new user, and 404 for an unknown one', async () => {
      const fresh = await target('Fresh');
      const response = await byAdmin().get(`${BASE}/${fresh.user.id}`);
      expect(response.body).toMatchObject({
        recentBids: [],
        userPayments: [],
        stats: { totalBids: 0 },
        paymentStats: { totalPayments: 0, totalAmount: 0, successRate: 0 },
        marketplaceAccount: null,
      });

      const unknown = await byAdmin().get(`${BASE}/${randomUUID()}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'User not found', errorCode: 'USER_NOT_FOUND' });
    });
  });

  describe('PATCH /api/admin/users/:userId/bids', () => {
    const patchBids = (id: string, body: unknown) => byAdmin().patch(`${BASE}/${id}/bids`, body);

    it('writes each change as one admin_adjust entry and publishes the live update; the same value writes nothing', async () => {
      const funded = await target('Funded');
      const { id } = funded.user;
      const { seen, stop } = events(id);

      const up = await patchBids(id, { availableBids: 25 });
      expect(up.status).toBe(200);
      expect(up.body).toEqual({
        success: true,
        message: 'Available bids updated successfully',
        user: { _id: id, availableBids: 25 },
      });
      expect(await adjustments(id)).toEqual([
        expect.objectContaining({
          kind: 'admin_adjust',
          planDelta: 0,
          extraDelta: 25,
          key: expect.stringMatching(/^admin-adjust:/),
        }),
      ]);

      expect((await patchBids(id, { availableBids: 10 })).body.user).toEqual({ _id: id, availableBids: 10 });
      expect(await api.deps.storage.ledger.balance(id)).toEqual({ plan: 0, extra: 10 });
      expect((await patchBids(id, { availableBids: 10 })).body.user.availableBids).toBe(10);
      stop();

      expect(await adjustments(id)).toHaveLength(2);
      expect(seen.map((data) => data.availableBids)).toEqual([25, 10]);
      expect((await byAdmin().get(`${BASE}/${id}`)).body.user.availableBids).toBe(10);
    });

    it('takes plan bids first when lowering the count', async () => {
      const planned = await target('Plan Bids');
      await api.deps.storage.ledger.credit({
        userId: planned.user.id,
        kind: 'plan_grant',
        key: `grant:${planned.user.id}`,
        planDelta: 50,
        extraDelta: 0,
      });
      await patchBids(planned.user.id, { availableBids: 60 });
      await patchBids(planned.user.id, { availableBids: 20 });
      expect(await api.deps.storage.ledger.balance(planned.user.id)).toEqual({ plan: 10, extra: 10 });
    });

    it.each([
      [{ availableBids: -1 }, 'Bid count cannot be negative'],
      [{ availableBids: 2.5 }, 'Bid count must be a whole number'],
      [{ availableBids: 10_000_001 }, 'Bid count must be at most 10000000'],
      [{ availableBids: '25' }, 'Invalid request: availableBids: availableBids must be a number'],
      [{ availableBids: null }, 'Invalid request: availableBids: availableBids must be a number'],
      [{}, 'Invalid request: availableBids: availableBids is required'],
      [{ availableBids: 5, note: 'x' }, 'note'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const untouched = await target('Untouched Bids');
      const response = await patchBids(untouched.user.id, body);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
      expect(await api.deps.storage.ledger.entries(untouched.user.id)).toEqual([]);
    });

    it('refuses a malformed JSON body with 400 and answers 404 for an unknown user', async () => {
      const malformed = await api.request('PATCH', `${BASE}/${user.user.id}/bids`, {
        token: admin.token,
        rawBody: '{"availableBids":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ success: false });

      const unknown = await patchBids(randomUUID(), { availableBids: 5 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, message: 'User not found', errorCode: 'USER_NOT_FOUND' });
    });
  });

  describe('GET /api/admin/users/:userId/bids', () => {
    let bidder: SignedIn;
    beforeAll(async () => {
      bidder = await target('Bidder Bee');
      await aBid(bidder.user.id, 'submitted', { title: 'Logo design', amountMinor: 5000 });
      await aBid(bidder.user.id, 'failed', { title: 'LOGO animation', amountMinor: 9000 });
      await aBid(bidder.user.id, 'accepted', { title: 'Website build', amountMinor: 7000 });
      await aBid(bidder.user.id, 'rejected', { title: 'Mobile app', amountMinor: 3000 });
    });
    const titles = (body: { bids: { projectTitle: string }[] }) => body.bids.map((bid) => bid.projectTitle);

    it('says whether each bid was on an hourly or a fixed project, null when its project was not kept', async () => {
      const mixed = await target('Mixed Types');
      const brief = { description: 'A brief.', budgetMin: 10, budgetMax: 20, periodDays: 3 };
      for (const [projectTitle, type] of [
        ['Old bid', undefined],
        ['Fixed bid', 'fixed'],
        ['Hourly bid', 'hourly'],
      ] as const) {
        api.deps.clock.advance(1000);
        await api.deps.storage.bids.insertIfAbsent(
          aBidRecord(mixed.user.id, {
            projectTitle,
            submittedAt: api.deps.clock.now(),
            ...(type === undefined ? {} : { brief: { ...brief, type } }),
          }),
        );
      }
      const types = (bids: readonly { projectTitle: string; projectType: unknown }[]) =>
        bids.map(({ projectTitle, projectType }) => [projectTitle, projectType]);
      const expected = [
        ['Hourly bid', 'hourly'],
        ['Fixed bid', 'fixed'],
        ['Old bid', null],
      ];

      expect(types((await byAdmin().get(`${BASE}/${mixed.user.id}/bids`)).body.bids)).toEqual(expected);
      expect(types((await byAdmin().get(`${BASE}/${mixed.user.id}`)).body.recentBids)).toEqual(expected);
    });

    it('answers the newest twenty by default, with totalPages, pagination and the user', async () => {
      const response = await byAdmin().get(`${BASE}/${bidder.user.id}/bids`);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        totalPages: 1,
        pagination: { current: 1, pages: 1, total: 4, limit: 20 },
        user: { _id: bidder.user.id, name: 'Bidder Bee', email: bidder.user.email },
      });
      expect(titles(response.body)).toEqual(['Mobile app', 'Website build', 'LOGO animation', 'Logo design']);
      expect(response.body.bids[1]).toMatchObject({
        status: 'accepted',
        bidAmount: 70,
        currency: 'USD',
        projectUrl: expect.stringContaining('freelancer.com'),
      });
      expect(response.body.bids[2]).toMatchObject({ status: 'failed', errorMessage: 'Project is closed' });
      expect(Object.keys(response.body.user).sort()).toEqual(['_id', 'email', 'name']);
    });

    it('filters by status (all means every status), searches titles case-insensitively and sorts by amount or date', async () => {
      const get = (query: string) => byAdmin().get(`${BASE}/${bidder.user.id}/bids?${query}`);

      expect(titles((await get('status=accepted')).body)).toEqual(['Website build']);
      expect((await get('status=all')).body.pagination.total).toBe(4);
      expect((await get('status=pending')).body.bids).toEqual([]);
      expect(await get('status=held')).toMatchObject({ status: 200, body: { bids: [] } });
      expect(titles((await get('search=logo&sortBy=bidAmount&sortOrder=asc')).body)).toEqual([
        'Logo design',
        'LOGO animation',
      ]);
      expect(titles((await get('sortBy=bidAmount')).body)).toEqual([
        'LOGO animation',
        'Website build',
        'Logo design',
        'Mobile app',
      ]);
      expect(titles((await get('sortOrder=asc')).body)[0]).toBe('Logo design');
      const paged = await get('page=2&limit=3');
      expect(titles(paged.body)).toEqual(['Logo design']);
      expect(paged.body).toMatchObject({ totalPages: 2, pagination: { current: 2, pages: 2, total: 4, limit: 3 } });
    });

    it('sorts highest and lowest bid by their value in USD, not by the raw numbers of different currencies', async () => {
      const mixed = await target('Mixed Currencies');
      await aBid(mixed.user.id, 'submitted', { title: '100 EUR', amountMinor: 10_000, currency: 'EUR' });
      await aBid(mixed.user.id, 'submitted', { title: '104 USD', amountMinor: 10_400 });
      await aBid(mixed.user.id, 'submitted', { title: '4000 INR', amountMinor: 400_000, currency: 'INR' });
      const sorted = async (order: string) =>
        titles((await byAdmin().get(`${BASE}/${mixed.user.id}/bids?sortBy=bidAmount&sortOrder=${order}`)).body);

      expect(await sorted('desc')).toEqual(['100 EUR', '104 USD', '4000 INR']);
      expect(await sorted('asc')).toEqual(['4000 INR', '104 USD', '100 EUR']);
    });

    it.each([
      [
        'status=won',
        'status must be one of all, submitted, replied, accepted, rejected, failed, pending, held, declined',
      ],
      ['sortBy=projectTitle', 'sortBy must be one of submittedAt, bidAmount'],
      ['sortOrder=up', 'sortOrder must be one of asc, desc'],
      ['limit=500', 'limit must be at most 100'],
      ['page=-1', 'page must be at least 1'],
      ['userId=other', 'userId'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await byAdmin().get(`${BASE}/${bidder.user.id}/bids?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
    });

    it('answers 404 for an unknown user', async () => {
      const response = await byAdmin().get(`${BASE}/${randomUUID()}/bids`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, message: 'User not found', errorCode: 'USER_NOT_FOUND' });
    });
  });
});
