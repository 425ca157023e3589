import { describe, expect, it } from 'vitest';
import type { BidStatus, NewBid } from '../../core/domain/bidding/bid.js';
import { planVariantChange, type VariantChange } from '../../core/domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID } from '../../core/domain/bidding/search-profile.js';
import { aBid } from '../builders/bids.js';
import { aUser } from '../builders/users.js';
import { T0, useHarness, type StorageSetup } from './storage-harness.js';

const t0 = new Date(T0);
const variant = (name: string, sharePercent = 20, id?: string): VariantChange => ({
  name,
  prompt: `Write as ${name}.`,
  sharePercent,
  ...(id === undefined ? {} : { id }),
});

/** The prompt experiments' store (docs/design.md#prompt-experiments), run on memory, SQLite and Postgres. */
export function describePromptExperimentRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: PromptExperimentRepository`, () => {
    const h = useHarness(setup);
    const experiments = () => h().storage.promptExperiments;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;
    const start = async (userId: string, profileId: string, wanted: readonly VariantChange[]) =>
      experiments().change(
        userId,
        profileId,
        planVariantChange(await experiments().running(userId, profileId), wanted),
      );

    it('starts variants in the order given and finds each, scoped by user and profile', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      const running = await start(userId, MAIN_PROFILE_ID, [variant('Short', 20), variant('Warm', 30)]);
      expect(running).toEqual([
        {
          id: expect.any(String),
          userId,
          profileId: MAIN_PROFILE_ID,
          name: 'Short',
          prompt: 'Write as Short.',
          sharePercent: 20,
          position: 0,
          createdAt: t0,
          endedAt: null,
        },
        {
          id: expect.any(String),
          userId,
          profileId: MAIN_PROFILE_ID,
          name: 'Warm',
          prompt: 'Write as Warm.',
          sharePercent: 30,
          position: 1,
          createdAt: t0,
          endedAt: null,
        },
      ]);
      expect(await experiments().find(userId, running[0]?.id ?? '')).toEqual(running[0]);
      expect(await experiments().find(other, running[0]?.id ?? '')).toBeNull();
      expect(await experiments().running(other, MAIN_PROFILE_ID)).toEqual([]);
      expect(await experiments().running(userId, 'another-profile')).toEqual([]);
    });

    it('refuses variants of an unknown user with USER_NOT_FOUND', async () => {
      await expect(
        experiments().change('no-such-user', MAIN_PROFILE_ID, { keep: [], add: [{ ...variant('A'), position: 0 }] }),
      ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('keeps a variant whose prompt is unchanged, replaces one whose prompt changed, and ends the ones left out', async () => {
      const userId = await newUserId();
      const [short, warm, formal] = await start(userId, MAIN_PROFILE_ID, [
        variant('Short'),
        variant('Warm'),
        variant('Formal'),
      ]);
      h().clock.advance(60_000);
      const running = await start(userId, MAIN_PROFILE_ID, [
        { ...variant('Warm'), id: warm?.id ?? '', name: 'Warmer', sharePercent: 25 },
        { ...variant('Short'), id: short?.id ?? '', prompt: 'Two sentences at most.' },
      ]);
      expect(running.map((v) => [v.name, v.sharePercent, v.position])).toEqual([
        ['Warmer', 25, 0],
        ['Short', 20, 1],
      ]);
      expect(running[0]?.id).toBe(warm?.id);
      expect(running[0]?.createdAt).toEqual(t0);
      expect(running[1]?.id).not.toBe(short?.id);
      expect(running[1]?.createdAt).toEqual(new Date(t0.getTime() + 60_000));
      expect((await experiments().find(userId, short?.id ?? ''))?.endedAt).toEqual(new Date(t0.getTime() + 60_000));
      expect((await experiments().find(userId, formal?.id ?? ''))?.endedAt).toEqual(new Date(t0.getTime() + 60_000));
    });

    it("cannot keep, change or end another user's variant through its id", async () => {
      const [owner, other] = [await newUserId(), await newUserId()];
      const [theirs] = await start(owner, MAIN_PROFILE_ID, [variant('Theirs')]);
      await experiments().change(other, MAIN_PROFILE_ID, {
        keep: [{ id: theirs?.id ?? '', name: 'Stolen', sharePercent: 80, position: 0 }],
        add: [],
      });
      expect(await experiments().end(other, MAIN_PROFILE_ID)).toBe(0);
      expect(await experiments().endWithVariant(other, theirs?.id ?? '')).toBeNull();
      expect(await experiments().running(owner, MAIN_PROFILE_ID)).toEqual([theirs]);
      expect(await experiments().running(other, MAIN_PROFILE_ID)).toEqual([]);
    });

    it('ends a profile’s experiment and leaves other profiles’ running', async () => {
      const userId = await newUserId();
      await start(userId, MAIN_PROFILE_ID, [variant('A'), variant('B')]);
      const [other] = await start(userId, 'profile-2', [variant('C')]);
      expect(await experiments().end(userId, MAIN_PROFILE_ID)).toBe(2);
      expect(await experiments().end(userId, MAIN_PROFILE_ID)).toBe(0);
      expect(await experiments().running(userId, MAIN_PROFILE_ID)).toEqual([]);
      expect(await experiments().running(userId, 'profile-2')).toEqual([other]);
    });

    it('ends the experiment with a running variant once: the second of two promotions at once finds it ended', async () => {
      const userId = await newUserId();
      const [a, b] = await start(userId, MAIN_PROFILE_ID, [variant('A'), variant('B')]);
      const results = await Promise.all([
        experiments().endWithVariant(userId, a?.id ?? ''),
        experiments().endWithVariant(userId, a?.id ?? ''),
      ]);
      expect(results.filter((result) => result !== null)).toEqual([a]);
      expect(await experiments().running(userId, MAIN_PROFILE_ID)).toEqual([]);
      expect(await experiments().endWithVariant(userId, b?.id ?? '')).toBeNull();
      expect(await experiments().endWithVariant(userId, 'no-such-variant')).toBeNull();
    });

    it("counts each arm's placed bids, replies and awards from the bids, scoped to the user, the profile and the experiment's start", async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      const [a, b] = await start(userId, MAIN_PROFILE_ID, [variant('A'), variant('B')]);
      const bids = h().storage.bids;
      const replied = new Date(t0.getTime() + 3_600_000);
      const log = (status: BidStatus, overrides: Partial<NewBid> = {}) =>
        bids.insertIfAbsent(aBid(userId, { status, submittedAt: t0, ...overrides }));
      // Control: two placed (one replied, then awarded), one pending and one failed that never count.
      await log('submitted');
      await log('accepted', { repliedAt: replied });
      await log('pending');
      await log('failed');
      // Before the experiment started: not the control's.
      await log('replied', { submittedAt: new Date(t0.getTime() - 1), repliedAt: replied });
      // Variant A: three placed, two replied, one awarded, one held.
      await log('replied', { promptVariantId: a?.id ?? '', repliedAt: replied });
      await log('accepted', { promptVariantId: a?.id ?? '', repliedAt: replied });
      await log('rejected', { promptVariantId: a?.id ?? '' });
      await log('held', { promptVariantId: a?.id ?? '' });
      // Another profile's bid and another user's bid on the same arm id are not this experiment's.
      await log('replied', { profileId: 'profile-2', repliedAt: replied });
      await bids.insertIfAbsent(
        aBid(other, { status: 'replied', promptVariantId: a?.id ?? '', repliedAt: replied, submittedAt: t0 }),
      );
      const outcomes = await experiments().outcomes({
        userId,
        profileId: MAIN_PROFILE_ID,
        since: t0,
        variantIds: [a?.id ?? '', b?.id ?? ''],
      });
      expect(outcomes.control).toEqual({ placed: 2, replied: 1, awarded: 1 });
      expect(outcomes.variants.get(a?.id ?? '')).toEqual({ placed: 3, replied: 2, awarded: 1 });
      expect(outcomes.variants.get(b?.id ?? '')).toEqual({ placed: 0, replied: 0, awarded: 0 });
      expect(outcomes.variants.size).toBe(2);
    });

    it("counts a search profile's bids by its id", async () => {
      const userId = await newUserId();
      const [c] = await start(userId, 'profile-2', [variant('C')]);
      await h().storage.bids.insertIfAbsent(
        aBid(userId, { status: 'submitted', submittedAt: t0, profileId: 'profile-2' }),
      );
      await h().storage.bids.insertIfAbsent(
        aBid(userId, {
          status: 'replied',
          submittedAt: t0,
          profileId: 'profile-2',
          promptVariantId: c?.id ?? '',
          repliedAt: t0,
        }),
      );
      await h().storage.bids.insertIfAbsent(aBid(userId, { status: 'submitted', submittedAt: t0 }));
      const outcomes = await experiments().outcomes({
        userId,
        profileId: 'profile-2',
        since: t0,
        variantIds: [c?.id ?? ''],
      });
      expect(outcomes.control).toEqual({ placed: 1, replied: 0, awarded: 0 });
      expect(outcomes.variants.get(c?.id ?? '')).toEqual({ placed: 1, replied: 1, awarded: 0 });
    });

    it('keeps the variant a bid was written with on the bid', async () => {
      const userId = await newUserId();
      const [a] = await start(userId, MAIN_PROFILE_ID, [variant('A')]);
      const { bid } = await h().storage.bids.insertIfAbsent(aBid(userId, { promptVariantId: a?.id ?? '' }));
      expect(bid.promptVariantId).toBe(a?.id);
      expect((await h().storage.bids.findById(bid.id))?.promptVariantId).toBe(a?.id);
      const { bid: plain } = await h().storage.bids.insertIfAbsent(aBid(userId));
      expect((await h().storage.bids.findById(plain.id))?.promptVariantId).toBeNull();
    });
  });
}
