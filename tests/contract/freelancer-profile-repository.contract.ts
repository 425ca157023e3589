import { describe, expect, it } from 'vitest';
import type { MarketplaceAccountCheck } from '../../core/domain/bidding/marketplace-account.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageFeatures, type StorageSetup } from './storage-harness.js';

const TOKEN = 'oauth-Zm9vYmFyLXRva2VuLXNlY3JldA-0123456789';

export function describeFreelancerProfileRepositoryContract(
  name: string,
  setup: StorageSetup,
  features: StorageFeatures,
): void {
  describe(`${name}: FreelancerProfileRepository`, () => {
    const h = useHarness(setup);
    const profiles = () => h().storage.profiles;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('answers null for a user who never saved a profile', async () => {
      expect(await profiles().get(await newUserId())).toBeNull();
    });

    it('refuses a profile of an unknown user with USER_NOT_FOUND', async () => {
      await expect(profiles().save('no-such-user', { oauthToken: TOKEN, freelancerUserId: '1' })).rejects.toMatchObject(
        { code: 'USER_NOT_FOUND' },
      );
    });

    it('round-trips the token and marketplace id', async () => {
      const userId = await newUserId();
      const saved = await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '12345678' });
      expect(saved).toEqual({
        userId,
        oauthToken: TOKEN,
        freelancerUserId: '12345678',
        marketplaceAccount: null,
        updatedAt: h().clock.now(),
      });
      expect(await profiles().get(userId)).toEqual(saved);
    });

    it('replaces the profile on a second save, including clearing the token', async () => {
      const userId = await newUserId();
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1' });
      h().clock.advance(10);
      const cleared = await profiles().save(userId, { oauthToken: null, freelancerUserId: null });
      expect(await profiles().get(userId)).toEqual(cleared);
      expect(cleared).toMatchObject({ oauthToken: null, freelancerUserId: null, updatedAt: h().clock.now() });
    });

    it('reads many users’ profiles at once without their tokens, leaving out users without one', async () => {
      const [withToken, cleared, none] = [await newUserId(), await newUserId(), await newUserId()];
      const { oauthToken: _sealed, ...saved } = await profiles().save(withToken, {
        oauthToken: TOKEN,
        freelancerUserId: '12345678',
        marketplaceAccount: aCheck(),
      });
      const { oauthToken: _none, ...empty } = await profiles().save(cleared, {
        oauthToken: null,
        freelancerUserId: null,
      });
      const summaries = await profiles().summaries([withToken, cleared, none, 'no-such-user']);
      expect(summaries).toEqual(
        new Map([
          [withToken, { ...saved, hasToken: true }],
          [cleared, { ...empty, hasToken: false }],
        ]),
      );
      expect(JSON.stringify([...summaries.values()])).not.toContain(TOKEN);
      expect(await profiles().summaries([])).toEqual(new Map());
    });

    it('reads profiles among more users than one statement binds', async () => {
      const userId = await newUserId();
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '7' });
      const summaries = await profiles().summaries([...Array.from({ length: 6_000 }, (_, n) => `ghost-${n}`), userId]);
      expect([...summaries.keys()]).toEqual([userId]);
      expect(summaries.get(userId)?.hasToken).toBe(true);
    });

    const aCheck = (overrides: Partial<MarketplaceAccountCheck> = {}): MarketplaceAccountCheck => ({
      bidsRemaining: 12,
      bidLimit: 15,
      limited: false,
      checkedAt: h().clock.now(),
      ...overrides,
    });

    it('round-trips the account reading saved with the token, nulls and zero included', async () => {
      const userId = await newUserId();
      for (const check of [
        aCheck(),
        aCheck({ bidsRemaining: 0, bidLimit: null, limited: true }),
        aCheck({ bidsRemaining: null }),
      ]) {
        const saved = await profiles().save(userId, {
          oauthToken: TOKEN,
          freelancerUserId: '1',
          marketplaceAccount: check,
        });
        expect(saved.marketplaceAccount).toEqual(check);
        expect(await profiles().get(userId)).toEqual(saved);
      }
    });

    it('drops the account reading when a token is saved without one: it was of the token before', async () => {
      const userId = await newUserId();
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1', marketplaceAccount: aCheck() });
      await profiles().save(userId, { oauthToken: `${TOKEN}-new`, freelancerUserId: '2' });
      expect((await profiles().get(userId))?.marketplaceAccount).toBeNull();
    });

    it('records a newer reading for the token it was read with, leaving the token and updatedAt alone', async () => {
      const userId = await newUserId();
      const saved = await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1' });
      h().clock.advance(60_000);
      const later = aCheck({ bidsRemaining: 3 });
      expect(await profiles().recordMarketplaceAccount(userId, TOKEN, later)).toBe(true);
      expect(await profiles().get(userId)).toEqual({ ...saved, marketplaceAccount: later });
    });

    it('refuses a reading taken with another token, or for a user without a profile or token', async () => {
      const userId = await newUserId();
      expect(await profiles().recordMarketplaceAccount(userId, TOKEN, aCheck())).toBe(false);
      expect(await profiles().get(userId)).toBeNull();
      await profiles().save(userId, {
        oauthToken: TOKEN,
        freelancerUserId: '1',
        marketplaceAccount: aCheck({ bidsRemaining: 7 }),
      });
      expect(await profiles().recordMarketplaceAccount(userId, 'another-token', aCheck({ bidsRemaining: 0 }))).toBe(
        false,
      );
      expect((await profiles().get(userId))?.marketplaceAccount?.bidsRemaining).toBe(7);
      await profiles().save(userId, { oauthToken: null, freelancerUserId: null });
      expect(await profiles().recordMarketplaceAccount(userId, TOKEN, aCheck())).toBe(false);
    });

    it('counts a known remaining count down by one per bid, never below zero, and leaves unknown or no reading alone', async () => {
      const userId = await newUserId();
      await profiles().countDownMarketplaceBids(userId);
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1' });
      await profiles().countDownMarketplaceBids(userId);
      expect((await profiles().get(userId))?.marketplaceAccount).toBeNull();
      await profiles().recordMarketplaceAccount(userId, TOKEN, aCheck({ bidsRemaining: 2 }));
      await Promise.all([
        profiles().countDownMarketplaceBids(userId),
        profiles().countDownMarketplaceBids(userId),
        profiles().countDownMarketplaceBids(userId),
      ]);
      expect((await profiles().get(userId))?.marketplaceAccount).toEqual(aCheck({ bidsRemaining: 0 }));
      await profiles().recordMarketplaceAccount(userId, TOKEN, aCheck({ bidsRemaining: null }));
      await profiles().countDownMarketplaceBids(userId);
      expect((await profiles().get(userId))?.marketplaceAccount?.bidsRemaining).toBeNull();
    });

    it.runIf(features.encryptsTokens)('stores the token encrypted, differently on every save', async () => {
      const userId = await newUserId();
      const readRaw = h().rawProfileToken;
      if (readRaw === undefined) throw new Error('this implementation must expose rawProfileToken');
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1' });
      const first = await readRaw(userId);
      await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '1' });
      const second = await readRaw(userId);
      for (const raw of [first, second]) {
        expect(raw).not.toBeNull();
        expect(raw).not.toContain(TOKEN);
        expect(raw).not.toContain(TOKEN.slice(6, 26));
        expect(Buffer.from(raw ?? '', 'base64').toString('utf8')).not.toContain(TOKEN.slice(6, 26));
      }
      expect(first).not.toBe(second);
      expect((await profiles().get(userId))?.oauthToken).toBe(TOKEN);
    });
  });
}
