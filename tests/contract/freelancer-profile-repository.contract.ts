import { describe, expect, it } from 'vitest';
import { aUser } from './builders.js';
import { useHarness, type StorageFeatures, type StorageSetup } from './storage-harness.js';

const TOKEN = 'oauth-Zm9vYmFyLXRva2VuLXNlY3JldA-0123456789';

export function describeFreelancerProfileRepositoryContract(name: string, setup: StorageSetup, features: StorageFeatures): void {
  describe(`${name}: FreelancerProfileRepository`, () => {
    const h = useHarness(setup);
    const profiles = () => h().storage.profiles;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('answers null for a user who never saved a profile', async () => {
      expect(await profiles().get(await newUserId())).toBeNull();
    });

    it('refuses a profile of an unknown user with USER_NOT_FOUND', async () => {
      await expect(profiles().save('no-such-user', { oauthToken: TOKEN, freelancerUserId: '1' })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('round-trips the token and marketplace id', async () => {
      const userId = await newUserId();
      const saved = await profiles().save(userId, { oauthToken: TOKEN, freelancerUserId: '12345678' });
      expect(saved).toEqual({ userId, oauthToken: TOKEN, freelancerUserId: '12345678', updatedAt: h().clock.now() });
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

    it('reads many users’ profiles at once, leaving out users without one', async () => {
      const [withToken, cleared, none] = [await newUserId(), await newUserId(), await newUserId()];
      const saved = await profiles().save(withToken, { oauthToken: TOKEN, freelancerUserId: '12345678' });
      const empty = await profiles().save(cleared, { oauthToken: null, freelancerUserId: null });
      expect(await profiles().getMany([withToken, cleared, none, 'no-such-user'])).toEqual(new Map([[withToken, saved], [cleared, empty]]));
      expect(await profiles().getMany([])).toEqual(new Map());
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
