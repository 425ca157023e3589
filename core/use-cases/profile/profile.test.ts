import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import type { DomainError } from '../../domain/errors.js';
import { SaveFreelancerProfile, getFreelancerProfile } from './save-freelancer-profile.js';
import { SyncSkills } from './sync-skills.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('freelancer profile use cases', () => {
  let storage: InMemoryStorage;
  let marketplace: FakeMarketplace;
  let userId: string;
  let clock: FixedClock;

  beforeEach(async () => {
    clock = new FixedClock();
    storage = new InMemoryStorage(clock);
    marketplace = new FakeMarketplace({ id: '777', username: 'ada', skills: ['PHP', 'php', ' Python ', ''] });
    userId = (await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })).id;
  });

  it('answers nulls before a token was saved', async () => {
    expect(await getFreelancerProfile(storage.profiles, userId)).toEqual({
      oauthToken: null,
      freelancerUserId: null,
      marketplaceAccount: null,
    });
  });

  it('saves the trimmed token with the marketplace id of its owner', async () => {
    expect(
      await new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock).execute(
        userId,
        '  tok-1  ',
      ),
    ).toEqual({ freelancerUserId: '777' });
    expect(await getFreelancerProfile(storage.profiles, userId)).toMatchObject({
      oauthToken: 'tok-1',
      freelancerUserId: '777',
    });
  });

  it('keeps what the marketplace says of the account’s own bids when the token is saved; unknown stays unknown', async () => {
    const save = new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock);
    await save.execute(userId, 'tok-1');
    expect((await getFreelancerProfile(storage.profiles, userId)).marketplaceAccount).toEqual({
      bidsRemaining: null,
      bidLimit: null,
      limited: false,
      checkedAt: clock.now(),
    });
    marketplace.setAccount({ bidsRemaining: 12, bidLimit: 15, limited: true });
    clock.advance(1_000);
    await save.execute(userId, 'tok-1');
    expect((await getFreelancerProfile(storage.profiles, userId)).marketplaceAccount).toEqual({
      bidsRemaining: 12,
      bidLimit: 15,
      limited: true,
      checkedAt: clock.now(),
    });
  });

  it('refuses a blank token and a token the marketplace refuses, saving nothing', async () => {
    const save = new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock);
    expect(await failure(save.execute(userId, '   '))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'OAuth token is required',
    });
    expect((await failure(save.execute(userId, 'invalid-token'))).code).toBe('MARKETPLACE_TOKEN_INVALID');
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    expect((await failure(save.execute(userId, 'tok-2'))).code).toBe('MARKETPLACE_UNAVAILABLE');
    expect(await storage.profiles.get(userId)).toBeNull();
  });

  it('resumes autobidding that Freelancer paused until the user acts, and leaves a cool-down running', async () => {
    const save = new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock);
    const since = new Date('2026-01-15T12:00:00.000Z');
    await storage.settings.update(userId, {
      isActive: false,
      pause: { code: 'TOKEN_INVALID', message: 'You must be logged in to perform this request.', since, until: null },
    });
    await save.execute(userId, 'tok-1');
    expect(await storage.settings.get(userId)).toMatchObject({ isActive: true, pause: null });

    const coolDown = {
      code: 'TOO_FAST',
      message: 'You appear to be bidding too fast.',
      since,
      until: new Date(since.getTime() + 15 * 60_000),
    } as const;
    await storage.settings.update(userId, { pause: coolDown });
    await save.execute(userId, 'tok-2');
    expect((await storage.settings.get(userId)).pause).toEqual(coolDown);
  });

  it('syncs skills from the marketplace, deduplicated, replacing the old ones', async () => {
    await storage.settings.update(userId, { skills: ['Old'] });
    const sync = new SyncSkills(storage.profiles, storage.settings, marketplace, clock);
    expect((await failure(sync.execute(userId))).message).toBe('Save your Freelancer OAuth token first');
    await storage.profiles.save(userId, { oauthToken: 'tok-1', freelancerUserId: '777' });
    expect(await sync.execute(userId)).toEqual(['PHP', 'Python']);
    expect((await storage.settings.get(userId)).skills).toEqual(['PHP', 'Python']);
  });

  it('refreshes the reading of the account’s own bids on a skills sync', async () => {
    await storage.profiles.save(userId, { oauthToken: 'tok-1', freelancerUserId: '777' });
    marketplace.setAccount({ bidsRemaining: 0, bidLimit: 15 });
    await new SyncSkills(storage.profiles, storage.settings, marketplace, clock).execute(userId);
    expect((await storage.profiles.get(userId))?.marketplaceAccount).toEqual({
      bidsRemaining: 0,
      bidLimit: 15,
      limited: false,
      checkedAt: clock.now(),
    });
  });
});
