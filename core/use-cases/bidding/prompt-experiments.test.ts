import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { DEFAULT_PROMPT } from '../../domain/bidding/default-prompt.js';
import { MIN_ARM_SAMPLE } from '../../domain/bidding/experiment-stats.js';
import { MAIN_PROFILE_ID, profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { DomainError } from '../../domain/errors.js';
import { EXPERIMENT_ENDED, ManagePromptExperiments, NOT_THE_WINNER } from './prompt-experiments.js';

const NOW = '2026-03-01T10:00:00.000Z';
const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a throw'),
    (error: DomainError) => error,
  );
const SHORT = { name: 'Short', prompt: 'Two sentences about [Project Title].', sharePercent: 30 };
const WARM = { name: 'Warm', prompt: 'A warm note about [Project Title].', sharePercent: 20 };

describe('ManagePromptExperiments', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let experiments: ManagePromptExperiments;
  let userId: string;
  let otherId: string;
  let projects = 0;

  /** `placed` placed bids on the arm (null: the control), the first `replied` replied to, the first `awarded` of those awarded. */
  const seed = async (
    arm: string | null,
    placed: number,
    replied: number,
    awarded = 0,
    profileId: string | null = null,
  ): Promise<void> => {
    for (let index = 0; index < placed; index++) {
      projects += 1;
      await storage.bids.insertIfAbsent({
        userId,
        projectId: String(50_000 + projects),
        projectTitle: `Project ${projects}`,
        projectUrl: `https://www.freelancer.com/projects/${projects}`,
        status: index < awarded ? 'accepted' : index < replied ? 'replied' : 'submitted',
        amountMinor: 10_000,
        currency: 'USD',
        proposal: 'I can help.',
        marketplaceBidId: `m${projects}`,
        errorMessage: null,
        submittedAt: clock.now(),
        repliedAt: index < replied ? clock.now() : null,
        promptVariantId: arm,
        profileId,
      });
    }
  };

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    experiments = new ManagePromptExperiments(storage);
    userId = (await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })).id;
    otherId = (await storage.users.create({ name: 'Mallory', email: 'mallory@example.com', passwordHash: 'x' })).id;
  });

  it('shows a profile without an experiment: its own prompt, the whole share, no arms', async () => {
    expect(await experiments.get(userId, MAIN_PROFILE_ID)).toEqual({
      profileId: MAIN_PROFILE_ID,
      profileName: 'Main profile',
      controlPrompt: DEFAULT_PROMPT,
      running: false,
      startedAt: null,
      controlSharePercent: 100,
      variants: [],
      comparison: null,
    });
  });

  it('starts an experiment and reads its arms, waiting for the minimum sample', async () => {
    await storage.settings.update(userId, { useCustomPrompt: true, customPrompt: 'My own pitch for [Project Title].' });
    const view = await experiments.change(userId, MAIN_PROFILE_ID, [SHORT, WARM]);
    expect(view).toMatchObject({
      running: true,
      controlPrompt: 'My own pitch for [Project Title].',
      controlSharePercent: 50,
      startedAt: clock.now(),
    });
    expect(view.variants.map((variant) => [variant.name, variant.sharePercent])).toEqual([
      ['Short', 30],
      ['Warm', 20],
    ]);
    expect(view.comparison?.verdict).toEqual({ kind: 'too-few-bids', smallestArm: 0, minimum: MIN_ARM_SAMPLE });
  });

  it('refuses bad variants with the field at fault, and changes nothing', async () => {
    expect(
      await failure(experiments.change(userId, MAIN_PROFILE_ID, [SHORT, { ...WARM, sharePercent: 61 }])),
    ).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'variants' } });
    expect(
      await failure(experiments.change(userId, MAIN_PROFILE_ID, [SHORT, { ...WARM, name: ' short ' }])),
    ).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'variants.1.name' } });
    expect((await experiments.get(userId, MAIN_PROFILE_ID)).running).toBe(false);
  });

  it("never reads, starts or stops an experiment on another user's profile", async () => {
    const theirs =
      (await storage.searchProfiles.create(
        otherId,
        { name: 'Theirs', isActive: true, rules: profileRulesOf(await storage.settings.get(otherId)) },
        4,
      )) ?? expect.fail('no profile');
    await experiments.change(otherId, theirs.id, [SHORT]);
    for (const attempt of [
      experiments.get(userId, theirs.id),
      experiments.change(userId, theirs.id, [WARM]),
      experiments.stop(userId, theirs.id),
      experiments.get(userId, 'no-such-profile'),
    ]) {
      expect(await failure(attempt)).toMatchObject({ code: 'SEARCH_PROFILE_NOT_FOUND' });
    }
    expect((await experiments.get(otherId, theirs.id)).variants.map((variant) => variant.name)).toEqual(['Short']);
  });

  it('names a winner from a seeded outcome set and promotes it to the main prompt, ending the experiment', async () => {
    const [short] = (await experiments.change(userId, MAIN_PROFILE_ID, [SHORT])).variants;
    await seed(null, 200, 20);
    await seed(short?.id ?? '', 200, 50, 5);
    const view = await experiments.get(userId, MAIN_PROFILE_ID);
    expect(view.comparison?.verdict).toMatchObject({ kind: 'winner', variantId: short?.id });
    expect(view.comparison?.control).toMatchObject({ placed: 200, replied: 20 });

    const after = await experiments.promote(userId, short?.id ?? '');
    expect(after).toMatchObject({ running: false, controlPrompt: SHORT.prompt });
    expect(await storage.settings.get(userId)).toMatchObject({ useCustomPrompt: true, customPrompt: SHORT.prompt });
    expect(await failure(experiments.promote(userId, short?.id ?? ''))).toMatchObject({
      code: 'CONFLICT',
      message: EXPERIMENT_ENDED,
    });
  });

  it('refuses to promote a variant that is not the named winner, changing nothing', async () => {
    const [short] = (await experiments.change(userId, MAIN_PROFILE_ID, [SHORT])).variants;
    await seed(null, 200, 20);
    await seed(short?.id ?? '', 200, 26);
    expect((await experiments.get(userId, MAIN_PROFILE_ID)).comparison?.verdict.kind).toBe('no-winner');
    expect(await failure(experiments.promote(userId, short?.id ?? ''))).toMatchObject({
      code: 'CONFLICT',
      message: NOT_THE_WINNER,
    });
    expect(await storage.settings.get(userId)).toMatchObject({ useCustomPrompt: false });
    expect((await experiments.get(userId, MAIN_PROFILE_ID)).running).toBe(true);
  });

  it("answers PROMPT_VARIANT_NOT_FOUND for another user's variant or an unknown one", async () => {
    const [theirs] = (await experiments.change(otherId, MAIN_PROFILE_ID, [SHORT])).variants;
    expect(await failure(experiments.promote(userId, theirs?.id ?? ''))).toMatchObject({
      code: 'PROMPT_VARIANT_NOT_FOUND',
    });
    expect(await failure(experiments.promote(userId, 'no-such-variant'))).toMatchObject({
      code: 'PROMPT_VARIANT_NOT_FOUND',
    });
    expect((await experiments.get(otherId, MAIN_PROFILE_ID)).running).toBe(true);
  });

  it('of two promotions at once, one takes effect and the other finds the experiment ended', async () => {
    const [short] = (await experiments.change(userId, MAIN_PROFILE_ID, [SHORT])).variants;
    await seed(null, 100, 10);
    await seed(short?.id ?? '', 100, 40);
    const results = await Promise.allSettled([
      experiments.promote(userId, short?.id ?? ''),
      experiments.promote(userId, short?.id ?? ''),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', message: EXPERIMENT_ENDED },
    });
  });

  it("promotes a search profile's winner to that profile's prompt, leaving the main one", async () => {
    const profile =
      (await storage.searchProfiles.create(
        userId,
        { name: 'Shopify', isActive: true, rules: profileRulesOf(await storage.settings.get(userId)) },
        4,
      )) ?? expect.fail('no profile');
    const [short] = (await experiments.change(userId, profile.id, [SHORT])).variants;
    await seed(null, 100, 5, 0, profile.id);
    await seed(short?.id ?? '', 100, 40, 0, profile.id);
    // The main profile's bids never join the profile's control.
    await seed(null, 300, 0);
    expect((await experiments.get(userId, profile.id)).comparison?.control.placed).toBe(100);
    await experiments.promote(userId, short?.id ?? '');
    expect((await storage.searchProfiles.find(userId, profile.id))?.rules).toMatchObject({
      useCustomPrompt: true,
      customPrompt: SHORT.prompt,
    });
    expect(await storage.settings.get(userId)).toMatchObject({ useCustomPrompt: false });
  });

  it('stops an experiment, keeping the profile’s own prompt; a second stop ends nothing', async () => {
    await experiments.change(userId, MAIN_PROFILE_ID, [SHORT, WARM]);
    expect(await experiments.stop(userId, MAIN_PROFILE_ID)).toBe(2);
    expect(await experiments.stop(userId, MAIN_PROFILE_ID)).toBe(0);
    expect(await experiments.get(userId, MAIN_PROFILE_ID)).toMatchObject({
      running: false,
      controlPrompt: DEFAULT_PROMPT,
    });
  });

  it('keeps a variant’s bids when only its name or share changes, and starts afresh when its prompt does', async () => {
    const [short] = (await experiments.change(userId, MAIN_PROFILE_ID, [SHORT])).variants;
    await seed(short?.id ?? '', 10, 3);
    const renamed = await experiments.change(userId, MAIN_PROFILE_ID, [
      { ...SHORT, id: short?.id ?? '', name: 'Shorter', sharePercent: 40 },
    ]);
    expect(renamed.variants[0]).toMatchObject({ id: short?.id, name: 'Shorter', sharePercent: 40 });
    expect(renamed.comparison?.variants[0]).toMatchObject({ placed: 10, replied: 3 });
    const rewritten = await experiments.change(userId, MAIN_PROFILE_ID, [
      { ...SHORT, id: short?.id ?? '', prompt: 'Something new for [Project Title].' },
    ]);
    expect(rewritten.variants[0]?.id).not.toBe(short?.id);
    expect(rewritten.comparison?.variants[0]).toMatchObject({ placed: 0 });
  });
});
