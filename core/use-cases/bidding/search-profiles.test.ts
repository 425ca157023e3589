import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { RecordingQueuedBids } from '../../../adapters/testing/recording-queued-bids.js';
import { MAIN_PROFILE_ID, MAX_SEARCH_PROFILES } from '../../domain/bidding/search-profile.js';
import type { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import { CUSTOM_PROMPT_REQUIRED } from './rule-changes.js';
import { MAIN_PROFILE_ALWAYS_ON, MAIN_PROFILE_UNDELETABLE, ManageSearchProfiles } from './search-profiles.js';
import { UpdateBiddingSettings } from './update-bidding-settings.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('search profiles use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let user: User;
  let profiles: ManageSearchProfiles;

  beforeEach(async () => {
    clock = new FixedClock();
    storage = new InMemoryStorage(clock);
    user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    profiles = new ManageSearchProfiles(storage, new UpdateBiddingSettings(storage, clock, new RecordingQueuedBids()));
  });

  const create = (name: string, rules = {}, copyFrom?: string) =>
    profiles.create(user, { name, rules, ...(copyFrom === undefined ? {} : { copyFrom }) });

  it('lists the main profile first, built from the settings and always on, then the others oldest first', async () => {
    await storage.settings.update(user.id, { isActive: false, skills: ['PHP'], profileName: 'Everything PHP' });
    const laravel = await create('Laravel APIs');
    clock.advance(1_000);
    const shopify = await create('Shopify fixes');
    const listed = await profiles.list(user.id);
    expect(listed.map((p) => [p.id, p.name, p.isActive])).toEqual([
      [MAIN_PROFILE_ID, 'Everything PHP', true],
      [laravel.id, 'Laravel APIs', true],
      [shopify.id, 'Shopify fixes', true],
    ]);
    expect(listed[0]?.rules.skills).toEqual(['PHP']);
    expect(listed[0]?.rules).not.toHaveProperty('isActive');
  });

  it("copies the main profile's rules by default, or another profile's, then sets the body's rules over them", async () => {
    await storage.settings.update(user.id, { skills: ['PHP'], minFitScore: 30, fixedBudgetMaxUsd: 900 });
    const fromMain = await create('Laravel APIs', {
      skills: ['Laravel', ' laravel ', 'PHP'],
      requiredKeywords: ['api'],
    });
    expect(fromMain).toMatchObject({
      isActive: true,
      rules: { skills: ['Laravel', 'PHP'], requiredKeywords: ['api'], minFitScore: 30, fixedBudgetMaxUsd: 900 },
    });
    const fromOther = await create('Laravel, cheap', { fixedBudgetMaxUsd: 300 }, fromMain.id);
    expect(fromOther.rules).toEqual({ ...fromMain.rules, fixedBudgetMaxUsd: 300 });
    expect((await failure(create('Ghost copy', {}, 'no-such-profile'))).code).toBe('SEARCH_PROFILE_NOT_FOUND');
  });

  it('refuses a profile past the limit, the main one counted', async () => {
    for (let i = 1; i < MAX_SEARCH_PROFILES; i += 1) await create(`Profile ${i}`);
    const refused = await failure(create('One too many'));
    expect(refused).toMatchObject({
      code: 'SEARCH_PROFILE_LIMIT_REACHED',
      message: 'You can have at most 5 search profiles, the main one included; delete one to add another',
    });
    expect(await profiles.list(user.id)).toHaveLength(MAX_SEARCH_PROFILES);
  });

  it('refuses a name the account already uses, in any case, the main one included', async () => {
    const laravel = await create('Laravel APIs');
    expect(await failure(create(' laravel apis '))).toMatchObject({
      code: 'SEARCH_PROFILE_NAME_TAKEN',
      message: 'You already have a profile named "laravel apis"',
      details: { field: 'name' },
    });
    expect((await failure(create('MAIN PROFILE'))).code).toBe('SEARCH_PROFILE_NAME_TAKEN');
    expect((await failure(profiles.update(user, MAIN_PROFILE_ID, { name: 'laravel APIs', rules: {} }))).code).toBe(
      'SEARCH_PROFILE_NAME_TAKEN',
    );
    // Renaming a profile to its own name in another case is no clash.
    expect((await profiles.update(user, laravel.id, { name: 'LARAVEL APIs', rules: {} })).name).toBe('LARAVEL APIs');
    expect((await profiles.update(user, MAIN_PROFILE_ID, { name: 'main PROFILE', rules: {} })).name).toBe(
      'main PROFILE',
    );
  });

  it('changes the settings when the main profile changes, through the settings’ own checks', async () => {
    await storage.settings.update(user.id, { isActive: true, fixedBudgetMaxUsd: 500 });
    const updated = await profiles.update(user, MAIN_PROFILE_ID, {
      name: 'Generalist',
      rules: { skills: ['Go', 'go'], minFitScore: 40 },
    });
    expect(updated).toMatchObject({
      id: MAIN_PROFILE_ID,
      name: 'Generalist',
      isActive: true,
      rules: { skills: ['Go'], minFitScore: 40 },
    });
    expect(await storage.settings.get(user.id)).toMatchObject({
      profileName: 'Generalist',
      skills: ['Go'],
      minFitScore: 40,
      isActive: true,
    });

    expect(await failure(profiles.update(user, MAIN_PROFILE_ID, { rules: { fixedBudgetMinUsd: 600 } }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'fixedBudgetMaxUsd' },
    });
    expect(await failure(profiles.update(user, MAIN_PROFILE_ID, { rules: { useCustomPrompt: true } }))).toMatchObject({
      message: CUSTOM_PROMPT_REQUIRED,
      details: { field: 'customPrompt' },
    });
    expect(await failure(profiles.update(user, MAIN_PROFILE_ID, { isActive: false, rules: {} }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MAIN_PROFILE_ALWAYS_ON,
    });
    expect(await storage.settings.get(user.id)).toMatchObject({
      fixedBudgetMinUsd: null,
      useCustomPrompt: false,
      isActive: true,
    });
  });

  it("checks another profile's rules against its own stored rules, not the main one's", async () => {
    await storage.settings.update(user.id, { hourlyBudgetMaxUsd: 20 });
    const profile = await create('Senior work', {
      hourlyBudgetMaxUsd: 150,
      useCustomPrompt: true,
      customPrompt: 'Say senior.',
    });
    const raised = await profiles.update(user, profile.id, { rules: { hourlyBudgetMinUsd: 80 } });
    expect(raised.rules).toMatchObject({ hourlyBudgetMinUsd: 80, hourlyBudgetMaxUsd: 150 });
    expect((await failure(profiles.update(user, profile.id, { rules: { hourlyBudgetMaxUsd: 50 } }))).details).toEqual({
      field: 'hourlyBudgetMaxUsd',
    });
    expect((await failure(profiles.update(user, profile.id, { rules: { customPrompt: ' ' } }))).message).toBe(
      CUSTOM_PROMPT_REQUIRED,
    );
    expect((await failure(create('Bad budget', { fixedBudgetMinUsd: 10, fixedBudgetMaxUsd: 5 }))).code).toBe(
      'VALIDATION_FAILED',
    );
    const off = await profiles.update(user, profile.id, { isActive: false, rules: { skills: ['Rust', 'rust '] } });
    expect(off).toMatchObject({ isActive: false, rules: { skills: ['Rust'], hourlyBudgetMinUsd: 80 } });
    expect((await storage.settings.get(user.id)).skills).toEqual([]);
  });

  it("answers 404 for another user's or an unknown profile and leaves it unchanged", async () => {
    const other = await storage.users.create({ name: 'Eve', email: 'eve@example.com', passwordHash: 'x' });
    const theirs = await profiles.create(other, { name: 'Theirs', rules: {} });
    expect((await failure(profiles.update(user, theirs.id, { name: 'Mine now', rules: {} }))).code).toBe(
      'SEARCH_PROFILE_NOT_FOUND',
    );
    expect((await failure(profiles.delete(user.id, theirs.id))).code).toBe('SEARCH_PROFILE_NOT_FOUND');
    expect((await failure(create('Copy of theirs', {}, theirs.id))).code).toBe('SEARCH_PROFILE_NOT_FOUND');
    expect((await failure(profiles.delete(user.id, 'no-such-profile'))).code).toBe('SEARCH_PROFILE_NOT_FOUND');
    expect((await profiles.list(other.id))[1]).toEqual(theirs);
  });

  it('deletes a profile, and never the main one', async () => {
    const profile = await create('Short-lived');
    await profiles.delete(user.id, profile.id);
    expect((await profiles.list(user.id)).map((p) => p.id)).toEqual([MAIN_PROFILE_ID]);
    expect(await failure(profiles.delete(user.id, MAIN_PROFILE_ID))).toMatchObject({
      code: 'CONFLICT',
      message: MAIN_PROFILE_UNDELETABLE,
    });
  });
});
