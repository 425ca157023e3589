import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_PROMPT_MAX_LENGTH } from '../../core/domain/bidding/settings.js';
import { aBid } from '../builders/bids.js';
import { rawRequest } from '../support/raw-request.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

const EXPERIMENTS = '/api/bidding/experiments';
const SHORT = { name: 'Short', prompt: 'Two sentences about [Project Title], then a question.', sharePercent: 30 };
const WARM = { name: 'Warm', prompt: 'A warm note about [Project Title].', sharePercent: 20 };

describe.each(API_DIALECTS)('prompt experiments over HTTP on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const read = (token: string | undefined, profileId = 'main') =>
    api.request('GET', `${EXPERIMENTS}?profileId=${encodeURIComponent(profileId)}`, { token });
  const put = (token: string | undefined, body: unknown) => api.request('PUT', EXPERIMENTS, { token, body });
  const stop = (token: string | undefined, profileId = 'main') =>
    api.request('DELETE', `${EXPERIMENTS}?profileId=${encodeURIComponent(profileId)}`, { token });
  const promote = (token: string | undefined, variantId: string) =>
    api.request('POST', `${EXPERIMENTS}/${encodeURIComponent(variantId)}/promote`, { token });
  const settingsOf = async (token: string) =>
    (await api.request('GET', '/api/bidding/settings', { token })).body.settings;
  /** `placed` placed bids of the user on the arm (null: the control), the first `replied` of them replied to. */
  const seed = async (userId: string, arm: string | null, placed: number, replied: number): Promise<void> => {
    const now = api.deps.clock.now();
    for (let index = 0; index < placed; index++) {
      await api.deps.storage.bids.insertIfAbsent(
        aBid(userId, {
          status: index < replied ? 'replied' : 'submitted',
          submittedAt: now,
          repliedAt: index < replied ? now : null,
          promptVariantId: arm,
        }),
      );
    }
  };
  /** A user whose experiment has a clear winner: 25% replies against 10%, 200 bids an arm. */
  const withWinner = async () => {
    const owner = await api.signUp();
    const experiment = (await put(owner.token, { profileId: 'main', variants: [SHORT] })).body.experiment;
    const variantId: string = experiment.arms[1].id;
    await seed(owner.user.id, null, 200, 20);
    await seed(owner.user.id, variantId, 200, 50);
    return { owner, variantId };
  };

  describe('the happy path', () => {
    it('shows no experiment for a new user: the default prompt, no arms', async () => {
      const { token } = await api.signUp();
      const response = await read(token);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        experiment: {
          profileId: 'main',
          profileName: 'Main profile',
          running: false,
          arms: [],
          verdict: null,
          controlSharePercent: 100,
          minimumSample: 50,
          significanceLevel: 0.05,
        },
      });
    });

    it('starts an experiment, shows every arm with its share, and waits for the minimum sample', async () => {
      const { token } = await api.signUp();
      const response = await put(token, { profileId: 'main', variants: [{ ...SHORT, name: '  Short  ' }, WARM] });
      expect(response.status).toBe(200);
      expect(response.body.experiment).toMatchObject({
        running: true,
        controlSharePercent: 50,
        verdict: { kind: 'too-few-bids', smallestArm: 0, minimum: 50 },
      });
      expect(
        response.body.experiment.arms.map((arm: { name: string; sharePercent: number; isControl: boolean }) => [
          arm.name,
          arm.sharePercent,
          arm.isControl,
        ]),
      ).toEqual([
        ['Current prompt', 50, true],
        ['Short', 30, false],
        ['Warm', 20, false],
      ]);
      expect((await read(token)).body.experiment).toEqual(response.body.experiment);
    });

    it('names a winner from a seeded outcome set, promotes it to the custom prompt, and ends the experiment', async () => {
      const { owner, variantId } = await withWinner();
      const shown = (await read(owner.token)).body.experiment;
      expect(shown.verdict).toMatchObject({ kind: 'winner', variantId, variantName: 'Short' });
      expect(shown.verdict.pValue).toBeLessThan(0.05);
      expect(shown.arms[1]).toMatchObject({ placed: 200, replied: 50, replyRate: 0.25, standing: 'better' });

      const promoted = await promote(owner.token, variantId);
      expect(promoted).toMatchObject({
        status: 200,
        body: { success: true, experiment: { running: false, controlPrompt: SHORT.prompt } },
      });
      expect(await settingsOf(owner.token)).toMatchObject({ useCustomPrompt: true, customPrompt: SHORT.prompt });
      expect(await promote(owner.token, variantId)).toMatchObject({
        status: 409,
        body: { errorCode: 'CONFLICT', message: 'This experiment has already ended' },
      });
    });

    it('promotes once when two promotions arrive together', async () => {
      const { owner, variantId } = await withWinner();
      const answers = await Promise.all([promote(owner.token, variantId), promote(owner.token, variantId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await settingsOf(owner.token)).toMatchObject({ useCustomPrompt: true, customPrompt: SHORT.prompt });
    });

    it('refuses to promote a variant without a clear win, and changes nothing', async () => {
      const owner = await api.signUp();
      const variantId: string = (await put(owner.token, { profileId: 'main', variants: [SHORT] })).body.experiment
        .arms[1].id;
      await seed(owner.user.id, variantId, 30, 25);
      expect(await promote(owner.token, variantId)).toMatchObject({ status: 409, body: { errorCode: 'CONFLICT' } });
      expect(await settingsOf(owner.token)).toMatchObject({ useCustomPrompt: false });
      expect((await read(owner.token)).body.experiment.running).toBe(true);
    });

    it('stops an experiment, and says so when none was running', async () => {
      const { token } = await api.signUp();
      await put(token, { profileId: 'main', variants: [SHORT] });
      expect(await stop(token)).toMatchObject({
        status: 200,
        body: { success: true, message: 'Experiment stopped', experiment: { running: false } },
      });
      expect(await stop(token)).toMatchObject({ status: 200, body: { message: 'No experiment was running' } });
    });

    it("runs a search profile's experiment apart from the main one", async () => {
      const { token } = await api.signUp();
      const profile = (await api.request('POST', '/api/bidding/profiles', { token, body: { name: 'Shopify fixes' } }))
        .body.profile;
      expect((await put(token, { profileId: profile.id, variants: [WARM] })).body.experiment).toMatchObject({
        profileId: profile.id,
        profileName: 'Shopify fixes',
        running: true,
      });
      expect((await read(token)).body.experiment.running).toBe(false);
    });
  });

  describe('hostile and broken input', () => {
    it.each([
      ['an unknown field', { profileId: 'main', variants: [SHORT], admin: true }],
      ['an unknown variant field', { profileId: 'main', variants: [{ ...SHORT, userId: 'someone' }] }],
      ['no variants', { profileId: 'main', variants: [] }],
      [
        'four variants',
        {
          profileId: 'main',
          variants: [SHORT, WARM, { ...WARM, name: 'C', sharePercent: 5 }, { ...WARM, name: 'D', sharePercent: 5 }],
        },
      ],
      ['variants as text', { profileId: 'main', variants: 'all of them' }],
      ['a missing profile', { variants: [SHORT] }],
      ['a share as text', { profileId: 'main', variants: [{ ...SHORT, sharePercent: '30' }] }],
      ['a fractional share', { profileId: 'main', variants: [{ ...SHORT, sharePercent: 12.5 }] }],
      ['a share under 5', { profileId: 'main', variants: [{ ...SHORT, sharePercent: 4 }] }],
      [
        'shares over 90 together',
        {
          profileId: 'main',
          variants: [
            { ...SHORT, sharePercent: 60 },
            { ...WARM, sharePercent: 31 },
          ],
        },
      ],
      ['a long name', { profileId: 'main', variants: [{ ...SHORT, name: 'n'.repeat(61) }] }],
      ['a name with a NUL', { profileId: 'main', variants: [{ ...SHORT, name: 'Short\u0000' }] }],
      [
        'a prompt over the limit',
        { profileId: 'main', variants: [{ ...SHORT, prompt: 'p'.repeat(CUSTOM_PROMPT_MAX_LENGTH + 1) }] },
      ],
      [
        'a prompt with a NUL',
        { profileId: 'main', variants: [{ ...SHORT, prompt: 'Hello\u0000world, [Project Title]' }] },
      ],
      ['two variants of one name', { profileId: 'main', variants: [SHORT, { ...WARM, name: 'SHORT' }] }],
      ['a list for a body', [SHORT]],
      ['null', null],
    ])('refuses %s with 400 and starts nothing', async (_label, body) => {
      const { token } = await api.signUp();
      const response = await put(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect((await read(token)).body.experiment.running).toBe(false);
    });

    it.each([
      ['a right-to-left override', 'B\u202eevil'],
      ['a zero-width space', 'Short\u200b'],
      ['a C1 control', 'Short\u0085'],
    ])("refuses a variant's name with %s, naming the field, and starts nothing", async (_label, name) => {
      const { token } = await api.signUp();
      const response = await put(token, { profileId: 'main', variants: [{ ...SHORT, name }] });
      expect(response).toMatchObject({
        status: 400,
        body: {
          errorCode: 'VALIDATION_FAILED',
          message: expect.stringContaining("A variant's name cannot contain invisible or control characters"),
        },
      });
      expect((await read(token)).body.experiment.running).toBe(false);
    });

    it('refuses a read or a stop without a profile id, and with one holding a control character', async () => {
      const { token } = await api.signUp();
      expect((await api.request('GET', EXPERIMENTS, { token })).status).toBe(400);
      expect((await api.request('DELETE', EXPERIMENTS, { token })).status).toBe(400);
      expect((await read(token, 'main\u0000')).status).toBe(400);
      expect((await promote(token, 'x\u0001')).status).toBe(400);
    });
  });

  describe('as an attacker', () => {
    it("answers 404 to another user's profile and variant, and leaves them unchanged", async () => {
      const [owner, intruder] = [await api.signUp(), await api.signUp()];
      const profile = (
        await api.request('POST', '/api/bidding/profiles', { token: owner.token, body: { name: 'Private' } })
      ).body.profile;
      const before = (await put(owner.token, { profileId: profile.id, variants: [SHORT] })).body.experiment;
      const variantId: string = before.arms[1].id;

      expect(await read(intruder.token, profile.id)).toMatchObject({
        status: 404,
        body: { errorCode: 'SEARCH_PROFILE_NOT_FOUND' },
      });
      expect((await put(intruder.token, { profileId: profile.id, variants: [WARM] })).status).toBe(404);
      expect((await stop(intruder.token, profile.id)).status).toBe(404);
      expect(await promote(intruder.token, variantId)).toMatchObject({
        status: 404,
        body: { errorCode: 'PROMPT_VARIANT_NOT_FOUND' },
      });
      // Naming the owner's variant id in the intruder's own experiment starts a new variant of theirs.
      const own = (
        await put(intruder.token, {
          profileId: 'main',
          variants: [{ ...SHORT, id: variantId, name: 'Taken over', sharePercent: 80 }],
        })
      ).body.experiment;
      expect(own.arms[1].id).not.toBe(variantId);

      expect((await read(owner.token, profile.id)).body.experiment).toEqual(before);
    });

    it('answers odd spellings of the promote path with 404 and promotes nothing', async () => {
      const { owner, variantId } = await withWinner();
      for (const path of [
        `/api/bidding/Experiments/${variantId}/promote`,
        `/api/bidding/experiments/${variantId}/Promote`,
        `/api/bidding/experiments/${variantId}/promote/`,
        `/api/bidding/experiments//${variantId}/promote`,
        `/api/bidding/experiments/x/../${variantId}/promote`,
        `/api/bidding/experiments/${variantId}%2Fpromote`,
      ]) {
        const response = await rawRequest(api.baseUrl, 'POST', path, { token: owner.token });
        expect(response.status, path).toBe(404);
      }
      expect((await read(owner.token)).body.experiment.running).toBe(true);
      expect(await settingsOf(owner.token)).toMatchObject({ useCustomPrompt: false });
    });

    it('refuses every route without a session', async () => {
      for (const response of [
        await read(undefined),
        await put(undefined, { profileId: 'main', variants: [SHORT] }),
        await stop(undefined),
        await promote(undefined, 'x'),
      ])
        expect(response.status).toBe(401);
    });
  });
});
