import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { DomainError } from '../../domain/errors.js';
import type { User, UserPatch } from '../../domain/users/user.js';
import { RecordingQueuedBids } from '../../../adapters/testing/recording-queued-bids.js';
import { toBiddingStats } from './get-bidding-stats.js';
import { normalizeSkills } from './skills.js';
import { ToggleAutobidding } from './toggle-autobidding.js';
import { UpdateBiddingSettings } from './update-bidding-settings.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );
const DAY = 24 * 3600_000;

describe('bidding settings use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let user: User;
  let queuedBids: RecordingQueuedBids;

  const withUser = async (patch: UserPatch): Promise<User> =>
    (user = (await storage.users.update(user.id, patch)) ?? expect.fail('user vanished'));
  const ready = async (patch: UserPatch = {}) => {
    await withUser({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planExpirationDate: new Date(clock.now().getTime() + 30 * DAY),
      ...patch,
    });
    await storage.profiles.save(user.id, { oauthToken: 'token-1', freelancerUserId: '42' });
    await storage.ledger.credit({
      userId: user.id,
      kind: 'plan_grant',
      key: `grant:${user.id}`,
      planDelta: 50,
      extraDelta: 0,
    });
  };

  beforeEach(async () => {
    clock = new FixedClock();
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    queuedBids = new RecordingQueuedBids();
  });

  it('refuses to enable the custom prompt while it is blank, and allows disabling it blank', async () => {
    const update = new UpdateBiddingSettings(storage, clock, queuedBids);
    expect((await failure(update.execute(user, { useCustomPrompt: true, customPrompt: '   ' }))).message).toBe(
      'Please write a custom prompt before saving.',
    );
    expect((await failure(update.execute(user, { useCustomPrompt: true }))).code).toBe('VALIDATION_FAILED');
    expect(await update.execute(user, { useCustomPrompt: false, customPrompt: '' })).toMatchObject({
      useCustomPrompt: false,
      customPrompt: '',
    });
  });

  it('refuses to blank the prompt of an enabled custom prompt', async () => {
    const update = new UpdateBiddingSettings(storage, clock, queuedBids);
    await update.execute(user, { useCustomPrompt: true, customPrompt: 'Write briefly.' });
    expect((await failure(update.execute(user, { customPrompt: '' }))).code).toBe('VALIDATION_FAILED');
    expect((await storage.settings.get(user.id)).customPrompt).toBe('Write briefly.');
  });

  it('stores skills deduplicated case-insensitively', async () => {
    const settings = await new UpdateBiddingSettings(storage, clock, queuedBids).execute(user, {
      skills: ['PHP', ' php ', 'Python', 'PYTHON', 'React'],
    });
    expect(settings.skills).toEqual(['PHP', 'Python', 'React']);
  });

  it('applies the start checks when a settings change switches autobidding on', async () => {
    const update = new UpdateBiddingSettings(storage, clock, queuedBids);
    expect((await failure(update.execute(user, { isActive: true }))).code).toBe('ACTIVE_PLAN_REQUIRED');
    await ready();
    await storage.settings.update(user.id, { lastRunAt: clock.now() });
    expect(await update.execute(user, { isActive: true })).toMatchObject({ isActive: true, lastRunAt: null });
  });

  it('refuses a start in the spec order: plan, then token, then bids', async () => {
    const toggle = new ToggleAutobidding(storage, clock, queuedBids);
    expect((await failure(toggle.execute(user))).code).toBe('ACTIVE_PLAN_REQUIRED');
    await withUser({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planExpirationDate: new Date(clock.now().getTime() + DAY),
    });
    expect((await failure(toggle.execute(user))).code).toBe('OAUTH_TOKEN_REQUIRED');
    await storage.profiles.save(user.id, { oauthToken: 'token-1', freelancerUserId: null });
    expect((await failure(toggle.execute(user))).code).toBe('OAUTH_TOKEN_REQUIRED');
    await storage.profiles.save(user.id, { oauthToken: 'token-1', freelancerUserId: '42' });
    expect((await failure(toggle.execute(user))).code).toBe('INSUFFICIENT_BIDS');
    expect((await storage.settings.get(user.id)).isActive).toBe(false);
  });

  it('treats a plan past its expiration as expired before the sweep marks it', async () => {
    await ready();
    clock.advance(31 * DAY);
    expect((await failure(new ToggleAutobidding(storage, clock, queuedBids).execute(user))).code).toBe(
      'ACTIVE_PLAN_REQUIRED',
    );
  });

  it('starts without counted bids on an active unlimited plan, and stops', async () => {
    await withUser({
      planStatus: 'active',
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
      billingPeriod: 'monthly',
      planExpirationDate: new Date(clock.now().getTime() + DAY),
    });
    await storage.profiles.save(user.id, { oauthToken: 'token-1', freelancerUserId: '42' });
    const toggle = new ToggleAutobidding(storage, clock, queuedBids);
    expect(await toggle.execute(user)).toEqual({ isActive: true, message: 'Autobidding started' });
    expect(queuedBids.stopped).toEqual([]);
    expect(await toggle.execute(user)).toEqual({ isActive: false, message: 'Autobidding stopped' });
    expect(queuedBids.stopped).toEqual([user.id]);
  });

  it('cancels the queued bids when the settings switch autobidding off, and only then', async () => {
    await ready();
    const update = new UpdateBiddingSettings(storage, clock, queuedBids);
    await update.execute(user, { isActive: true });
    await update.execute(user, { bidPercentage: 40 });
    await update.execute(user, { isActive: true });
    expect(queuedBids.stopped).toEqual([]);
    await update.execute(user, { isActive: false });
    await update.execute(user, { isActive: false });
    expect(queuedBids.stopped).toEqual([user.id]);
  });

  it('resumes a pause that waited for the user when autobidding is switched on again, by toggle or settings', async () => {
    await ready();
    const pause = {
      code: 'OUT_OF_BIDS',
      message: 'You have used all of your bids.',
      since: clock.now(),
      until: null,
    } as const;
    await storage.settings.update(user.id, { isActive: false, pause });
    expect(await new ToggleAutobidding(storage, clock, queuedBids).execute(user)).toEqual({
      isActive: true,
      message: 'Autobidding started',
    });
    expect((await storage.settings.get(user.id)).pause).toBeNull();

    await storage.settings.update(user.id, { isActive: false, pause });
    expect(await new UpdateBiddingSettings(storage, clock, queuedBids).execute(user, { isActive: true })).toMatchObject(
      { isActive: true, pause: null },
    );
  });

  it('leaves a cool-down running when autobidding is switched off and on', async () => {
    await ready();
    const pause = {
      code: 'TOO_FAST',
      message: 'You appear to be bidding too fast.',
      since: clock.now(),
      until: new Date(clock.now().getTime() + 15 * 60_000),
    } as const;
    await storage.settings.update(user.id, { isActive: true, pause });
    const toggle = new ToggleAutobidding(storage, clock, queuedBids);
    await toggle.execute(user);
    await toggle.execute(user);
    expect(await storage.settings.get(user.id)).toMatchObject({ isActive: true, pause });
  });

  it('lets an admin start without a plan, given a token and bids', async () => {
    await ready({ role: 'admin', planStatus: 'none', currentPlan: null });
    expect((await new ToggleAutobidding(storage, clock, queuedBids).execute(user)).isActive).toBe(true);
  });

  it('counts every placed bid as submitted, replied ones too, but not pending, failed or held ones', () => {
    expect(
      toBiddingStats({
        total: 13,
        pending: 1,
        submitted: 3,
        replied: 2,
        accepted: 2,
        rejected: 1,
        failed: 3,
        held: 1,
        declined: 0,
      }),
    ).toEqual({
      submittedBids: 8,
      totalBids: 13,
      acceptedBids: 2,
      rejectedBids: 1,
      failedBids: 3,
    });
  });

  it('counts a draft declined in review in neither the failed bids nor the total', () => {
    expect(
      toBiddingStats({
        total: 6,
        pending: 0,
        submitted: 2,
        replied: 0,
        accepted: 0,
        rejected: 0,
        failed: 1,
        held: 0,
        declined: 3,
      }),
    ).toEqual({ submittedBids: 2, totalBids: 3, acceptedBids: 0, rejectedBids: 0, failedBids: 1 });
  });

  it('normalizes skills: trims, drops blanks and overlong names, keeps the first spelling', () => {
    expect(normalizeSkills([' Go ', '', 'go', 'x'.repeat(101), 'Rust'])).toEqual(['Go', 'Rust']);
    expect(normalizeSkills(Array.from({ length: 250 }, (_, i) => `s${i}`))).toHaveLength(200);
  });
});
