import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_PROFILES,
  profileRulesOf,
  type NewSearchProfile,
  type ProfileRules,
} from '../../core/domain/bidding/search-profile.js';
import { defaultBiddingSettings } from '../../core/domain/bidding/settings.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const DEFAULT_RULES: ProfileRules = profileRulesOf(defaultBiddingSettings('', new Date(0)));
/** Profiles beside the main one an account may have. */
const MAX_OTHERS = MAX_SEARCH_PROFILES - 1;

const aProfile = (name: string, overrides: Partial<NewSearchProfile> = {}): NewSearchProfile => ({
  name,
  isActive: true,
  rules: {
    ...DEFAULT_RULES,
    skills: ['Laravel', 'PHP'],
    requiredKeywords: ['api'],
    fixedBudgetMinUsd: 250,
    fixedBudgetMaxUsd: 2000,
    customPrompt: 'Mention Laravel.',
  },
  ...overrides,
});

export function describeSearchProfileRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: SearchProfileRepository`, () => {
    const h = useHarness(setup);
    const profiles = () => h().storage.searchProfiles;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('stores a profile whole and lists the user’s profiles oldest first', async () => {
      const userId = await newUserId();
      const laravel = await profiles().create(userId, aProfile('Laravel APIs'), MAX_OTHERS);
      h().clock.advance(1_000);
      const shopify = await profiles().create(userId, aProfile('Shopify fixes', { isActive: false }), MAX_OTHERS);
      const t0 = new Date('2026-03-01T10:00:00.000Z');
      expect(laravel).toEqual({
        id: expect.any(String),
        userId,
        ...aProfile('Laravel APIs'),
        createdAt: t0,
        updatedAt: t0,
      });
      expect(shopify?.createdAt).toEqual(new Date('2026-03-01T10:00:01.000Z'));
      expect((await profiles().list(userId)).map((p) => p.name)).toEqual(['Laravel APIs', 'Shopify fixes']);
      expect(await profiles().find(userId, laravel?.id ?? '')).toEqual(laravel);
      expect(await profiles().list(await newUserId())).toEqual([]);
    });

    it('refuses a profile of an unknown user with USER_NOT_FOUND', async () => {
      await expect(profiles().create('no-such-user', aProfile('Orphan'), MAX_OTHERS)).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('lists the active profiles of many users in one read, leaving out inactive ones and users without any', async () => {
      const [a, b, none, onlyInactive] = [await newUserId(), await newUserId(), await newUserId(), await newUserId()];
      const a1 = await profiles().create(a, aProfile('A one'), MAX_OTHERS);
      await profiles().create(a, aProfile('A off', { isActive: false }), MAX_OTHERS);
      h().clock.advance(1_000);
      const a2 = await profiles().create(a, aProfile('A two'), MAX_OTHERS);
      const b1 = await profiles().create(b, aProfile('B one'), MAX_OTHERS);
      await profiles().create(onlyInactive, aProfile('Off', { isActive: false }), MAX_OTHERS);
      const active = await profiles().listActiveForUsers([a, b, none, onlyInactive, a, 'no-such-user']);
      expect([...active.keys()].sort()).toEqual([a, b].sort());
      expect(active.get(a)?.map((p) => p.id)).toEqual([a1?.id, a2?.id]);
      expect(active.get(b)).toEqual([b1]);
      expect((await profiles().listActiveForUsers([])).size).toBe(0);
    });

    it("answers a tick's thousands of users as it answers a few: only theirs, only active ones, oldest first", async () => {
      const [a, b, notAsked] = [await newUserId(), await newUserId(), await newUserId()];
      const a1 = await profiles().create(a, aProfile('A one'), MAX_OTHERS);
      h().clock.advance(1_000);
      const a2 = await profiles().create(a, aProfile('A two'), MAX_OTHERS);
      await profiles().create(b, aProfile('Off', { isActive: false }), MAX_OTHERS);
      await profiles().create(notAsked, aProfile('Not asked'), MAX_OTHERS);
      const many = [a, b, ...Array.from({ length: 2_000 }, (_, index) => `absent-user-${index}`)];
      const active = await profiles().listActiveForUsers(many);
      expect([...active.keys()]).toEqual([a]);
      expect(active.get(a)?.map((p) => p.id)).toEqual([a1?.id, a2?.id]);
    });

    it("never finds, changes or deletes another user's profile", async () => {
      const [owner, other] = [await newUserId(), await newUserId()];
      const profile = await profiles().create(owner, aProfile('Mine'), MAX_OTHERS);
      const id = profile?.id ?? '';
      expect(await profiles().find(other, id)).toBeNull();
      expect(await profiles().update(other, id, { name: 'Stolen', rules: { skills: ['Hijack'] } })).toBeNull();
      expect(await profiles().delete(other, id)).toBe(false);
      expect(await profiles().find(owner, id)).toEqual(profile);
      expect(await profiles().find(owner, 'no-such-profile')).toBeNull();
      expect(await profiles().update(owner, 'no-such-profile', { name: 'x' })).toBeNull();
      expect(await profiles().delete(owner, 'no-such-profile')).toBe(false);
    });

    it('merges a patch field by field, keeping the rules and fields it leaves out, and moves updatedAt', async () => {
      const userId = await newUserId();
      const created = await profiles().create(userId, aProfile('Laravel APIs'), MAX_OTHERS);
      h().clock.advance(5_000);
      const updated = await profiles().update(userId, created?.id ?? '', {
        isActive: false,
        rules: { skills: ['Vue'], fixedBudgetMaxUsd: null },
      });
      const expected = {
        ...created,
        isActive: false,
        rules: { ...created?.rules, skills: ['Vue'], fixedBudgetMaxUsd: null },
        updatedAt: h().clock.now(),
      };
      expect(updated).toEqual(expected);
      expect(await profiles().find(userId, created?.id ?? '')).toEqual(expected);
      const renamed = await profiles().update(userId, created?.id ?? '', { name: 'Vue apps' });
      expect(renamed).toEqual({ ...expected, name: 'Vue apps' });
    });

    it('deletes a profile once', async () => {
      const userId = await newUserId();
      const [keep, gone] = [
        await profiles().create(userId, aProfile('Keep'), MAX_OTHERS),
        await profiles().create(userId, aProfile('Gone'), MAX_OTHERS),
      ];
      expect(await profiles().delete(userId, gone?.id ?? '')).toBe(true);
      expect(await profiles().delete(userId, gone?.id ?? '')).toBe(false);
      expect(await profiles().list(userId)).toEqual([keep]);
    });

    it('refuses a creation past the limit, counting only the user’s own profiles', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      await profiles().create(other, aProfile('Other'), MAX_OTHERS);
      for (let i = 0; i < MAX_OTHERS; i += 1)
        expect(await profiles().create(userId, aProfile(`P${i}`), MAX_OTHERS)).not.toBeNull();
      expect(await profiles().create(userId, aProfile('One too many'), MAX_OTHERS)).toBeNull();
      expect(await profiles().list(userId)).toHaveLength(MAX_OTHERS);
      // An inactive profile still counts: switching one off does not free a place.
      const first = (await profiles().list(userId))[0];
      await profiles().update(userId, first?.id ?? '', { isActive: false });
      expect(await profiles().create(userId, aProfile('Still too many'), MAX_OTHERS)).toBeNull();
      await profiles().delete(userId, first?.id ?? '');
      expect(await profiles().create(userId, aProfile('Fits again'), MAX_OTHERS)).not.toBeNull();
    });

    it('lets only one of two creations at the limit pass when they run at once', async () => {
      const userId = await newUserId();
      for (let i = 0; i < MAX_OTHERS - 1; i += 1) await profiles().create(userId, aProfile(`P${i}`), MAX_OTHERS);
      const results = await Promise.all([
        profiles().create(userId, aProfile('Racer A'), MAX_OTHERS),
        profiles().create(userId, aProfile('Racer B'), MAX_OTHERS),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await profiles().list(userId)).toHaveLength(MAX_OTHERS);
    });

    it('keeps one name per account whatever the case, also when two writes race; another account may use it', async () => {
      const userId = await newUserId();
      const results = await Promise.allSettled([
        profiles().create(userId, aProfile('Shopify fixes'), MAX_OTHERS),
        profiles().create(userId, aProfile('SHOPIFY FIXES'), MAX_OTHERS),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { code: 'SEARCH_PROFILE_NAME_TAKEN' },
      });
      const other = await profiles().create(userId, aProfile('Laravel APIs'), MAX_OTHERS);
      await expect(profiles().update(userId, other?.id ?? '', { name: 'shopify Fixes' })).rejects.toMatchObject({
        code: 'SEARCH_PROFILE_NAME_TAKEN',
      });
      expect((await profiles().list(userId)).map((profile) => profile.name).sort()).toEqual([
        'Laravel APIs',
        expect.stringMatching(/^shopify fixes$/i),
      ]);
      expect(await profiles().create(await newUserId(), aProfile('Shopify fixes'), MAX_OTHERS)).not.toBeNull();
    });

    it('deletes the profiles with their user', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      const profile = await profiles().create(userId, aProfile('Mine'), MAX_OTHERS);
      const kept = await profiles().create(other, aProfile('Theirs'), MAX_OTHERS);
      expect(await h().storage.users.delete(userId)).toBe(true);
      expect(await profiles().find(userId, profile?.id ?? '')).toBeNull();
      expect(await profiles().list(userId)).toEqual([]);
      expect(await profiles().list(other)).toEqual([kept]);
    });

    it('returns copies: mutating returned rules does not change the store', async () => {
      const userId = await newUserId();
      const created = await profiles().create(userId, aProfile('Mine'), MAX_OTHERS);
      (created?.rules.skills as string[]).push('Injected');
      const listed = await profiles().list(userId);
      (listed[0]?.rules.skills as string[]).push('Injected');
      expect((await profiles().find(userId, created?.id ?? ''))?.rules.skills).toEqual(['Laravel', 'PHP']);
    });

    it('reads a stored row written before a rule existed with that rule’s default', async (ctx) => {
      const write = h().writeRawProfileRules;
      if (write === undefined) return ctx.skip();
      const userId = await newUserId();
      const created = await profiles().create(userId, aProfile('Old'), MAX_OTHERS);
      const { minFitScore: _newer, ...older } = aProfile('Old').rules;
      await write(created?.id ?? '', JSON.stringify({ ...older, languages: 'not a list', fixedBudgetMaxUsd: 'lots' }));
      const read = await profiles().find(userId, created?.id ?? '');
      expect(read?.rules).toEqual({
        ...aProfile('Old').rules,
        minFitScore: DEFAULT_RULES.minFitScore,
        languages: DEFAULT_RULES.languages,
        fixedBudgetMaxUsd: DEFAULT_RULES.fixedBudgetMaxUsd,
      });
      await write(created?.id ?? '', '{}');
      expect((await profiles().find(userId, created?.id ?? ''))?.rules).toEqual(DEFAULT_RULES);
    });
  });
}
