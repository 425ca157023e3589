import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BLOCKED_CLIENTS } from '../../core/domain/bidding/blocked-clients.js';
import { DEFAULT_MATCHING_SETTINGS } from '../../core/domain/bidding/settings.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

/** Every setting of what gets bid changed from its default, as the settings screen sends them. */
const CHANGED = {
  minSkillMatches: 2,
  minSkillSharePercent: 40,
  excludedKeywords: ['newsletter', ' Ghostwriting ', 'NEWSLETTER'],
  requiredKeywords: ['laravel', 'Laravel'],
  bidOnFixedProjects: false,
  fixedBudgetMinUsd: 150.25,
  fixedBudgetMaxUsd: 5000,
  hourlyBudgetMinUsd: 20,
  hourlyBudgetMaxUsd: 95.5,
  languages: ['EN', 'de', 'en'],
  minHourlyRateUsd: 32.75,
  useClientTimeline: false,
  milestonePercentage: 40,
  requirePaymentVerified: true,
  minClientRating: 4.5,
  minClientReviews: 3,
  blockedCountries: ['ng', 'IN', 'in'],
  blockedClientIds: ['81234567', '81234567', '42'],
  minFitScore: 55,
  reviewMode: 'hold_risky',
  holdBelowFitScore: 70,
  holdOnGuardWarning: false,
  holdAboveAmountUsd: 750.5,
  holdNewClientCountry: true,
  draftExpiryMinutes: 90,
};

/** CHANGED as the server keeps it: trimmed, codes in their case, repeats dropped (the first spelling kept). */
const STORED = {
  ...CHANGED,
  excludedKeywords: ['newsletter', 'Ghostwriting'],
  requiredKeywords: ['laravel'],
  languages: ['en', 'de'],
  blockedCountries: ['NG', 'IN'],
  blockedClientIds: ['81234567', '42'],
};

/** The spec's own settings body (what older screens and the profile's preferences send): none of the fields above. */
const SPEC_BODY = {
  isActive: false,
  timeInterval: '15min',
  maxBidsThreshold: 50,
  bidOnHourlyProjects: true,
  skills: ['PHP'],
  timeLimit: 'no_limit',
  bidsLimit: 'no_limit',
  completionPeriod: 14,
  isProfileVerified: false,
  scheduleAutobidding: false,
  startTime: '09:00',
  endTime: '17:00',
  minBidUsd: 10,
  bidPercentage: 50,
  bidDelay: 5,
};

const many = (n: number, prefix = 'word') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Hostile or mistaken values per field: wrong types, out of range, too many, too long, control characters. */
const INVALID_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  minSkillMatches: [0, 21, 1.5, 'two', null],
  minSkillSharePercent: [-1, 101, 33.3],
  excludedKeywords: [
    'scam',
    [''],
    ['  '],
    [7],
    ['x'.repeat(61)],
    ['bad\u0000word'],
    ['tab\tword'],
    ['del\u007f'],
    ['\u200b'],
    ['bid\u202e1$'],
    ['nel\u0085word'],
    many(51),
    many(10_000),
    null,
  ],
  requiredKeywords: [{ laravel: true }, ['line\nbreak'], ['Laravel\u200d'], ['soft\u00adhyphen'], many(51)],
  bidOnFixedProjects: ['yes', 1],
  fixedBudgetMinUsd: [-1, 10.555, 'cheap', 2_000_000],
  fixedBudgetMaxUsd: [-0.01, true],
  hourlyBudgetMinUsd: [{}, 1e9],
  hourlyBudgetMaxUsd: [12.345],
  languages: ['en', ['eng'], ['xx'], ['e1'], [42], ['en-US'], many(201, 'e')],
  minHourlyRateUsd: [null, -5, 1.005],
  useClientTimeline: ['false'],
  milestonePercentage: [-1, 101, 50.5],
  requirePaymentVerified: [null],
  minClientRating: [-0.1, 5.1, 4.55, 'five'],
  minClientReviews: [-1, 2.5, 2_000_000],
  blockedCountries: ['US', ['USA'], ['XX'], ['EU'], ['u1'], [null]],
  blockedClientIds: [
    [81234567],
    ['abc'],
    ['-5'],
    ['0'],
    ['1'.repeat(20)],
    ['12 34'],
    many(MAX_BLOCKED_CLIENTS + 1, '9'),
  ],
  minFitScore: [-1, 101, 'high'],
  reviewMode: ['manual', 1, null],
  holdBelowFitScore: [101],
  holdOnGuardWarning: ['on'],
  holdAboveAmountUsd: [-10, 0.001],
  holdNewClientCountry: [0],
  draftExpiryMinutes: [4, 1441, 60.5, '1h'],
};
const INVALID = Object.entries(INVALID_VALUES).flatMap(([field, values]) =>
  values.map((value) => [field, value] as const),
);

describe.each(API_DIALECTS)('settings for what gets bid on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const settingsOf = async (token: string) =>
    (await api.request('GET', '/api/bidding/settings', { token })).body.settings;
  const put = (token: string, body: unknown) => api.request('PUT', '/api/bidding/settings', { token, body });
  const block = (token: string | undefined, body: unknown) =>
    api.request('POST', '/api/bidding/blocked-clients', { token, body });
  const unblock = (token: string | undefined, clientId: string) =>
    api.request('DELETE', `/api/bidding/blocked-clients/${clientId}`, { token });

  describe('PUT /api/bidding/settings', () => {
    it("answers every setting's default to a new user", async () => {
      const { token } = await api.signUp();
      expect(await settingsOf(token)).toMatchObject(DEFAULT_MATCHING_SETTINGS);
    });

    it('saves every setting, normalised, and GET answers the same', async () => {
      const { token } = await api.signUp();
      const response = await put(token, CHANGED);
      expect(response.status).toBe(200);
      expect(response.body.settings).toMatchObject(STORED);
      expect(await settingsOf(token)).toMatchObject(STORED);
    });

    it("keeps every stored setting when the spec's older body leaves them out", async () => {
      const { token } = await api.signUp();
      await put(token, CHANGED);
      const response = await put(token, SPEC_BODY);
      expect(response.status).toBe(200);
      const { bidDelay: _dropped, ...spec } = SPEC_BODY;
      expect(await settingsOf(token)).toMatchObject({ ...STORED, ...spec });
    });

    it('reads numeric text as numbers and an empty bound as no bound', async () => {
      const { token } = await api.signUp();
      await put(token, { fixedBudgetMinUsd: 100, holdAboveAmountUsd: 500 });
      const response = await put(token, {
        minSkillMatches: '3',
        minClientRating: '4.2',
        fixedBudgetMinUsd: '',
        holdAboveAmountUsd: null,
        draftExpiryMinutes: '30',
      });
      expect(response.status).toBe(200);
      expect(response.body.settings).toMatchObject({
        minSkillMatches: 3,
        minClientRating: 4.2,
        fixedBudgetMinUsd: null,
        holdAboveAmountUsd: null,
        draftExpiryMinutes: 30,
      });
    });

    it.each(INVALID)('refuses %s = %j with 400 naming the field, saving nothing', async (field, value) => {
      const { token } = await api.signUp();
      await put(token, { minFitScore: 10 });
      const response = await put(token, { minFitScore: 20, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
      expect(await settingsOf(token)).toMatchObject({ ...DEFAULT_MATCHING_SETTINGS, minFitScore: 10 });
    });

    it('says a keyword cannot hold an invisible character, and still takes keywords of any script', async () => {
      const { token } = await api.signUp();
      expect((await put(token, { excludedKeywords: ['wordpress', '\u200b'] })).body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: expect.stringContaining('Excluded keywords cannot contain invisible or control characters'),
      });
      const keywords = ['Laravel APIs', 'محمد', 'C#/.NET', 'Zoë 🙂'];
      expect((await put(token, { requiredKeywords: keywords })).status).toBe(200);
      expect(await settingsOf(token)).toMatchObject({ requiredKeywords: keywords, excludedKeywords: [] });
    });

    it('refuses a minimum budget above the maximum, in one body or against the stored side', async () => {
      const { token } = await api.signUp();
      const both = await put(token, { fixedBudgetMinUsd: 500, fixedBudgetMaxUsd: 100 });
      expect(both.status).toBe(400);
      expect(both.body.message).toContain('Maximum fixed budget must be at least the minimum fixed budget');

      expect((await put(token, { hourlyBudgetMaxUsd: 40 })).status).toBe(200);
      const oneSide = await put(token, { hourlyBudgetMinUsd: 40.01 });
      expect(oneSide.status).toBe(400);
      expect(oneSide.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: 'Maximum hourly budget must be at least the minimum hourly budget',
      });
      expect(await settingsOf(token)).toMatchObject({ hourlyBudgetMinUsd: null, hourlyBudgetMaxUsd: 40 });

      // Equal bounds are one exact figure; clearing the maximum lifts the rule.
      expect((await put(token, { hourlyBudgetMinUsd: 40 })).status).toBe(200);
      expect((await put(token, { hourlyBudgetMaxUsd: null, hourlyBudgetMinUsd: 60 })).status).toBe(200);
      expect(await settingsOf(token)).toMatchObject({ hourlyBudgetMinUsd: 60, hourlyBudgetMaxUsd: null });
    });
  });

  describe('blocked clients', () => {
    it('answers 401 to anonymous callers', async () => {
      expect((await block(undefined, { clientId: '42' })).status).toBe(401);
      expect((await unblock(undefined, '42')).status).toBe(401);
    });

    it('blocks once however often asked, unblocks, and answers the settings each time', async () => {
      const { token } = await api.signUp();
      const first = await block(token, { clientId: '81234567' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, settings: { blockedClientIds: ['81234567'] } });
      expect((await block(token, { clientId: 81234567 })).body.settings.blockedClientIds).toEqual(['81234567']);
      expect((await block(token, { clientId: '42' })).body.settings.blockedClientIds).toEqual(['81234567', '42']);

      const removed = await unblock(token, '81234567');
      expect(removed.status).toBe(200);
      expect(removed.body.settings.blockedClientIds).toEqual(['42']);
      expect((await unblock(token, '81234567')).body.settings.blockedClientIds).toEqual(['42']);
      expect((await settingsOf(token)).blockedClientIds).toEqual(['42']);
    });

    it('lands every block of many sent at once', async () => {
      const { token } = await api.signUp();
      const ids = ['11', '22', '33', '44', '55'];
      const answers = await Promise.all(ids.map((clientId) => block(token, { clientId })));
      expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      expect([...(await settingsOf(token)).blockedClientIds].sort()).toEqual(ids);
    });

    it('keeps a block made while the settings screen is open when the screen saves without the list', async () => {
      const { token } = await api.signUp();
      await block(token, { clientId: '77' });
      expect((await put(token, SPEC_BODY)).status).toBe(200);
      expect((await settingsOf(token)).blockedClientIds).toEqual(['77']);
    });

    it.each([
      ['no body', undefined],
      ['a blank id', { clientId: '' }],
      ['letters', { clientId: 'abc' }],
      ['a negative id', { clientId: '-1' }],
      ['a fraction', { clientId: 4.5 }],
      ['a control character', { clientId: '42\u0000' }],
      ['an id too long', { clientId: '9'.repeat(40) }],
      ['an unknown field', { clientId: '42', userId: 'someone-else' }],
      ['a list', [{ clientId: '42' }]],
    ])('refuses %s with 400, blocking nothing', async (_case, body) => {
      const { token } = await api.signUp();
      const response = await block(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect((await settingsOf(token)).blockedClientIds).toEqual([]);
    });

    it('refuses an id that is not a client id in the path', async () => {
      const { token } = await api.signUp();
      expect((await unblock(token, 'abc')).status).toBe(400);
      expect((await unblock(token, '%00')).status).toBe(400);
    });

    it(`refuses the ${MAX_BLOCKED_CLIENTS + 1}th client, keeping the list`, async () => {
      const { token } = await api.signUp();
      const full = Array.from({ length: MAX_BLOCKED_CLIENTS }, (_, i) => String(1000 + i));
      expect((await put(token, { blockedClientIds: full })).status).toBe(200);
      const refused = await block(token, { clientId: '5' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`at most ${MAX_BLOCKED_CLIENTS} clients`);
      expect((await block(token, { clientId: '1000' })).status).toBe(200);
      expect((await settingsOf(token)).blockedClientIds).toEqual(full);
    });

    it("never touches another user's list", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      await block(alice.token, { clientId: '42' });
      await unblock(bob.token, '42');
      await block(bob.token, { clientId: '99' });
      expect((await settingsOf(alice.token)).blockedClientIds).toEqual(['42']);
      expect((await settingsOf(bob.token)).blockedClientIds).toEqual(['99']);
    });
  });
});
