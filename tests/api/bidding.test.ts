import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_SETTINGS } from '../../core/domain/bidding/settings.js';
import { aBid } from '../builders/bids.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

const DAY = 24 * 3600_000;

const DEFAULTS = {
  isActive: false,
  timeInterval: '5min',
  maxBidsThreshold: 25,
  bidOnHourlyProjects: true,
  skills: [],
  timeLimit: 'no_limit',
  bidsLimit: 'no_limit',
  completionPeriod: 30,
  isProfileVerified: false,
  scheduleAutobidding: false,
  startTime: '09:00',
  endTime: '17:00',
  timezone: 'UTC',
  minBidUsd: 0,
  bidPercentage: 50,
  useCustomPrompt: false,
  customPrompt: '',
  proposalLength: 'standard',
  ...DEFAULT_MATCHING_SETTINGS,
  autobidPause: null,
  slowPaceUntil: null,
  unbiddableKinds: [],
};
/** What the screens send back: the read-only fields stay out of a PUT. */
const { autobidPause: _pause, slowPaceUntil: _slow, unbiddableKinds: _kinds, ...WRITABLE } = DEFAULTS;

/** Every refused value per field: wrong types, values off the option lists, out of range. */
const INVALID_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  isActive: ['yes'],
  timeInterval: ['2min', 5],
  maxBidsThreshold: [30, 'abc'],
  bidOnHourlyProjects: [1],
  skills: ['PHP', [''], [42], ['x'.repeat(101)], Array.from({ length: 201 }, (_, i) => `skill-${i}`)],
  timeLimit: ['2hours'],
  bidsLimit: [7, 'unlimited'],
  completionPeriod: [2, 0],
  isProfileVerified: ['true'],
  scheduleAutobidding: [null],
  startTime: ['24:00', '9:00'],
  endTime: ['12:60', 'noon'],
  timezone: ['Mars/Olympus', '', '+05:30'],
  proposalLength: ['medium', 150, null],
  minBidUsd: [-1, 'ten', 10.555, 2_000_000],
  bidPercentage: [101, -1, '50%'],
  useCustomPrompt: ['on'],
  customPrompt: [42, 'x'.repeat(2001)],
  unknownField: [true],
};
const INVALID = Object.entries(INVALID_VALUES).flatMap(([field, values]) =>
  values.map((value) => [field, value] as const),
);

describe.each(API_DIALECTS)('bidding API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const settingsOf = async (token: string) =>
    (await api.request('GET', '/api/bidding/settings', { token })).body.settings;
  const put = (token: string, body: unknown) => api.request('PUT', '/api/bidding/settings', { token, body });
  const toggle = (token: string) => api.request('PATCH', '/api/bidding/toggle', { token });
  const withPlan = async (userId: string, plan = 'starter') => {
    // The user's copy of the terms they bought says whether they are unlimited, as a purchase writes it.
    const planEntitlement = {
      bids: plan === 'enterprise' ? null : 50,
      priceUsdCents: 1900,
      durationMonths: 1,
      orderedAt: api.deps.clock.now(),
    };
    await api.deps.storage.users.update(userId, {
      planStatus: 'active',
      currentPlan: plan,
      billingPeriod: 'monthly',
      planExpirationDate: new Date(api.deps.clock.now().getTime() + 30 * DAY),
      planEntitlement,
    });
  };
  const withBids = (userId: string, bids: number) =>
    api.deps.storage.ledger.credit({
      userId,
      kind: 'addon_grant',
      key: `test:${userId}:${bids}`,
      planDelta: 0,
      extraDelta: bids,
    });
  const withToken = async (session: SignedIn) =>
    expect(
      (
        await api.request('PUT', '/api/users/freelancer-profile', {
          token: session.token,
          body: { oauthToken: 'tok-ok' },
        })
      ).status,
    ).toBe(200);

  it('answers 401 to anonymous callers on every call', async () => {
    const calls = [
      ['GET', '/settings'],
      ['PUT', '/settings'],
      ['PATCH', '/toggle'],
      ['GET', '/stats'],
      ['GET', '/logs'],
    ] as const;
    for (const [method, path] of calls) expect((await api.request(method, `/api/bidding${path}`)).status).toBe(401);
  });

  describe('a pause by Freelancer and the learned project kinds', () => {
    const OUT_OF_BIDS = 'You have used all of your bids.';
    const pauseNow = (userId: string) =>
      api.deps.storage.settings.update(userId, {
        isActive: false,
        pause: { code: 'OUT_OF_BIDS', message: OUT_OF_BIDS, since: api.deps.clock.now(), until: null },
      });

    it('shows the user their own pause, what resumes it and the kinds skipped for them, and never someone else’s', async () => {
      const paused = await api.signUp();
      const other = await api.signUp();
      await pauseNow(paused.user.id);
      await api.deps.storage.settings.addUnbiddableKind(paused.user.id, 'nda');

      expect(await settingsOf(paused.token)).toMatchObject({
        isActive: false,
        autobidPause: {
          code: 'OUT_OF_BIDS',
          message: OUT_OF_BIDS,
          since: api.deps.clock.now().toISOString(),
          until: null,
          resumesWhen: 'It resumes when you turn autobidding on again.',
        },
        unbiddableKinds: ['nda'],
      });
      expect(await settingsOf(other.token)).toMatchObject({ autobidPause: null, unbiddableKinds: [] });
    });

    it('shows a cool-down with its end and the slower pace, and nothing once it ended', async () => {
      const { token, user } = await api.signUp();
      const now = api.deps.clock.now();
      const until = new Date(now.getTime() + 15 * 60_000);
      await api.deps.storage.settings.update(user.id, {
        pause: { code: 'TOO_FAST', message: 'You appear to be bidding too fast.', since: now, until },
        slowPaceUntil: new Date(now.getTime() + DAY),
      });
      expect(await settingsOf(token)).toMatchObject({
        autobidPause: { code: 'TOO_FAST', until: until.toISOString() },
        slowPaceUntil: new Date(now.getTime() + DAY).toISOString(),
      });
      api.deps.clock.advance(15 * 60_000);
      expect(await settingsOf(token)).toMatchObject({
        autobidPause: null,
        slowPaceUntil: new Date(now.getTime() + DAY).toISOString(),
      });
      api.deps.clock.advance(DAY);
      expect(await settingsOf(token)).toMatchObject({ slowPaceUntil: null });
    });

    it('ignores the read-only fields in a PUT, so a client cannot lift its own pause, and resumes when the user switches autobidding on again', async () => {
      const session = await api.signUp();
      await withPlan(session.user.id);
      await withBids(session.user.id, 5);
      await withToken(session);
      await pauseNow(session.user.id);
      await api.deps.storage.settings.addUnbiddableKind(session.user.id, 'nda');
      for (const body of [
        { autobidPause: null },
        { unbiddableKinds: [] },
        { slowPaceUntil: null },
        { autobidPause: { code: 'NONE' }, unbiddableKinds: 'all', slowPaceUntil: 42 },
      ]) {
        expect((await put(session.token, body)).status).toBe(200);
      }
      expect(await settingsOf(session.token)).toMatchObject({
        isActive: false,
        autobidPause: { code: 'OUT_OF_BIDS' },
        unbiddableKinds: ['nda'],
      });

      expect((await toggle(session.token)).body).toMatchObject({ isActive: true });
      expect(await settingsOf(session.token)).toMatchObject({ isActive: true, autobidPause: null });
    });

    it('resumes when the user saves a token', async () => {
      const session = await api.signUp();
      await pauseNow(session.user.id);
      await withToken(session);
      expect(await settingsOf(session.token)).toMatchObject({ isActive: true, autobidPause: null });
    });
  });

  describe('GET and PUT /api/bidding/settings', () => {
    it('answers the spec defaults for a new user', async () => {
      const { token } = await api.signUp();
      const response = await api.request('GET', '/api/bidding/settings', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, settings: DEFAULTS });
    });

    it('takes back exactly what GET answered, read-only fields and all, with a change', async () => {
      const { token, user } = await api.signUp();
      const now = api.deps.clock.now();
      await api.deps.storage.settings.update(user.id, {
        pause: {
          code: 'TOO_FAST',
          message: 'You appear to be bidding too fast.',
          since: now,
          until: new Date(now.getTime() + 60_000),
        },
        slowPaceUntil: new Date(now.getTime() + DAY),
      });
      await api.deps.storage.settings.addUnbiddableKind(user.id, 'nda');
      const got = await settingsOf(token);

      const unchanged = await put(token, got);
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.settings).toEqual(got);

      const changed = await put(token, { ...got, bidPercentage: 80 });
      expect(changed.status).toBe(200);
      expect(await settingsOf(token)).toEqual({ ...got, bidPercentage: 80 });
    });

    it('saves what the settings screen sends, dropping bidDelay', async () => {
      const { token } = await api.signUp();
      const screen = {
        ...WRITABLE,
        timeInterval: '1hour',
        maxBidsThreshold: 75,
        bidOnHourlyProjects: false,
        skills: ['PHP', 'php', ' React '],
        timeLimit: '24hours',
        bidsLimit: 20,
        completionPeriod: 365,
        isProfileVerified: true,
        scheduleAutobidding: true,
        startTime: '22:30',
        endTime: '06:15',
        timezone: 'Asia/Kolkata',
        minBidUsd: 12.5,
        bidPercentage: 100,
      };
      const response = await put(token, { ...screen, bidDelay: 30 });

      expect(response.status).toBe(200);
      const saved = { ...DEFAULTS, ...screen, skills: ['PHP', 'React'] };
      expect(response.body).toEqual({ success: true, message: 'Settings updated successfully!', settings: saved });
      expect(await settingsOf(token)).toEqual(saved);
    });

    it('changes only the fields a partial body names, reading numeric text as numbers', async () => {
      const { token } = await api.signUp();
      await put(token, { skills: ['Go'], customPrompt: 'Hi' });
      const response = await put(token, {
        timeInterval: '15min',
        maxBidsThreshold: '50',
        bidsLimit: '5',
        minBidUsd: 0,
        bidPercentage: 0,
        timezone: 'America/New_York',
      });

      expect(response.status).toBe(200);
      expect(response.body.settings).toEqual({
        ...DEFAULTS,
        skills: ['Go'],
        customPrompt: 'Hi',
        timeInterval: '15min',
        maxBidsThreshold: 50,
        bidsLimit: 5,
        bidPercentage: 0,
        timezone: 'America/New_York',
      });
    });

    it.each(INVALID)('refuses %s = %j with 400 naming the field, saving nothing', async (field, value) => {
      const { token } = await api.signUp();
      await put(token, { timeInterval: '10min' });
      const response = await put(token, { timeInterval: '30min', [field]: value });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
      expect(await settingsOf(token)).toEqual({ ...DEFAULTS, timeInterval: '10min' });
    });

    it.each([
      ['bidPercentage', 150, 'Bid percentage must be at most 100'],
      ['minBidUsd', 10.555, 'Minimum bid may have at most 2 decimals'],
      ['startTime', '24:00', 'Start time must be a time from 00:00 to 23:59 (HH:MM)'],
      ['minClientRating', 7, 'Minimum client rating must be at most 5'],
      ['minSkillMatches', 0, 'Minimum skills in common must be at least 1'],
      ['fixedBudgetMaxUsd', -1, 'Maximum fixed budget cannot be negative'],
    ] as const)('words the refusal of %s = %j as the settings screen labels the field', async (field, value, words) => {
      const { token } = await api.signUp();
      const response = await put(token, { [field]: value });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`Invalid request: ${field}: ${words}`);
    });

    it('refuses a body that is not an object', async () => {
      const { token } = await api.signUp();
      expect((await put(token, ['timeInterval'])).status).toBe(400);
      expect(
        (
          await api.request('PUT', '/api/bidding/settings', {
            token,
            rawBody: '{"a":',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('custom prompt', () => {
    it('accepts 2000 characters and refuses 2001', async () => {
      const { token } = await api.signUp();
      const ok = await put(token, { useCustomPrompt: true, customPrompt: 'p'.repeat(2000) });
      const tooLong = await put(token, { useCustomPrompt: true, customPrompt: 'q'.repeat(2001) });

      expect(ok.status).toBe(200);
      expect(ok.body.settings.customPrompt).toHaveLength(2000);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toContain('at most 2000 characters');
      expect((await settingsOf(token)).customPrompt).toBe('p'.repeat(2000));
    });

    it('refuses a blank prompt while enabled, and allows disabling and resetting', async () => {
      const { token } = await api.signUp();
      const blank = await put(token, { useCustomPrompt: true, customPrompt: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({
        success: false,
        message: 'Please write a custom prompt before saving.',
        errorCode: 'VALIDATION_FAILED',
        field: 'customPrompt',
      });

      expect(
        (await put(token, { useCustomPrompt: true, customPrompt: '  Keep it short.  ' })).body.settings,
      ).toMatchObject({ useCustomPrompt: true, customPrompt: 'Keep it short.' });
      expect((await put(token, { customPrompt: '' })).status).toBe(400);
      expect((await put(token, { useCustomPrompt: false })).body.settings).toMatchObject({
        useCustomPrompt: false,
        customPrompt: 'Keep it short.',
      });
      expect((await put(token, { useCustomPrompt: false, customPrompt: '' })).body.settings).toMatchObject({
        useCustomPrompt: false,
        customPrompt: '',
      });
    });
  });

  describe('PATCH /api/bidding/toggle', () => {
    it('refuses a start in the spec order: plan, token, bids; and saves nothing', async () => {
      const session = await api.signUp();
      const noPlan = await toggle(session.token);
      expect(noPlan.status).toBe(403);
      expect(noPlan.body).toEqual({
        success: false,
        message: 'Active plan required to start autobidding',
        errorCode: 'ACTIVE_PLAN_REQUIRED',
      });

      await withPlan(session.user.id);
      const noToken = await toggle(session.token);
      expect(noToken.status).toBe(400);
      expect(noToken.body).toEqual({
        success: false,
        message: 'OAuth token required to start autobidding',
        errorCode: 'OAUTH_TOKEN_REQUIRED',
      });

      await withToken(session);
      const noBids = await toggle(session.token);
      expect(noBids.status).toBe(402);
      expect(noBids.body).toEqual({
        success: false,
        message: 'No bids available. Buy a plan or add-on bids to start autobidding.',
        errorCode: 'INSUFFICIENT_BIDS',
      });
      expect((await settingsOf(session.token)).isActive).toBe(false);
    });

    it('starts and stops for a user with a plan, a token and bids', async () => {
      const session = await api.signUp();
      await withPlan(session.user.id);
      await withToken(session);
      await withBids(session.user.id, 5);

      expect((await toggle(session.token)).body).toEqual({
        success: true,
        isActive: true,
        message: 'Autobidding started',
      });
      expect((await settingsOf(session.token)).isActive).toBe(true);
      expect((await toggle(session.token)).body).toEqual({
        success: true,
        isActive: false,
        message: 'Autobidding stopped',
      });
      expect((await settingsOf(session.token)).isActive).toBe(false);
    });

    it('starts on an unlimited plan without counted bids', async () => {
      const session = await api.signUp();
      await withPlan(session.user.id, 'enterprise');
      await withToken(session);
      expect((await toggle(session.token)).body.isActive).toBe(true);
    });

    it('lets an admin start without a plan', async () => {
      const admin = await api.signedIn('admin');
      await withToken(admin);
      await withBids(admin.user.id, 3);
      expect((await toggle(admin.token)).body).toMatchObject({ success: true, isActive: true });
    });

    it('stops even when the plan has lapsed', async () => {
      const session = await api.signUp();
      await withPlan(session.user.id);
      await withToken(session);
      await withBids(session.user.id, 1);
      await toggle(session.token);
      await api.deps.storage.users.update(session.user.id, { planStatus: 'expired' });
      expect((await toggle(session.token)).body).toMatchObject({ isActive: false, message: 'Autobidding stopped' });
    });

    it('applies the same checks when PUT /settings switches autobidding on', async () => {
      const session = await api.signUp();
      const refused = await put(session.token, { isActive: true, timeInterval: '1min' });
      expect(refused.status).toBe(403);
      expect(await settingsOf(session.token)).toEqual(DEFAULTS);

      await withPlan(session.user.id);
      await withToken(session);
      await withBids(session.user.id, 2);
      expect((await put(session.token, { isActive: true })).body.settings.isActive).toBe(true);
    });
  });

  describe('GET /api/bidding/stats and /api/bidding/logs', () => {
    it('counts the signed-in user bids by status, placed bids as submitted', async () => {
      const session = await api.signUp();
      const statuses = ['submitted', 'submitted', 'accepted', 'rejected', 'failed', 'pending'] as const;
      for (const status of statuses) await api.deps.storage.bids.insertIfAbsent(aBid(session.user.id, { status }));
      const other = await api.signUp();

      expect((await api.request('GET', '/api/bidding/stats', { token: session.token })).body).toEqual({
        success: true,
        stats: { submittedBids: 4, totalBids: 6, acceptedBids: 1, rejectedBids: 1, failedBids: 1 },
      });
      expect((await api.request('GET', '/api/bidding/stats', { token: other.token })).body.stats).toEqual({
        submittedBids: 0,
        totalBids: 0,
        acceptedBids: 0,
        rejectedBids: 0,
        failedBids: 0,
      });
    });

    it('pages 23 bids newest first, 10 a page, and shows each row in the spec shape', async () => {
      const session = await api.signUp();
      const start = Date.parse('2026-02-01T00:00:00.000Z');
      for (let i = 0; i < 23; i += 1) {
        const failed = i === 22;
        await api.deps.storage.bids.insertIfAbsent(
          aBid(session.user.id, {
            projectId: String(9000 + i),
            amountMinor: 1999 + i,
            submittedAt: new Date(start + i * 60_000),
            status: failed ? 'failed' : 'submitted',
            errorMessage: failed ? 'Project closed' : null,
          }),
        );
      }
      const page = (n: number) => api.request('GET', `/api/bidding/logs?page=${n}&limit=10`, { token: session.token });
      const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);

      expect(first.body.pagination).toEqual({ current: 1, pages: 3, total: 23 });
      expect([first, second, third].map((r) => r.body.logs.length)).toEqual([10, 10, 3]);
      expect(third.body.pagination).toEqual({ current: 3, pages: 3, total: 23 });
      expect(first.body.logs[0]).toEqual({
        _id: expect.any(String),
        projectId: '9022',
        projectTitle: expect.any(String),
        projectUrl: expect.stringContaining('freelancer.com'),
        status: 'failed',
        bidAmount: 20.21,
        currency: 'USD',
        proposal: 'I can do this.',
        submittedAt: new Date(start + 22 * 60_000).toISOString(),
        errorMessage: 'Project closed',
        projectType: null,
      });
      expect(third.body.logs.at(-1)).toMatchObject({ projectId: '9000', bidAmount: 19.99, errorMessage: null });
      const ids = [first, second, third].flatMap((r) => r.body.logs.map((log: { projectId: string }) => log.projectId));
      expect(new Set(ids).size).toBe(23);
    });

    it('says whether each logged bid was on an hourly or a fixed project, null when its project was not kept', async () => {
      const session = await api.signUp();
      const brief = { description: 'A brief.', budgetMin: 10, budgetMax: 20, periodDays: 3 };
      const bidAt = (projectId: string, minute: number, extra: Parameters<typeof aBid>[1] = {}) =>
        api.deps.storage.bids.insertIfAbsent(
          aBid(session.user.id, {
            projectId,
            amountMinor: 1_150,
            submittedAt: new Date(Date.parse('2026-02-01T00:00:00.000Z') + minute * 60_000),
            ...extra,
          }),
        );
      await bidAt('old', 1);
      await bidAt('fixed', 2, { amountMinor: 37_500, brief: { ...brief, type: 'fixed' } });
      await bidAt('hourly', 3, { brief: { ...brief, type: 'hourly' } });

      const { body } = await api.request('GET', '/api/bidding/logs?page=1&limit=10', { token: session.token });
      expect(
        body.logs.map(({ projectId, bidAmount, projectType }: Record<string, unknown>) => ({
          projectId,
          bidAmount,
          projectType,
        })),
      ).toEqual([
        { projectId: 'hourly', bidAmount: 11.5, projectType: 'hourly' },
        { projectId: 'fixed', bidAmount: 375, projectType: 'fixed' },
        { projectId: 'old', bidAmount: 11.5, projectType: null },
      ]);
    });

    it('never shows a user another user bids, and answers an empty log with 0 pages', async () => {
      const owner = await api.signUp();
      await api.deps.storage.bids.insertIfAbsent(aBid(owner.user.id));
      const other = await api.signUp();
      const response = await api.request('GET', '/api/bidding/logs', { token: other.token });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, logs: [], pagination: { current: 1, pages: 0, total: 0 } });
    });

    it('refuses bad page and limit values with 400', async () => {
      const { token } = await api.signUp();
      for (const query of [
        'page=0',
        'page=-1',
        'page=abc',
        'page=1.5',
        'limit=0',
        'limit=101',
        'limit=x',
        'sort=desc',
      ]) {
        const response = await api.request('GET', `/api/bidding/logs?${query}`, { token });
        expect(response.status, query).toBe(400);
        expect(response.body.message, query).toContain(query.split('=')[0]);
      }
    });
  });
});
