import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder, type BidderOptions } from '../../../tests/fixtures/engine.js';
import { profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { User } from '../../domain/users/user.js';
import { PreviewBiddingSettings, WHAT_IF_MS } from './what-if.js';

const NOW = '2026-01-15T12:00:00.000Z';
const HOUR = 3600_000;

const realBid = (user: User, projectId: string, hours: number) => ({
  userId: user.id,
  projectId,
  projectTitle: 'Real',
  projectUrl: 'https://x.test',
  status: 'submitted' as const,
  amountMinor: 100,
  currency: 'USD',
  proposal: 'p',
  marketplaceBidId: null,
  errorMessage: null,
  submittedAt: new Date(new Date(NOW).getTime() - hours * HOUR),
});

describe('PreviewBiddingSettings', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let preview: PreviewBiddingSettings;

  const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR);
  /** One project every `everyHours` over the week, first seen a minute after it was posted. */
  const week = async (everyHours: number, overrides: Parameters<typeof aFeedProject>[2] = {}) => {
    for (let hours = everyHours; hours < 7 * 24; hours += everyHours)
      await storage.feed.addNew([aFeedProject(`w${hours}`, hoursAgo(hours + 1 / 60), overrides)], hoursAgo(hours));
  };
  const bidder = (options: BidderOptions = {}) =>
    aBidder(storage, clock.now(), { bids: 100, ...options, settings: { timeInterval: '15min', ...options.settings } });
  const beforeOf = async (user: User) => (await preview.execute(user, { changes: {} })).before;

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    preview = new PreviewBiddingSettings(storage, new FixedExchangeRates(), clock);
  });

  it('answers the replayed period and the feed it held, with the same answer for an unchanged form', async () => {
    await week(6);
    await storage.feed.addNew([aFeedProject('too-old', hoursAgo(7 * 24 + 2))], hoursAgo(7 * 24 + 1));
    const user = await bidder();
    const result = await preview.execute(user, { changes: {} });
    expect(result).toMatchObject({
      days: 7,
      projects: 27,
      from: new Date(clock.now().getTime() - WHAT_IF_MS),
      to: clock.now(),
    });
    expect(result.before).toEqual(result.after);
    expect(result.before).toMatchObject({
      bidsPlaced: 27,
      bidsSpent: 27,
      projectsConsidered: 27,
      runs: 7 * 24 * 4,
      blockedRuns: 0,
      ranOutAt: null,
      topSkips: [],
      topBlocks: [],
    });
  });

  it('spends none of an unlimited plan, and bids on', async () => {
    await week(6);
    const user = await bidder({
      bids: 0,
      user: { planEntitlement: { bids: null, priceUsdCents: 9_900, durationMonths: 1, orderedAt: hoursAgo(24 * 10) } },
    });
    expect(await beforeOf(user)).toMatchObject({ bidsPlaced: 27, bidsSpent: 0, ranOutAt: null });
  });

  it('stops where the balance runs out, and names the instant', async () => {
    await week(6);
    const user = await bidder({ bids: 4 });
    const outcome = await beforeOf(user);
    expect(outcome).toMatchObject({ bidsPlaced: 4, bidsSpent: 4 });
    // The fourth project, first seen 144 hours ago on a run's instant, took the last bid at once.
    expect(outcome.ranOutAt).toEqual(hoursAgo(144));
    expect(outcome.runs).toBe((7 * 24 - 144) * 4);
  });

  it('counts real bids of the day before the period against the 24-hour limit', async () => {
    await week(2);
    const user = await bidder({ settings: { bidsLimit: 5 } });
    const fresh = await beforeOf(user);
    for (const [index, hours] of [7 * 24 + 3, 7 * 24 + 2, 7 * 24 + 1].entries())
      await storage.bids.insertIfAbsent(realBid(user, `earlier-${index}`, hours));
    const withHistory = await beforeOf(user);
    expect(withHistory.bidsPlaced).toBeLessThan(fresh.bidsPlaced);
    expect(withHistory.topBlocks.map((block) => block.code)).toEqual(['DAILY_LIMIT_REACHED']);
  });

  it('skips a project the user really bid on before the run, and stands for a bid placed after it', async () => {
    await week(6);
    const user = await bidder();
    // w96 is first seen 96 hours ago: bid on before that run, it is already bid; w48 was bid after its run, the bid the replay stands for.
    await storage.bids.insertIfAbsent(realBid(user, 'w96', 97));
    await storage.bids.insertIfAbsent(realBid(user, 'w48', 47.9));
    const outcome = await beforeOf(user);
    expect(outcome).toMatchObject({
      bidsPlaced: 26,
      topSkips: [expect.objectContaining({ code: 'ALREADY_BID', count: 1 })],
    });
  });

  it("replays one profile's unsaved rules with the account's other profiles as saved", async () => {
    await week(6, { skills: ['PHP'] });
    const user = await bidder();
    const php = await storage.searchProfiles.create(
      user.id,
      {
        name: 'PHP',
        isActive: true,
        rules: { ...profileRulesOf(await storage.settings.get(user.id)), skills: ['PHP'] },
      },
      4,
    );
    if (php === null) throw new Error('no profile');
    const result = await preview.execute(user, { profileId: php.id, changes: { isActive: false, rules: {} } });
    expect(result.before.bidsPlaced).toBe(27);
    expect(result.after).toMatchObject({
      bidsPlaced: 0,
      topSkips: [expect.objectContaining({ code: 'SKILLS_MISMATCH', count: 27 })],
    });
    const raised = await preview.execute(user, { profileId: php.id, changes: { rules: { minBidUsd: 1_000 } } });
    expect(raised.after.bidsPlaced).toBe(27);
  });

  it("refuses another user's profile and a change the save would refuse", async () => {
    const owner = await bidder();
    const theirs = await storage.searchProfiles.create(
      owner.id,
      { name: 'Theirs', isActive: true, rules: profileRulesOf(await storage.settings.get(owner.id)) },
      4,
    );
    const other = await bidder();
    await expect(preview.execute(other, { profileId: theirs?.id ?? '', changes: { rules: {} } })).rejects.toMatchObject(
      { code: 'SEARCH_PROFILE_NOT_FOUND' },
    );
    await expect(
      preview.execute(other, { changes: { useCustomPrompt: true, customPrompt: ' ' } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('replays as if switched on, unpaused and at the normal pace', async () => {
    await week(6);
    const user = await bidder({
      settings: {
        isActive: false,
        pause: { code: 'TOO_FAST', message: 'Too fast', since: hoursAgo(1), until: null },
        slowPaceUntil: hoursAgo(-24),
      },
    });
    expect(await beforeOf(user)).toMatchObject({ bidsPlaced: 27, blockedRuns: 0 });
  });
});
