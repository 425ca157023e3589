import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aBid } from '../../../tests/builders/bids.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder, minutesBefore, type BidderOptions } from '../../../tests/fixtures/engine.js';
import { aDefaultBidPayload, takeQueuedBids } from '../../../tests/fixtures/queued-bids.js';
import type { Project } from '../../domain/bidding/project.js';
import { profileRulesOf, type ProfileRules } from '../../domain/bidding/search-profile.js';
import type { User } from '../../domain/users/user.js';
import { DispatchDueUsers } from './dispatch-due-users.js';
import { KEPT_SKIPS_PER_RUN } from './run-records.js';
import type { RunRecords } from '../../ports/decision-log.port.js';
import type { UserSlots } from '../../ports/bid-pacing-repository.port.js';
import type { EnqueueItem, EnqueueOptions } from '../../ports/job-queue.port.js';
import type { PlaceBidPayload } from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';

describe('DispatchDueUsers', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let jobs: InMemoryJobQueue;
  let dispatch: DispatchDueUsers;

  const ago = (minutes: number): Date => minutesBefore(clock.now(), minutes);
  /** Projects as the poller stores them: first seen `seenMinutesAgo` minutes ago. */
  const seen = (seenMinutesAgo: number, ...projects: Project[]) => storage.feed.addNew(projects, ago(seenMinutesAgo));
  const bidder = (options: BidderOptions = {}) => aBidder(storage, clock.now(), options);
  const queued = () => takeQueuedBids(jobs);
  const queuedFor = async (user: User): Promise<string[]> =>
    (await queued())
      .filter((payload) => payload.userId === user.id)
      .map((payload) => payload.project.id)
      .sort();
  const lastRunOf = async (user: User) => (await storage.settings.get(user.id)).lastRunAt;

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    jobs = new InMemoryJobQueue(clock);
    dispatch = new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock);
  });

  it('queues, for a due user, one place-bid job per matching project, with the payload Test Bidding queues, placed only while autobidding is on', async () => {
    const user = await bidder();
    await seen(
      2,
      aFeedProject('101', ago(3)),
      aFeedProject('102', ago(2), { currency: 'EUR', budgetMax: 1000 }),
      aFeedProject('103', ago(2), { skills: ['PHP'] }),
    );

    const result = await dispatch.execute();

    expect(result).toEqual({
      active: 1,
      due: 1,
      evaluated: 1,
      idle: 0,
      blocked: 0,
      queued: 2,
      failed: 0,
      failures: [],
    });
    const payloads = await queued();
    expect(payloads.find((payload) => payload.project.id === '101')).toEqual({
      ...aDefaultBidPayload(user.id, aFeedProject('101', ago(3)), clock.now()),
      whileAutobidding: true,
    });
    expect(payloads.find((payload) => payload.project.id === '102')).toMatchObject({
      amount: 500,
      currency: 'EUR',
      amountUsd: 526.32,
    });
    expect(JSON.stringify(payloads)).not.toContain(`token-${user.id}`);
  });

  it('blocks a due user whose Freelancer account was just read with no bids left or limited, and bids for one read long enough ago', async () => {
    const check = (user: User, overrides: { bidsRemaining?: number | null; limited?: boolean; minutesAgo?: number }) =>
      storage.profiles.recordMarketplaceAccount(user.id, `token-${user.id}`, {
        bidsRemaining: overrides.bidsRemaining ?? 5,
        bidLimit: 15,
        limited: overrides.limited ?? false,
        checkedAt: ago(overrides.minutesAgo ?? 1),
      });
    const usedUp = await bidder({ name: 'Used up' });
    const limited = await bidder({ name: 'Limited' });
    const stale = await bidder({ name: 'Read long ago' });
    const unknown = await bidder({ name: 'Unknown' });
    expect(await check(usedUp, { bidsRemaining: 0 })).toBe(true);
    await check(limited, { limited: true });
    await check(stale, { bidsRemaining: 0, minutesAgo: 30 });
    await check(unknown, { bidsRemaining: null });
    await seen(1, aFeedProject('101', ago(1)));

    const result = await dispatch.execute();

    expect(result).toMatchObject({ due: 4, blocked: 2, evaluated: 2, queued: 2 });
    expect((await queued()).map((payload) => payload.userId).sort()).toEqual([stale.id, unknown.id].sort());
  });

  it('dispatches only the users whose interval has passed, and records their run', async () => {
    const never = await bidder({ settings: { timeInterval: '5min' } });
    const fiveAgo = await bidder({ settings: { timeInterval: '5min', lastRunAt: ago(5) } });
    const fourAgo = await bidder({ settings: { timeInterval: '5min', lastRunAt: ago(4) } });
    const hourly = await bidder({ settings: { timeInterval: '1hour', lastRunAt: ago(59.9) } });
    const off = await bidder({ settings: { isActive: false } });
    await seen(1, aFeedProject('101', ago(1)));

    const result = await dispatch.execute();

    expect(result).toMatchObject({ active: 4, due: 2, evaluated: 2, queued: 2 });
    expect(await lastRunOf(never)).toEqual(clock.now());
    expect(await lastRunOf(fiveAgo)).toEqual(clock.now());
    expect(await lastRunOf(fourAgo)).toEqual(ago(4));
    expect(await lastRunOf(hourly)).toEqual(ago(59.9));
    expect(await lastRunOf(off)).toBeNull();
    expect((await queued()).map((payload) => payload.userId).sort()).toEqual([never.id, fiveAgo.id].sort());
  });

  it('looks back 60 minutes on the first run: first seen and posted within the hour', async () => {
    const user = await bidder({ settings: { timeLimit: '24hours' } });
    await seen(90, aFeedProject('seen-too-early', ago(90)));
    await seen(59, aFeedProject('fresh', ago(59)));
    // The feed may see a project late; an old posting is still outside the first run's hour.
    await seen(30, aFeedProject('posted-too-early', ago(61)));

    await dispatch.execute();

    expect(await queuedFor(user)).toEqual(['fresh']);
  });

  it('considers on later runs the projects first seen since the previous run, whenever they were posted', async () => {
    const user = await bidder({ settings: { timeInterval: '5min', timeLimit: '24hours', lastRunAt: ago(5) } });
    await seen(6, aFeedProject('before-last-run', ago(6)));
    await seen(5, aFeedProject('at-last-run', ago(5)));
    await seen(4, aFeedProject('after', ago(4)), aFeedProject('posted-long-ago', ago(300)));

    await dispatch.execute();

    expect(await queuedFor(user)).toEqual(['after', 'posted-long-ago']);
  });

  it('keeps to timeLimit whatever the last run: nothing first seen or posted before it', async () => {
    const user = await bidder({ settings: { timeLimit: '1hour', lastRunAt: ago(180) } });
    await seen(120, aFeedProject('seen-two-hours-ago', ago(121)));
    await seen(30, aFeedProject('posted-two-hours-ago', ago(120)), aFeedProject('recent', ago(30)));

    await dispatch.execute();

    expect(await queuedFor(user)).toEqual(['recent']);
  });

  it('does not queue a project twice on the next run, and never looks again at what it saw', async () => {
    const user = await bidder({ settings: { lastRunAt: ago(1) } });
    await seen(0.5, aFeedProject('101', ago(1)));

    expect((await dispatch.execute()).queued).toBe(1);
    clock.advance(60_000);
    expect(await dispatch.execute()).toMatchObject({ due: 1, idle: 1, queued: 0 });
    clock.advance(30_000);
    await seen(0, aFeedProject('102', ago(1)));
    expect(await dispatch.execute()).toMatchObject({ due: 0 });
    clock.advance(30_000);
    expect(await dispatch.execute()).toMatchObject({ due: 1, evaluated: 1, queued: 1 });
    expect(await queuedFor(user)).toEqual(['101', '102']);
  });

  it('skips users blocked for account reasons and records their run', async () => {
    const blocked = [
      await bidder({ name: 'Expired', user: { planStatus: 'expired' } }),
      await bidder({ name: 'Lapsed', user: { planExpirationDate: ago(1) } }),
      await bidder({ name: 'NoToken', token: null }),
      await bidder({ name: 'NoBids', bids: 0 }),
      await bidder({ name: 'Disabled', user: { isActive: false } }),
      await bidder({ name: 'NoSkills', settings: { skills: [] } }),
    ];
    const ok = await bidder({ name: 'Ok' });
    await seen(1, aFeedProject('101', ago(1)));

    const result = await dispatch.execute();

    expect(result).toMatchObject({ due: 7, blocked: 6, evaluated: 1, queued: 1 });
    expect((await queued()).map((payload) => payload.userId)).toEqual([ok.id]);
    for (const user of blocked) expect(await lastRunOf(user)).toEqual(clock.now());
  });

  describe('with search profiles', () => {
    // NOW is 12:00 UTC: a schedule of 18:00–20:00 is closed.
    const closed = { scheduleAutobidding: true, startTime: '18:00', endTime: '20:00', timezone: 'UTC' } as const;
    const addProfile = async (user: User, rules: Partial<ProfileRules>, isActive = true) => {
      const base = profileRulesOf(await storage.settings.get(user.id));
      return (
        (await storage.searchProfiles.create(user.id, { name: 'PHP', isActive, rules: { ...base, ...rules } }, 4)) ??
        expect.fail('no profile')
      );
    };

    it('bids by an open profile while the main schedule is closed, and blocks only when every schedule is closed', async () => {
      const open = await bidder({ name: 'OpenProfile', settings: closed });
      const php = await addProfile(open, { skills: ['PHP'], scheduleAutobidding: false });
      const shut = await bidder({ name: 'AllClosed', settings: closed });
      await addProfile(shut, { skills: ['PHP'], ...closed });
      await seen(1, aFeedProject('101', ago(1)), aFeedProject('102', ago(1), { skills: ['PHP'] }));

      expect(await dispatch.execute()).toMatchObject({ due: 2, evaluated: 1, blocked: 1, queued: 1 });
      const [payload, ...rest] = await queued();
      expect(rest).toEqual([]);
      expect(payload).toMatchObject({ userId: open.id, project: { id: '102' }, profileId: php.id });
      expect((await storage.decisions.lastRun(shut.id))?.blocked).toEqual(['OUTSIDE_SCHEDULE']);
    });

    it('is not short of skills while a profile has some, and searches no inactive profile', async () => {
      const noSkills = await bidder({ name: 'ProfileSkills', settings: { skills: [] } });
      await addProfile(noSkills, { skills: ['PHP'] });
      const inactive = await bidder({ name: 'Inactive' });
      await addProfile(inactive, { skills: ['PHP'] }, false);
      await seen(1, aFeedProject('101', ago(1)), aFeedProject('102', ago(1), { skills: ['PHP'] }));

      expect(await dispatch.execute()).toMatchObject({ due: 2, evaluated: 2, blocked: 0, queued: 2 });
      const payloads = await queued();
      expect(
        payloads
          .map((payload) => [payload.userId === noSkills.id ? 'profileSkills' : 'inactive', payload.project.id])
          .sort(),
      ).toEqual([
        ['inactive', '101'],
        ['profileSkills', '102'],
      ]);
    });
  });

  it('blocks a user Freelancer paused until the cool-down ends, then bids for them again', async () => {
    const message = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';
    const cooling = await bidder({
      name: 'Cooling',
      settings: {
        pause: { code: 'TOO_FAST', message, since: clock.now(), until: new Date(clock.now().getTime() + 15 * 60_000) },
      },
    });
    await seen(1, aFeedProject('101', ago(1)));

    expect(await dispatch.execute()).toMatchObject({ due: 1, blocked: 1, queued: 0 });
    expect(await queued()).toEqual([]);

    clock.advance(15 * 60_000);
    await seen(1, aFeedProject('102', ago(1)));
    expect(await dispatch.execute()).toMatchObject({ due: 1, blocked: 0, evaluated: 1, queued: 1 });
    expect(await queuedFor(cooling)).toEqual(['102']);
  });

  it('lets an admin without a plan bid, and an unlimited plan bid without counted bids', async () => {
    const admin = await bidder({ user: { role: 'admin', planStatus: 'none', currentPlan: null } });
    const unlimited = await bidder({
      bids: 0,
      user: {
        currentPlan: 'enterprise',
        planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
      },
    });
    await seen(1, aFeedProject('101', ago(1)));

    expect(await dispatch.execute()).toMatchObject({ blocked: 0, queued: 2 });
    expect((await queued()).map((payload) => payload.userId).sort()).toEqual([admin.id, unlimited.id].sort());
  });

  it('holds each user to their balance and rolling daily limit', async () => {
    const twoLeft = await bidder({ bids: 2 });
    const limited = await bidder({ settings: { bidsLimit: 5 } });
    for (let n = 0; n < 4; n++) {
      await storage.bids.insertIfAbsent(aBid(limited.id, { projectId: `old-${n}`, submittedAt: ago(60 * 23) }));
    }
    await seen(1, ...['a', 'b', 'c'].map((id, n) => aFeedProject(id, ago(10 - n))));

    await dispatch.execute();

    expect(await queuedFor(twoLeft)).toEqual(['b', 'c']);
    expect(await queuedFor(limited)).toEqual([]);
  });

  it('counts an idle user, with nothing new in the feed, and records the run', async () => {
    const user = await bidder();
    expect(await dispatch.execute()).toMatchObject({ due: 1, idle: 1, evaluated: 0, queued: 0 });
    expect(await lastRunOf(user)).toEqual(clock.now());
  });

  it('goes on past a user whose run fails, and leaves that run unrecorded so the next tick retries it', async () => {
    const failing = await bidder({ name: 'Failing' });
    const fine = await bidder({ name: 'Fine' });
    await seen(1, aFeedProject('101', ago(1)));
    // The tick's multi-row write fails on the failing user's rows; one by one, only theirs fail.
    const flakyJobs = Object.assign(Object.create(jobs) as InMemoryJobQueue, {
      enqueue: (queue: string, payload: PlaceBidPayload, options?: EnqueueOptions) =>
        payload.userId === failing.id
          ? Promise.reject(new Error('disk on fire'))
          : jobs.enqueue(queue, payload, options),
      enqueueMany: (queue: string, items: readonly EnqueueItem<PlaceBidPayload>[]) =>
        items.some((item) => item.payload.userId === failing.id)
          ? Promise.reject(new Error('disk on fire'))
          : jobs.enqueueMany(queue, items),
    });
    const flaky = new DispatchDueUsers(storage, new FixedExchangeRates(), flakyJobs, clock);

    const result = await flaky.execute();

    expect(result).toMatchObject({
      due: 2,
      evaluated: 1,
      queued: 1,
      failed: 1,
      failures: [{ userId: failing.id, code: 'INTERNAL' }],
    });
    expect(await lastRunOf(failing)).toBeNull();
    expect(await lastRunOf(fine)).toEqual(clock.now());
  });

  it('paces each user’s new jobs after the slots they already have, read for all candidates at once and booked in one write after they ran', async () => {
    const busy = await bidder({ name: 'Busy' });
    const quiet = await bidder({ name: 'Quiet' });
    await bidder({ name: 'Idle', settings: { lastRunAt: ago(1) } });
    await storage.pacing.book(busy.id, [{ bidId: 'placed-by-hand', at: new Date(clock.now().getTime() - 5_000) }]);
    await seen(1, aFeedProject('101', ago(1)), aFeedProject('102', ago(1)), aFeedProject('103', ago(1)));
    const calls: { method: string; userIds: readonly string[] }[] = [];
    const pacing = {
      slotsSince: () => Promise.reject(new Error('one at a time')),
      book: () => Promise.reject(new Error('one at a time')),
      release: () => Promise.reject(new Error('a dispatch cancels nothing')),
      slotsSinceMany: (userIds: readonly string[], since: Date) => (
        calls.push({ method: 'slotsSinceMany', userIds }),
        storage.pacing.slotsSinceMany(userIds, since)
      ),
      bookMany: (entries: readonly UserSlots[]) => (
        calls.push({ method: 'bookMany', userIds: entries.map((entry) => entry.userId) }),
        storage.pacing.bookMany(entries)
      ),
    };
    const counted = new DispatchDueUsers(
      { ...pickRepositories(storage), pacing },
      new FixedExchangeRates(),
      jobs,
      clock,
    );

    expect(await counted.execute()).toMatchObject({ due: 3, evaluated: 2, idle: 1, queued: 6, failed: 0 });
    expect(calls.map((call) => [call.method, [...call.userIds].sort()])).toEqual([
      ['slotsSinceMany', [busy.id, quiet.id].sort()],
      ['bookMany', [busy.id, quiet.id].sort()],
    ]);
    const payloads = await queued();
    const offsets = async (user: User) => {
      const slots = await storage.pacing.slotsSince(user.id, ago(10));
      const bidIds = payloads.filter((payload) => payload.userId === user.id).map((payload) => payload.bidId);
      return slots
        .filter((slot) => bidIds.includes(slot.bidId))
        .map((slot) => (slot.at.getTime() - clock.now().getTime()) / 1000);
    };
    const sorted = async (user: User) => (await offsets(user)).sort((a, b) => a - b);
    const [quietFirst, quietSecond, quietThird] = (await sorted(quiet)) as [number, number, number];
    expect(quietFirst).toBe(0);
    expect(quietSecond).toBeGreaterThanOrEqual(10);
    expect(quietSecond).toBeLessThan(20);
    expect(quietThird - quietSecond).toBeGreaterThanOrEqual(10);
    expect(quietThird - quietSecond).toBeLessThan(20);
    const [busyFirst, busySecond, busyThird] = (await sorted(busy)) as [number, number, number];
    expect(busyFirst).toBeGreaterThanOrEqual(5);
    expect(busyFirst).toBeLessThan(15);
    expect(busySecond - busyFirst).toBeGreaterThanOrEqual(10);
    // The cap: the third bid within the minute of the hand-placed one waits for it to pass.
    expect(busyThird).toBeGreaterThanOrEqual(55);
  });

  it('queues only what the pace can place before a 1-minute user’s next run, newest projects first, so their bids never fall behind', async () => {
    const user = await bidder({ settings: { timeInterval: '1min', lastRunAt: ago(1) } });
    for (let run = 0; run < 3; run++) {
      const runAt = clock.now().getTime();
      await seen(
        0.5,
        ...Array.from({ length: 8 }, (_, n) => aFeedProject(`${run}-${n}`, new Date(runAt - 50_000 + n * 5_000))),
      );

      expect(await dispatch.execute()).toMatchObject({ evaluated: 1, queued: 3 });

      expect(await queuedFor(user)).toEqual([`${run}-5`, `${run}-6`, `${run}-7`]);
      const slots = (await storage.pacing.slotsSince(user.id, new Date(runAt))).map(
        (slot) => slot.at.getTime() - runAt,
      );
      expect(slots).toHaveLength(3);
      for (const offset of slots) expect(offset).toBeLessThan(60_000);
      clock.advance(60_000);
    }
  });

  it('books the slots of the jobs a user queued before their run failed, with everyone else’s', async () => {
    const failing = await bidder({ name: 'Failing' });
    const fine = await bidder({ name: 'Fine' });
    await seen(1, aFeedProject('101', ago(1)), aFeedProject('102', ago(1)));
    let failingEnqueues = 0;
    // The tick's multi-row write fails on the failing user's rows; one by one, their second fails.
    const flakyJobs = Object.assign(Object.create(jobs) as InMemoryJobQueue, {
      enqueue: (queue: string, payload: PlaceBidPayload, options?: EnqueueOptions) =>
        payload.userId === failing.id && ++failingEnqueues > 1
          ? Promise.reject(new Error('disk on fire'))
          : jobs.enqueue(queue, payload, options),
      enqueueMany: (queue: string, items: readonly EnqueueItem<PlaceBidPayload>[]) =>
        items.some((item) => item.payload.userId === failing.id)
          ? Promise.reject(new Error('disk on fire'))
          : jobs.enqueueMany(queue, items),
    });

    const result = await new DispatchDueUsers(storage, new FixedExchangeRates(), flakyJobs, clock).execute();

    expect(result).toMatchObject({ due: 2, evaluated: 1, queued: 2, failed: 1 });
    const payloads = await queued();
    const slotIds = async (user: User) =>
      (await storage.pacing.slotsSince(user.id, ago(10))).map((slot) => slot.bidId).sort();
    const bidIds = (user: User) =>
      payloads
        .filter((payload) => payload.userId === user.id)
        .map((payload) => payload.bidId)
        .sort();
    expect(bidIds(failing)).toHaveLength(1);
    expect(await slotIds(failing)).toEqual(bidIds(failing));
    expect(bidIds(fine)).toHaveLength(2);
    expect(await slotIds(fine)).toEqual(bidIds(fine));
    expect(await lastRunOf(failing)).toBeNull();
  });

  it('fails the tick, recording no run, when booking the slots fails: the jobs stay queued and the next tick queues none twice', async () => {
    const user = await bidder();
    await seen(1, aFeedProject('101', ago(1)));
    const pacing = Object.assign(Object.create(storage.pacing) as typeof storage.pacing, {
      bookMany: () => Promise.reject(new Error('disk on fire')),
    });
    const flaky = new DispatchDueUsers({ ...pickRepositories(storage), pacing }, new FixedExchangeRates(), jobs, clock);

    await expect(flaky.execute()).rejects.toThrow('disk on fire');
    expect(await lastRunOf(user)).toBeNull();
    expect(await dispatch.execute()).toMatchObject({ due: 1, evaluated: 1, queued: 0, failed: 0 });
    expect(await queuedFor(user)).toEqual(['101']);
  });

  it('fails the whole tick, recording no run, when a bulk read fails: the next tick retries everyone', async () => {
    const user = await bidder();
    const idle = await bidder({ settings: { skills: ['Haskell'] } });
    await seen(1, aFeedProject('101', ago(1)));
    const profiles = {
      ...storage.profiles,
      summaries: () => Promise.reject(new Error('disk on fire')),
    } as unknown as typeof storage.profiles;
    const flaky = new DispatchDueUsers(
      { ...pickRepositories(storage), profiles },
      new FixedExchangeRates(),
      jobs,
      clock,
    );

    await expect(flaky.execute()).rejects.toThrow('disk on fire');
    expect(await lastRunOf(user)).toBeNull();
    expect(await lastRunOf(idle)).toBeNull();
    expect(await queued()).toEqual([]);
  });

  it('reads profiles, daily counts and earlier bids once for all due users, and only for those with projects and no known block', async () => {
    const limited = await Promise.all(
      Array.from({ length: 3 }, (_, n) => bidder({ name: `Limited${n}`, settings: { bidsLimit: 10 } })),
    );
    const unlimited = await Promise.all(Array.from({ length: 3 }, (_, n) => bidder({ name: `Free${n}` })));
    const expired = await bidder({ name: 'Expired', user: { planStatus: 'expired' } });
    await bidder({ name: 'Idle', settings: { lastRunAt: ago(1) } });
    await seen(2, aFeedProject('101', ago(2)), aFeedProject('102', ago(2)));
    await storage.bids.insertIfAbsent(aBid(unlimited[0]!.id, { projectId: '101', submittedAt: ago(2) }));
    const calls: { method: string; userIds: readonly string[] }[] = [];
    const record =
      <A extends unknown[], R>(method: string, run: (userIds: readonly string[], ...rest: A) => Promise<R>) =>
      (userIds: readonly string[], ...rest: A): Promise<R> => (calls.push({ method, userIds }), run(userIds, ...rest));
    const profiles = {
      ...storage.profiles,
      get: () => Promise.reject(new Error('one at a time')),
      summaries: record('profiles.summaries', (ids) => storage.profiles.summaries(ids)),
    };
    const bids = Object.assign(Object.create(storage.bids) as typeof storage.bids, {
      projectIdsWithBids: () => Promise.reject(new Error('one at a time')),
      countPlacedSince: () => Promise.reject(new Error('one at a time')),
      projectIdsWithBidsMany: record('bids.projectIdsWithBidsMany', (ids, projectIds: readonly string[]) =>
        storage.bids.projectIdsWithBidsMany(ids, projectIds),
      ),
      countPlacedSinceMany: record('bids.countPlacedSinceMany', (ids, since: Date) =>
        storage.bids.countPlacedSinceMany(ids, since),
      ),
    });
    const searchProfiles = {
      ...storage.searchProfiles,
      list: () => Promise.reject(new Error('one at a time')),
      listActiveForUsers: record('searchProfiles.listActiveForUsers', (ids) =>
        storage.searchProfiles.listActiveForUsers(ids),
      ),
    };
    const counted = new DispatchDueUsers(
      { ...pickRepositories(storage), profiles: profiles as typeof storage.profiles, searchProfiles, bids },
      new FixedExchangeRates(),
      jobs,
      clock,
    );

    expect(await counted.execute()).toMatchObject({ due: 8, evaluated: 6, idle: 1, blocked: 1, queued: 11, failed: 0 });
    const candidates = [...limited, ...unlimited].map((user) => user.id).sort();
    expect(calls.map((call) => call.method).sort()).toEqual([
      'bids.countPlacedSinceMany',
      'bids.projectIdsWithBidsMany',
      'profiles.summaries',
      'searchProfiles.listActiveForUsers',
    ]);
    // The search profiles are read for every due user, before the blocks: a profile's schedule may lift OUTSIDE_SCHEDULE.
    expect([
      ...(calls.find((call) => call.method === 'searchProfiles.listActiveForUsers')?.userIds ?? []),
    ]).toHaveLength(8);
    expect([...(calls.find((call) => call.method === 'profiles.summaries')?.userIds ?? [])].sort()).toEqual(candidates);
    expect([...(calls.find((call) => call.method === 'bids.projectIdsWithBidsMany')?.userIds ?? [])].sort()).toEqual(
      candidates,
    );
    expect([...(calls.find((call) => call.method === 'bids.countPlacedSinceMany')?.userIds ?? [])].sort()).toEqual(
      limited.map((user) => user.id).sort(),
    );
    expect(
      calls.filter((call) => call.method !== 'searchProfiles.listActiveForUsers').flatMap((call) => call.userIds),
    ).not.toContain(expired.id);
    expect(await queuedFor(unlimited[0]!)).toEqual(['102']);
  });

  it('gives users who share a window each the projects of their own skills, however the skills are spelled', async () => {
    const react = await bidder({ name: 'React', settings: { skills: [' react.JS '] } });
    const php = await bidder({ name: 'Php', settings: { skills: ['PHP'] } });
    // Every 5 minutes: the pace lets all four of their projects in before the next run.
    const both = await bidder({ name: 'Both', settings: { skills: ['PHP', 'React.js'], timeInterval: '5min' } });
    const later = await bidder({ name: 'Later', settings: { skills: ['PHP'], lastRunAt: ago(1) } });
    await seen(2, aFeedProject('react-old', ago(2)), aFeedProject('php-old', ago(2), { skills: ['PHP'] }));
    await seen(0.5, aFeedProject('react-new', ago(1)), aFeedProject('php-new', ago(1), { skills: ['php'] }));

    expect(await dispatch.execute()).toMatchObject({ due: 4, evaluated: 4, queued: 9 });
    const payloads = await queued();
    const of = (userId: string) =>
      payloads
        .filter((payload) => payload.userId === userId)
        .map((payload) => payload.project.id)
        .sort();
    expect(of(react.id)).toEqual(['react-new', 'react-old']);
    expect(of(php.id)).toEqual(['php-new', 'php-old']);
    expect(of(both.id)).toEqual(['php-new', 'php-old', 'react-new', 'react-old'].sort());
    expect(of(later.id)).toEqual(['php-new']);
  });

  it('matches every one of many due users against one reading of the feed', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, (_, n) => bidder({ name: `U${n}` })));
    await seen(1, aFeedProject('101', ago(1)), aFeedProject('102', ago(1), { skills: ['PHP'] }));
    let feedReads = 0;
    const feed = {
      ...storage.feed,
      listSeenSince: (since: Date) => ((feedReads += 1), storage.feed.listSeenSince(since)),
    };
    const counted = new DispatchDueUsers(
      { ...pickRepositories(storage), feed: feed as typeof storage.feed },
      new FixedExchangeRates(),
      jobs,
      clock,
    );

    expect(await counted.execute()).toMatchObject({ due: 50, evaluated: 50, queued: 50 });
    expect(feedReads).toBe(1);
    expect(new Set((await queued()).map((payload) => payload.userId))).toEqual(new Set(users.map((user) => user.id)));
  });
});

describe('DispatchDueUsers: the decision log', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let jobs: InMemoryJobQueue;
  const ago = (minutes: number): Date => minutesBefore(clock.now(), minutes);
  const seen = (seenMinutesAgo: number, ...projects: Project[]) => storage.feed.addNew(projects, ago(seenMinutesAgo));
  const bidder = (options: BidderOptions = {}) => aBidder(storage, clock.now(), options);

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    jobs = new InMemoryJobQueue(clock);
  });

  it('records each project sharing a skill with its outcome and reasons, and counts the rest under SKILLS_MISMATCH', async () => {
    const user = await bidder({ settings: { maxBidsThreshold: 50 } });
    await seen(
      2,
      aFeedProject('101', ago(3)),
      aFeedProject('102', ago(2), { bidCount: 80 }),
      aFeedProject('103', ago(2), { skills: ['PHP'] }),
    );

    await new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock).execute();

    const { items } = await storage.decisions.list(user.id, { page: 1, limit: 10 });
    expect(items.map((d) => [d.projectId, d.outcome, d.reasons])).toEqual(
      expect.arrayContaining([
        ['101', 'queued', []],
        ['102', 'skipped', ['TOO_MANY_BIDS']],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      projectTitle: expect.any(String),
      projectUrl: expect.stringContaining('freelancer'),
      decidedAt: clock.now(),
      detail: null,
    });
    expect(await storage.decisions.lastRun(user.id)).toEqual({
      userId: user.id,
      ranAt: clock.now(),
      scanned: 3,
      matched: 1,
      queued: 1,
      skipped: 2,
      skippedByReason: { TOO_MANY_BIDS: 1, SKILLS_MISMATCH: 1 },
      blocked: [],
    });
  });

  it('skips, without a language model, a project not in English for a user who set no languages, and says why; with one, bids on it', async () => {
    const english = await bidder({ name: 'No languages' });
    const german = await bidder({ name: 'Writes German', settings: { languages: ['de'] } });
    await seen(2, aFeedProject('101', ago(3), { language: 'de' }), aFeedProject('102', ago(2), { language: 'en' }));

    await new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock).execute();

    const rows = async (user: User) =>
      (await storage.decisions.list(user.id, { page: 1, limit: 10 })).items.map((d) => [
        d.projectId,
        d.outcome,
        d.reasons,
        d.detail,
      ]);
    expect(await rows(english)).toEqual(
      expect.arrayContaining([
        [
          '101',
          'skipped',
          ['LANGUAGE_MISMATCH'],
          "The project is not in English (de): without a language model, proposals are in your prompt's language, English unless you set your languages",
        ],
        ['102', 'queued', [], null],
      ]),
    );
    // A user who chose their languages is told the plain reason.
    expect(await rows(german)).toEqual(
      expect.arrayContaining([
        ['101', 'queued', [], null],
        ['102', 'skipped', ['LANGUAGE_MISMATCH'], null],
      ]),
    );

    clock.advance(3_600_000);
    const later = await bidder({ name: 'Model user' });
    await seen(0, aFeedProject('103', clock.now(), { language: 'de' }));
    await new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock, undefined, true).execute();
    expect(await rows(later)).toEqual([['103', 'queued', [], null]]);
  });

  it('keeps the newest skips of a run as rows and counts every one', async () => {
    const user = await bidder({ bids: 1, settings: { maxBidsThreshold: 10 } });
    const many = Array.from({ length: KEPT_SKIPS_PER_RUN + 15 }, (_, n) =>
      aFeedProject(String(200 + n), ago(2 + n / 100), { bidCount: 50 }),
    );
    await seen(1, aFeedProject('199', ago(1)), ...many);

    await new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock).execute();

    const skipped = await storage.decisions.list(user.id, { page: 1, limit: 100, outcome: 'skipped' });
    expect(skipped.total).toBe(KEPT_SKIPS_PER_RUN);
    // Newest first: the oldest 15 are counted, not kept.
    expect(skipped.items.map((d) => d.projectId)).not.toContain(String(200 + KEPT_SKIPS_PER_RUN + 14));
    expect(await storage.decisions.lastRun(user.id)).toMatchObject({
      scanned: KEPT_SKIPS_PER_RUN + 16,
      matched: 1,
      skipped: KEPT_SKIPS_PER_RUN + 15,
      skippedByReason: { TOO_MANY_BIDS: KEPT_SKIPS_PER_RUN + 15 },
    });
  });

  it('names the blocks of a blocked run and keeps idle runs as runs with nothing in them', async () => {
    const blocked = await bidder({ name: 'Out of bids', bids: 0 });
    const idle = await bidder({ name: 'Idle', settings: { lastRunAt: ago(1) } });
    await seen(2, aFeedProject('101', ago(3)));

    await new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock).execute();

    expect(await storage.decisions.lastRun(blocked.id)).toMatchObject({
      scanned: 1,
      matched: 0,
      skipped: 0,
      blocked: ['NO_BIDS_LEFT'],
    });
    expect(await storage.decisions.lastRun(idle.id)).toMatchObject({ scanned: 0, matched: 0, queued: 0, blocked: [] });
    expect((await storage.decisions.list(blocked.id, { page: 1, limit: 10 })).total).toBe(0);
  });

  it('writes the whole tick to the log in one call, after the runs are recorded', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, (_, n) => bidder({ name: `Bidder ${n}` })));
    await seen(2, aFeedProject('101', ago(3)));
    const writes: RunRecords[] = [];
    const recording = Object.assign(Object.create(storage.decisions) as typeof storage.decisions, {
      record: async (records: RunRecords) => {
        expect(await storage.settings.get(users[0]?.id ?? '')).toMatchObject({ lastRunAt: clock.now() });
        writes.push(records);
        await storage.decisions.record(records);
      },
    });

    await new DispatchDueUsers(
      { ...pickRepositories(storage), decisions: recording },
      new FixedExchangeRates(),
      jobs,
      clock,
    ).execute();

    expect(writes).toHaveLength(1);
    expect(writes[0]?.summaries.map((s) => s.userId).sort()).toEqual(users.map((u) => u.id).sort());
    expect(writes[0]?.decisions).toHaveLength(5);
  });
});

const pickRepositories = (storage: InMemoryStorage) => ({
  settings: storage.settings,
  users: storage.users,
  profiles: storage.profiles,
  searchProfiles: storage.searchProfiles,
  ledger: storage.ledger,
  plans: storage.plans,
  bids: storage.bids,
  feed: storage.feed,
  pacing: storage.pacing,
  decisions: storage.decisions,
});
