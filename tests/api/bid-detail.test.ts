import { beforeAll, describe, expect, it } from 'vitest';
import type { NewBid } from '../../core/domain/bidding/bid.js';
import { profileRulesOf } from '../../core/domain/bidding/search-profile.js';
import { aBid } from '../builders/bids.js';
import { API_DIALECTS, type SignedIn } from '../support/api-harness.js';
import { rawRequest } from '../support/raw-request.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

const REASON =
  `Freelancer refused the bid: ${'You have exceeded the number of bids for this period, which resets on the first of the month. '.repeat(5)}`.trim();

describe.each(API_DIALECTS)('bid detail API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect, 'Owner Olga');
  let owner: SignedIn;
  let stranger: SignedIn;
  let whole: string;
  let old: string;
  let strangers: string;

  const bidOf = async (userId: string, overrides: Partial<NewBid> = {}): Promise<string> =>
    (await ctx.api.deps.storage.bids.insertIfAbsent(aBid(userId, overrides))).bid.id;
  const get = (path: string, token?: string) => ctx.api.request('GET', path, { token });

  beforeAll(async () => {
    owner = ctx.user;
    stranger = await ctx.api.signUp({ name: 'Stranger Sam' });
    const { clock, storage } = ctx.api.deps;
    whole = await bidOf(owner.user.id, {
      status: 'pending',
      projectTitle: 'Build a React dashboard',
      amountMinor: 40_000,
      amountUsdCents: 40_000,
      queuedAt: new Date(clock.now().getTime() - 60_000),
      brief: {
        description: 'Charts,\n  CSV export\nand a REST API.',
        type: 'hourly',
        budgetMin: 250,
        budgetMax: 500,
        periodDays: 7,
        clientId: '81234567',
      },
      match: { skills: ['React.js'], bidPercentage: 80, minBidUsd: 30 },
    });
    await storage.bids.update(whole, { proposal: 'Hi, I built three dashboards like yours.\n\nAda' });
    await storage.bids.update(whole, { status: 'failed', errorMessage: REASON });
    // A bid logged before its project and match were kept.
    old = await bidOf(owner.user.id, { status: 'submitted', amountMinor: 19_99 });
    strangers = await bidOf(stranger.user.id, { status: 'submitted' });
  });

  describe('GET /api/bidding/logs/:id', () => {
    it('answers the owner’s bid whole: the proposal in full, the project as bid on, why it matched, and the history with the full reason', async () => {
      const response = await get(`/api/bidding/logs/${whole}`, owner.token);
      expect(response.status).toBe(200);
      const now = ctx.api.deps.clock.now();
      expect(response.body).toEqual({
        success: true,
        bid: {
          _id: whole,
          projectId: expect.any(String),
          projectTitle: 'Build a React dashboard',
          projectUrl: expect.stringMatching(/^https:\/\/www\.freelancer\.com\/projects\//),
          status: 'failed',
          bidAmount: 400,
          currency: 'USD',
          submittedAt: expect.any(String),
          updatedAt: now.toISOString(),
          errorMessage: REASON,
          projectType: 'hourly',
          proposal: 'Hi, I built three dashboards like yours.\n\nAda',
          project: {
            type: 'hourly',
            budgetMin: 250,
            budgetMax: 500,
            description: 'Charts,\n  CSV export\nand a REST API.',
            clientId: '81234567',
          },
          periodDays: 7,
          milestonePercentage: null,
          match: {
            skills: ['React.js'],
            amountRule: {
              basis: 'upper_budget',
              upperBudget: 500,
              clientMinimum: 250,
              bidPercentage: 80,
              minBidUsd: 30,
              minHourlyRateUsd: null,
              applied: 'percentage',
              floorApplied: false,
            },
            fit: null,
          },
          profile: { id: 'main', name: 'Main profile' },
          promptVariant: null,
          history: [
            { kind: 'queued', at: new Date(now.getTime() - 60_000).toISOString(), detail: null },
            { kind: 'refused', at: now.toISOString(), detail: REASON },
          ],
        },
      });
    });

    it('answers nulls, never a guess, for what a bid logged before them did not keep', async () => {
      const { body } = await get(`/api/bidding/logs/${old}`, owner.token);
      expect(body.bid).toMatchObject({
        _id: old,
        bidAmount: 19.99,
        projectType: null,
        project: null,
        periodDays: null,
        match: null,
      });
    });

    it('names the search profile a bid came from, the main one by the settings\u2019 profile name, and a deleted one by its id alone', async () => {
      const { storage } = ctx.api.deps;
      const userId = owner.user.id;
      await storage.settings.update(userId, { profileName: 'React work' });
      const rules = profileRulesOf(await storage.settings.get(userId));
      const profile =
        (await storage.searchProfiles.create(userId, { name: 'Shopify fixes', isActive: true, rules }, 4)) ??
        expect.fail('no profile');
      const fromProfile = await bidOf(userId, { profileId: profile.id });
      expect((await get(`/api/bidding/logs/${fromProfile}`, owner.token)).body.bid.profile).toEqual({
        id: profile.id,
        name: 'Shopify fixes',
      });
      expect((await get(`/api/bidding/logs/${old}`, owner.token)).body.bid.profile).toEqual({
        id: 'main',
        name: 'React work',
      });
      await storage.searchProfiles.delete(userId, profile.id);
      expect((await get(`/api/bidding/logs/${fromProfile}`, owner.token)).body.bid.profile).toEqual({
        id: profile.id,
        name: null,
      });
      await storage.settings.update(userId, { profileName: 'Main profile' });
    });

    it('names the prompt experiment variant that wrote a proposal, to its owner and to an admin', async () => {
      const { storage } = ctx.api.deps;
      const userId = owner.user.id;
      const [variant] = await storage.promptExperiments.change(userId, 'main', {
        keep: [],
        add: [{ name: 'Question first', prompt: 'Ask first. [Closing Question]', sharePercent: 40, position: 0 }],
      });
      const written = await bidOf(userId, { promptVariantId: variant!.id });
      expect((await get(`/api/bidding/logs/${written}`, owner.token)).body.bid.promptVariant).toEqual({
        id: variant!.id,
        name: 'Question first',
      });
      expect((await get(`/api/admin/users/${userId}/bids/${written}`, ctx.admin.token)).body.bid.promptVariant).toEqual(
        {
          id: variant!.id,
          name: 'Question first',
        },
      );
      await storage.promptExperiments.end(userId, 'main');
    });

    it('answers another user’s bid exactly as an unknown one: 404, nothing of it', async () => {
      const theirs = await get(`/api/bidding/logs/${strangers}`, owner.token);
      const unknown = await get('/api/bidding/logs/00000000-0000-4000-8000-000000000000', owner.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ success: false, message: 'Bid not found', errorCode: 'BID_NOT_FOUND' });
      expect(unknown.body).toEqual(theirs.body);
      expect(JSON.stringify(theirs.body)).not.toContain('Project');
    });

    it('answers odd spellings of an id as unknown bids, and an overlong one as invalid, changing nothing', async () => {
      for (const spelling of [
        whole.toUpperCase(),
        `%20${whole}`,
        `${whole}%20`,
        encodeURIComponent(`${whole}' OR '1'='1`),
        `%2E%2E`,
        encodeURIComponent(`../${whole}`),
      ]) {
        const response = await rawRequest(ctx.api.baseUrl, 'GET', `/api/bidding/logs/${spelling}`, {
          token: owner.token,
        });
        expect(response.status, spelling).toBe(404);
        expect(response.body?.success, spelling).toBe(false);
      }
      // Postgres refuses a NUL in any text: the id is refused before it reaches the database.
      for (const invalid of ['a'.repeat(101), `${whole}%00`, '%0A']) {
        const response = await rawRequest(ctx.api.baseUrl, 'GET', `/api/bidding/logs/${invalid}`, {
          token: owner.token,
        });
        expect(response.status, invalid).toBe(400);
        expect(response.body, invalid).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      }
      expect((await ctx.api.deps.storage.bids.findById(whole))?.status).toBe('failed');
    });

    it('refuses a caller without a session or with a bad token', async () => {
      expect((await get(`/api/bidding/logs/${whole}`)).status).toBe(401);
      expect((await get(`/api/bidding/logs/${whole}`, 'not-a-token')).status).toBe(401);
      expect((await get(`/api/bidding/logs/${whole}`, `${owner.token}x`)).status).toBe(401);
    });

    it('answers only GET', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        const response = await ctx.api.request(method, `/api/bidding/logs/${whole}`, {
          token: owner.token,
          body: { status: 'accepted' },
        });
        expect(response.status, method).toBeGreaterThanOrEqual(400);
      }
      expect((await ctx.api.deps.storage.bids.findById(whole))?.status).toBe('failed');
    });
  });

  describe('GET /api/admin/users/:userId/bids/:bidId', () => {
    it('shows an admin the same bid, whole, under its own user', async () => {
      const mine = await get(`/api/bidding/logs/${whole}`, owner.token);
      const admins = await get(`/api/admin/users/${owner.user.id}/bids/${whole}`, ctx.admin.token);
      expect(admins.status).toBe(200);
      expect(admins.body).toEqual(mine.body);
    });

    it('answers a bid of another user under this user as unknown, and an unknown user as such', async () => {
      const misfiled = await get(`/api/admin/users/${owner.user.id}/bids/${strangers}`, ctx.admin.token);
      expect(misfiled.status).toBe(404);
      expect(misfiled.body).toEqual({ success: false, message: 'Bid not found', errorCode: 'BID_NOT_FOUND' });
      const nobody = await get(`/api/admin/users/00000000-0000-4000-8000-000000000000/bids/${whole}`, ctx.admin.token);
      expect(nobody.status).toBe(404);
      expect(nobody.body).toMatchObject({ success: false, errorCode: 'USER_NOT_FOUND' });
      expect((await get(`/api/admin/users/${owner.user.id}/bids/${'b'.repeat(101)}`, ctx.admin.token)).status).toBe(
        400,
      );
    });

    it('refuses a user id with a control character with 400 on every admin user route, never a database fault', async () => {
      for (const path of [
        `/api/admin/users/abc%00/bids/${whole}`,
        '/api/admin/users/abc%00',
        '/api/admin/users/abc%00/bids',
      ]) {
        const response = await rawRequest(ctx.api.baseUrl, 'GET', path, { token: ctx.admin.token });
        expect(response.status, path).toBe(400);
        expect(response.body, path).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      }
    });

    it('is for admins only, even the bid’s own user', async () => {
      await expectAdminOnly(ctx, 'GET', `/api/admin/users/${owner.user.id}/bids/${whole}`);
    });
  });
});
