import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRIEF_MAX_LENGTH, logEntryOf, type BidStatus } from '../../core/domain/bidding/bid.js';
import { aBid } from '../builders/bids.js';
import { aPlan } from '../builders/plans.js';
import { aUser } from '../builders/users.js';
import { T0, useHarness, type StorageSetup } from './storage-harness.js';

const at = (iso: string): Date => new Date(iso);

export function describeBidRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: BidRepository`, () => {
    const h = useHarness(setup);
    const bids = () => h().storage.bids;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('inserts a bid once per user and project, answering the existing one after', async () => {
      const userId = await newUserId();
      const first = await bids().insertIfAbsent(aBid(userId, { projectId: '777', amountMinor: 123_456 }));
      expect(first.inserted).toBe(true);
      expect(first.bid).toMatchObject({ userId, projectId: '777', amountMinor: 123_456, updatedAt: h().clock.now() });
      const again = await bids().insertIfAbsent(aBid(userId, { projectId: '777', amountMinor: 1 }));
      expect(again).toEqual({ inserted: false, bid: first.bid });
      expect(await bids().findById(first.bid.id)).toEqual(first.bid);
      expect(await bids().findByUserAndProject(userId, '777')).toEqual(first.bid);
      expect(await bids().findByUserAndProject(await newUserId(), '777')).toBeNull();
    });

    it('makes exactly one row from two concurrent inserts of one user and project', async () => {
      const userId = await newUserId();
      const results = await Promise.all([
        bids().insertIfAbsent(aBid(userId, { projectId: '42' })),
        bids().insertIfAbsent(aBid(userId, { projectId: '42' })),
      ]);
      expect(results.filter((r) => r.inserted)).toHaveLength(1);
      expect(results[0]?.bid.id).toBe(results[1]?.bid.id);
      expect((await bids().countsByUser(userId)).total).toBe(1);
    });

    it('updates the named fields and bumps updatedAt', async () => {
      const userId = await newUserId();
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'pending' }));
      h().clock.advance(2_500);
      const patch = {
        status: 'failed',
        errorMessage: 'Project closed',
        marketplaceBidId: '998877',
        submittedAt: at('2026-03-01T10:00:01.001Z'),
      } as const;
      const updated = await bids().update(bid.id, patch);
      expect(updated).toEqual({ ...bid, ...patch, updatedAt: h().clock.now() });
      expect(await bids().update('missing', { status: 'failed' })).toBeNull();
    });

    it('discards a pending row with its history, and only a pending one', async () => {
      const userId = await newUserId();
      const pending = (await bids().insertIfAbsent(aBid(userId, { status: 'pending' }))).bid;
      const placed = (await bids().insertIfAbsent(aBid(userId, { status: 'pending' }))).bid;
      await bids().update(placed.id, { status: 'submitted' });
      expect(await bids().discardUnsent(pending.id)).toBe(true);
      expect(await bids().findById(pending.id)).toBeNull();
      expect(await bids().history(pending.id)).toEqual([]);
      expect(await bids().projectIdsWithBids(userId, [pending.projectId, placed.projectId])).toEqual(
        new Set([placed.projectId]),
      );
      expect(await bids().discardUnsent(placed.id)).toBe(false);
      expect(await bids().discardUnsent(pending.id)).toBe(false);
      expect(await bids().findById(placed.id)).toMatchObject({ status: 'submitted' });
      expect((await bids().insertIfAbsent(aBid(userId, { projectId: pending.projectId }))).inserted).toBe(true);
    });

    it('finds a row again under its own id without inserting it or adding to its history', async () => {
      const userId = await newUserId();
      const pending = aBid(userId, { id: randomUUID(), status: 'pending' });
      const id = pending.id ?? '';
      expect((await bids().insertIfAbsent(pending)).inserted).toBe(true);
      await bids().update(id, { status: 'held', errorMessage: 'Waiting for your review' });
      expect(await bids().insertIfAbsent(pending)).toMatchObject({ inserted: false, bid: { id, status: 'held' } });
      expect((await bids().history(id)).map((event) => event.kind)).toEqual(['queued', 'held']);
    });

    it('changes the delivery days and amounts an approval edited; a bid kept without a brief stays without one', async () => {
      const userId = await newUserId();
      const brief = {
        description: 'Need a dashboard.',
        type: 'fixed',
        budgetMin: 250,
        budgetMax: 750,
        periodDays: 3,
        clientId: null,
      } as const;
      const { bid } = await bids().insertIfAbsent(aBid(userId, { brief }));
      const updated = await bids().update(bid.id, { periodDays: 10, amountMinor: 40_000, amountUsdCents: 42_106 });
      expect(updated).toMatchObject({
        amountMinor: 40_000,
        amountUsdCents: 42_106,
        brief: { ...brief, periodDays: 10 },
      });
      expect(await bids().findById(bid.id)).toEqual(updated);
      const bare = (await bids().insertIfAbsent(aBid(userId))).bid;
      expect(await bids().update(bare.id, { periodDays: 10 })).toMatchObject({ brief: null });
    });

    it('keeps the project’s brief and why it matched, and answers null for a bid logged without them', async () => {
      const userId = await newUserId();
      const brief = {
        description: 'Need a dashboard.\n\n  - charts\n  - REST API',
        type: 'hourly',
        budgetMin: 12.5,
        budgetMax: null,
        periodDays: 7,
        clientId: '81234567',
      } as const;
      const match = { skills: ['React.js', 'Node.js'], bidPercentage: 80, minBidUsd: 30.25 };
      const { bid } = await bids().insertIfAbsent(aBid(userId, { brief, match }));
      expect(bid).toMatchObject({ brief, match });
      expect(await bids().findById(bid.id)).toMatchObject({ brief, match });
      const bare = await bids().insertIfAbsent(aBid(userId));
      expect(bare.bid).toMatchObject({ brief: null, match: null });
      const fixed = await bids().insertIfAbsent(
        aBid(userId, { brief: { ...brief, type: 'fixed', budgetMin: 250, budgetMax: 750 } }),
      );
      expect(fixed.bid).toMatchObject({ brief: { type: 'fixed', budgetMin: 250, budgetMax: 750 }, match: null });
      const { clientId: _unknown, ...withoutClient } = brief;
      expect(
        (await bids().insertIfAbsent(aBid(userId, { brief: withoutClient }))).bid.brief?.clientId ?? null,
      ).toBeNull();
    });

    it('keeps the first milestone’s share sent and the hourly floor the bid was priced with; bids logged without them answer neither', async () => {
      const userId = await newUserId();
      const brief = {
        description: 'Hourly help',
        type: 'hourly',
        budgetMin: 15,
        budgetMax: 25,
        periodDays: 3,
        milestonePercentage: 40,
      } as const;
      const match = { skills: ['PHP'], bidPercentage: 50, minBidUsd: 0, minHourlyRateUsd: 18.5 };
      const { bid } = await bids().insertIfAbsent(aBid(userId, { brief, match }));
      // The client and the fit are other tests' matter: each adapter may answer them as unknown.
      expect((await bids().findById(bid.id))?.brief).toMatchObject(brief);
      expect((await bids().findById(bid.id))?.match).toMatchObject(match);
      const older = await bids().insertIfAbsent(
        aBid(userId, {
          brief: { description: 'x', type: 'fixed', budgetMin: 10, budgetMax: 20, periodDays: 3 },
          match: { skills: [], bidPercentage: 50, minBidUsd: 0 },
        }),
      );
      const read = await bids().findById(older.bid.id);
      expect(read?.brief).not.toHaveProperty('milestonePercentage');
      expect(read?.match).not.toHaveProperty('minHourlyRateUsd');
    });

    it('keeps the fit score and its reasons with the match, and answers a null fit for a match without one', async () => {
      const userId = await newUserId();
      const fit = {
        score: 78,
        reasons: [
          { code: 'skills', points: 20, text: 'shares 2 of 2 skills' },
          { code: 'payment_verified', points: -12, text: 'client payment "not" verified' },
        ],
      } as const;
      const match = { skills: ['React.js'], bidPercentage: 50, minBidUsd: 10, fit };
      const { bid } = await bids().insertIfAbsent(aBid(userId, { match }));
      expect(bid.match).toEqual(match);
      expect((await bids().findById(bid.id))?.match).toEqual(match);
      const adjusted = { ...match, fit: { ...fit, adjustment: { points: -9, reason: 'The brief is mostly Swift.' } } };
      const withAdjustment = await bids().insertIfAbsent(aBid(userId, { projectId: '779', match: adjusted }));
      expect((await bids().findById(withAdjustment.bid.id))?.match).toEqual(adjusted);
      const unscored = await bids().insertIfAbsent(
        aBid(userId, { projectId: '778', match: { skills: ['PHP'], bidPercentage: 50, minBidUsd: 10, fit: null } }),
      );
      expect((await bids().findById(unscored.bid.id))?.match?.fit ?? null).toBeNull();
    });

    it('keeps the search profile a bid came from, null for the main one, even when no such profile is stored any more', async () => {
      const userId = await newUserId();
      // No profile row has this id: a deleted profile leaves its bids as they were.
      const profileId = '6f1c2b1e-4d2a-4c59-9a3e-1f0e5d7c8b9a';
      const { bid } = await bids().insertIfAbsent(aBid(userId, { projectId: '801', profileId }));
      expect(bid.profileId).toBe(profileId);
      expect((await bids().findById(bid.id))?.profileId).toBe(profileId);
      const main = await bids().insertIfAbsent(aBid(userId, { projectId: '802' }));
      expect(main.bid.profileId).toBeNull();
      expect((await bids().findById(main.bid.id))?.profileId).toBeNull();
      expect(
        (await bids().insertIfAbsent(aBid(userId, { projectId: '803', profileId: null }))).bid.profileId,
      ).toBeNull();
      await bids().update(bid.id, { status: 'submitted' });
      expect((await bids().findById(bid.id))?.profileId).toBe(profileId);
    });

    it('cuts a brief longer than BRIEF_MAX_LENGTH characters', async () => {
      const userId = await newUserId();
      const long = '😀'.repeat(BRIEF_MAX_LENGTH + 5);
      const { bid } = await bids().insertIfAbsent(
        aBid(userId, { brief: { description: long, type: 'fixed', budgetMin: 10, budgetMax: 20, periodDays: 3 } }),
      );
      expect(Array.from(bid.brief?.description ?? '')).toHaveLength(BRIEF_MAX_LENGTH);
    });

    it('starts a bid’s history with its status when inserted, at its queue time', async () => {
      const userId = await newUserId();
      const queuedAt = at('2026-03-01T08:59:00.000Z');
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'pending', queuedAt }));
      expect(await bids().history(bid.id)).toEqual([
        { bidId: bid.id, userId, kind: 'queued', at: queuedAt, detail: null },
      ]);
      // The duplicate is not inserted, so it adds nothing.
      await bids().insertIfAbsent(aBid(userId, { projectId: bid.projectId, status: 'pending' }));
      expect(await bids().history(bid.id)).toHaveLength(1);
      const seeded = await bids().insertIfAbsent(aBid(userId, { status: 'submitted' }));
      expect(await bids().history(seeded.bid.id)).toEqual([
        { bidId: seeded.bid.id, userId, kind: 'placed', at: seeded.bid.submittedAt, detail: null },
      ]);
      expect(await bids().history('unknown')).toEqual([]);
    });

    it('appends each change of status with the full reason, and nothing for other changes', async () => {
      const userId = await newUserId();
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'pending', queuedAt: at(T0) }));
      await bids().update(bid.id, { proposal: 'Written, not sent yet.' });
      h().clock.advance(1_000);
      const reason = `Freelancer refused the bid: ${'a very long reason '.repeat(40)}`;
      await bids().update(bid.id, { status: 'failed', errorMessage: reason });
      await bids().update(bid.id, { status: 'failed', errorMessage: reason });
      const other = await bids().insertIfAbsent(aBid(userId, { status: 'pending', queuedAt: at(T0) }));
      await bids().update(other.bid.id, {
        status: 'failed',
        errorMessage: 'Stopped before it reached Freelancer.',
        historyKind: 'cancelled',
      });
      const third = await bids().insertIfAbsent(aBid(userId, { status: 'pending', queuedAt: at(T0) }));
      await bids().update(third.bid.id, { status: 'submitted', marketplaceBidId: '5' });
      h().clock.advance(60_000);
      await bids().update(third.bid.id, { status: 'accepted' });

      const kinds = async (id: string) =>
        (await bids().history(id)).map((event) => [event.kind, event.at.toISOString(), event.detail]);
      const second = new Date(Date.parse(T0) + 1_000).toISOString();
      expect(await kinds(bid.id)).toEqual([
        ['queued', T0, null],
        ['refused', second, reason],
      ]);
      expect(await kinds(other.bid.id)).toEqual([
        ['queued', T0, null],
        ['cancelled', second, 'Stopped before it reached Freelancer.'],
      ]);
      expect(await kinds(third.bid.id)).toEqual([
        ['queued', T0, null],
        ['placed', second, null],
        ['accepted', new Date(Date.parse(second) + 60_000).toISOString(), null],
      ]);
      expect(await bids().update('missing', { status: 'failed' })).toBeNull();
      expect(await bids().history('missing')).toEqual([]);
    });

    it('closes a held draft’s row declined with its reason, logs it cancelled, and lists it by that status', async () => {
      const userId = await newUserId();
      const note = 'You rejected this draft in review: nothing was sent to Freelancer and no bid was spent.';
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'held', errorMessage: 'Waiting for review' }));
      await bids().insertIfAbsent(aBid(userId, { status: 'failed', errorMessage: 'Project is closed' }));
      const declined = await bids().update(bid.id, { status: 'declined', errorMessage: note });
      expect(declined).toMatchObject({ status: 'declined', errorMessage: note });
      expect((await bids().history(bid.id)).map((event) => [event.kind, event.detail])).toEqual([
        ['held', 'Waiting for review'],
        ['cancelled', note],
      ]);
      const page = await bids().listByUser(userId, { page: 1, limit: 10, status: 'declined' });
      expect(page.items.map((b) => b.id)).toEqual([bid.id]);
      expect((await bids().listByUser(userId, { page: 1, limit: 10, status: 'failed' })).total).toBe(1);
      expect((await bids().listLogEntries(userId, { page: 1, limit: 10 })).items).toContainEqual(
        expect.objectContaining({ id: bid.id, status: 'declined', errorMessage: note }),
      );
    });

    it('keeps status and history together: a transaction that throws leaves neither', async () => {
      const userId = await newUserId();
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'pending' }));
      await expect(
        h().storage.transaction(async (repositories) => {
          await repositories.bids.update(bid.id, { status: 'held', errorMessage: 'Contact details in the proposal.' });
          await repositories.bids.insertIfAbsent(aBid(userId, { projectId: 'rolled-back', status: 'pending' }));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await bids().findById(bid.id))?.status).toBe('pending');
      expect((await bids().history(bid.id)).map((event) => event.kind)).toEqual(['queued']);
      expect(await bids().findByUserAndProject(userId, 'rolled-back')).toBeNull();
      await h().storage.transaction((repositories) =>
        repositories.bids.update(bid.id, { status: 'held', errorMessage: 'Contact details in the proposal.' }),
      );
      expect((await bids().history(bid.id)).map((event) => [event.kind, event.detail])).toEqual([
        ['queued', null],
        ['held', 'Contact details in the proposal.'],
      ]);
    });

    it('removes a bid’s history with its user', async () => {
      const userId = await newUserId();
      const { bid } = await bids().insertIfAbsent(aBid(userId, { status: 'pending' }));
      await bids().update(bid.id, { status: 'submitted' });
      await h().storage.users.delete(userId);
      expect(await bids().history(bid.id)).toEqual([]);
    });

    it('lists a user’s bids by search, status, sort and page', async () => {
      const userId = await newUserId();
      const other = await newUserId();
      const rows = [
        {
          projectId: '1001',
          projectTitle: 'Build a React dashboard',
          amountMinor: 500,
          status: 'submitted',
          submittedAt: at('2026-03-01T01:00:00.000Z'),
        },
        {
          projectId: '1002',
          projectTitle: 'Logo design',
          amountMinor: 300,
          status: 'failed',
          submittedAt: at('2026-03-01T03:00:00.000Z'),
        },
        {
          projectId: '2003',
          projectTitle: 'REACT native app',
          amountMinor: 900,
          status: 'accepted',
          submittedAt: at('2026-03-01T02:00:00.000Z'),
        },
        {
          projectId: '3004',
          projectTitle: 'Data entry',
          amountMinor: 100,
          status: 'submitted',
          submittedAt: at('2026-03-01T04:00:00.000Z'),
        },
      ] as const;
      for (const row of rows) await bids().insertIfAbsent(aBid(userId, row));
      await bids().insertIfAbsent(aBid(other, { projectTitle: 'React for someone else' }));
      const ids = async (query: Parameters<ReturnType<typeof bids>['listByUser']>[1]) =>
        (await bids().listByUser(userId, query)).items.map((b) => b.projectId);

      expect(await ids({ page: 1, limit: 10 })).toEqual(['3004', '1002', '2003', '1001']);
      expect(await ids({ page: 1, limit: 10, sortBy: 'submittedAt', sortOrder: 'asc' })).toEqual([
        '1001',
        '2003',
        '1002',
        '3004',
      ]);
      expect(await ids({ page: 1, limit: 10, sortBy: 'bidAmount', sortOrder: 'desc' })).toEqual([
        '2003',
        '1001',
        '1002',
        '3004',
      ]);
      expect(await ids({ page: 1, limit: 10, sortBy: 'bidAmount', sortOrder: 'asc' })).toEqual([
        '3004',
        '1002',
        '1001',
        '2003',
      ]);
      expect(await ids({ page: 1, limit: 10, search: 'react' })).toEqual(['2003', '1001']);
      expect(await ids({ page: 1, limit: 10, search: '100' })).toEqual(['1002', '1001']);
      expect(await ids({ page: 1, limit: 10, status: 'submitted' })).toEqual(['3004', '1001']);
      const page = await bids().listByUser(userId, { page: 2, limit: 3 });
      expect(page.total).toBe(4);
      expect(page.items.map((b) => b.projectId)).toEqual(['1001']);
    });

    it('pages a user’s whole log newest first, equal times by id, and counts a page past the end', async () => {
      const userId = await newUserId();
      const same = at('2026-03-02T00:00:00.000Z');
      for (const id of ['b', 'a', 'c'])
        await bids().insertIfAbsent(
          aBid(userId, { id: `00000000-0000-4000-8000-00000000000${id}`, projectId: `tie-${id}`, submittedAt: same }),
        );
      await bids().insertIfAbsent(aBid(userId, { projectId: 'newest', submittedAt: at('2026-03-03T00:00:00.000Z') }));
      const ids = async (page: number, limit: number) =>
        (await bids().listByUser(userId, { page, limit })).items.map((b) => b.projectId);

      expect(await ids(1, 10)).toEqual(['newest', 'tie-c', 'tie-b', 'tie-a']);
      expect(await ids(1, 2)).toEqual(['newest', 'tie-c']);
      expect(await ids(2, 2)).toEqual(['tie-b', 'tie-a']);
      expect(await bids().listByUser(userId, { page: 3, limit: 2 })).toEqual({ items: [], total: 4 });
      expect(await bids().listByUser(userId, { page: 1, limit: 10, sortBy: 'submittedAt', sortOrder: 'desc' })).toEqual(
        await bids().listByUser(userId, { page: 1, limit: 10 }),
      );
    });

    it('reads the bid log as entries of the newest-first pages, equal times by id, a page past the end empty', async () => {
      const userId = await newUserId();
      const same = at('2026-03-02T00:00:00.000Z');
      for (const id of ['b', 'a', 'c'])
        await bids().insertIfAbsent(
          aBid(userId, { id: `00000000-0000-4000-8000-00000000000${id}`, projectId: `tie-${id}`, submittedAt: same }),
        );
      await bids().insertIfAbsent(
        aBid(userId, {
          projectId: 'newest',
          status: 'failed',
          errorMessage: 'Project closed',
          amountMinor: 12_345,
          currency: 'EUR',
          submittedAt: at('2026-03-03T00:00:00.000Z'),
        }),
      );
      await bids().insertIfAbsent(aBid(await newUserId(), { projectId: 'someone-else' }));

      for (const [page, limit] of [
        [1, 10],
        [1, 2],
        [2, 2],
        [3, 2],
      ] as const) {
        const whole = await bids().listByUser(userId, { page, limit });
        expect(await bids().listLogEntries(userId, { page, limit })).toEqual({
          items: whole.items.map(logEntryOf),
          total: 4,
        });
      }
      const [newest] = (await bids().listLogEntries(userId, { page: 1, limit: 1 })).items;
      expect(newest).toMatchObject({ projectId: 'newest', status: 'failed', errorMessage: 'Project closed' });
      expect(newest).toMatchObject({ amountMinor: 12_345, currency: 'EUR' });
      expect(Object.keys(newest ?? {}).sort()).toEqual([
        'amountMinor',
        'currency',
        'errorMessage',
        'id',
        'projectId',
        'projectTitle',
        'projectType',
        'projectUrl',
        'proposal',
        'status',
        'submittedAt',
      ]);
    });

    it('reads each log entry’s project type from the brief kept with its bid, null for a bid logged without one', async () => {
      const userId = await newUserId();
      const brief = { description: 'A brief.', budgetMin: 10, budgetMax: 20, periodDays: 3 };
      const bidAt = (projectId: string, iso: string, type?: 'fixed' | 'hourly') =>
        bids().insertIfAbsent(
          aBid(userId, {
            projectId,
            submittedAt: at(iso),
            ...(type === undefined ? {} : { brief: { ...brief, type } }),
          }),
        );
      await bidAt('bare', '2026-03-01T01:00:00.000Z');
      await bidAt('fixed', '2026-03-01T02:00:00.000Z', 'fixed');
      await bidAt('hourly', '2026-03-01T03:00:00.000Z', 'hourly');

      const { items } = await bids().listLogEntries(userId, { page: 1, limit: 10 });
      expect(items.map(({ projectId, projectType }) => [projectId, projectType])).toEqual([
        ['hourly', 'hourly'],
        ['fixed', 'fixed'],
        ['bare', null],
      ]);
      const whole = await bids().listByUser(userId, { page: 1, limit: 10 });
      expect(items).toEqual(whole.items.map(logEntryOf));
      // The whole bid keeps the type in its brief only.
      for (const bid of whole.items) expect(bid).not.toHaveProperty('projectType');
    });

    it('sorts by amount in USD across currencies, equal amounts newest first', async () => {
      const userId = await newUserId();
      const rows = [
        { projectId: 'eur-100', amountMinor: 10_000, currency: 'EUR', submittedAt: at('2026-03-01T01:00:00.000Z') },
        { projectId: 'usd-110', amountMinor: 11_000, currency: 'USD', submittedAt: at('2026-03-01T02:00:00.000Z') },
        { projectId: 'usd-104', amountMinor: 10_400, currency: 'USD', submittedAt: at('2026-03-01T03:00:00.000Z') },
        { projectId: 'inr-4000', amountMinor: 400_000, currency: 'INR', submittedAt: at('2026-03-01T04:00:00.000Z') },
        { projectId: 'usd-50-old', amountMinor: 5_000, currency: 'USD', submittedAt: at('2026-03-01T05:00:00.000Z') },
        { projectId: 'usd-50-new', amountMinor: 5_000, currency: 'USD', submittedAt: at('2026-03-01T06:00:00.000Z') },
      ] as const;
      for (const row of rows) await bids().insertIfAbsent(aBid(userId, row));
      // A bid the engine priced itself keeps the engine's USD figure rather than the fallback conversion.
      await bids().insertIfAbsent(
        aBid(userId, {
          projectId: 'gbp-engine',
          amountMinor: 9_000,
          currency: 'GBP',
          amountUsdCents: 10_700,
          submittedAt: at('2026-03-01T07:00:00.000Z'),
        }),
      );
      const ids = async (sortOrder: 'asc' | 'desc') =>
        (await bids().listByUser(userId, { page: 1, limit: 10, sortBy: 'bidAmount', sortOrder })).items.map(
          (b) => b.projectId,
        );

      expect(await ids('desc')).toEqual([
        'usd-110',
        'gbp-engine',
        'eur-100',
        'usd-104',
        'usd-50-new',
        'usd-50-old',
        'inr-4000',
      ]);
      expect(await ids('asc')).toEqual([
        'inr-4000',
        'usd-50-new',
        'usd-50-old',
        'usd-104',
        'eur-100',
        'gbp-engine',
        'usd-110',
      ]);
      expect(await bids().findByUserAndProject(userId, 'eur-100')).toMatchObject({
        amountMinor: 10_000,
        currency: 'EUR',
        amountUsdCents: 10_526,
      });
      expect(await bids().findByUserAndProject(userId, 'gbp-engine')).toMatchObject({ amountUsdCents: 10_700 });
    });

    it('answers which of the given projects the user has bid on', async () => {
      const userId = await newUserId();
      await bids().insertIfAbsent(aBid(userId, { projectId: 'p1' }));
      await bids().insertIfAbsent(aBid(userId, { projectId: 'p2' }));
      await bids().insertIfAbsent(aBid(await newUserId(), { projectId: 'p3' }));
      expect(await bids().projectIdsWithBids(userId, ['p1', 'p3', 'p4'])).toEqual(new Set(['p1']));
      expect(await bids().projectIdsWithBids(userId, [])).toEqual(new Set());
    });

    it('answers the user’s bid on each of the given projects they have bid on', async () => {
      const userId = await newUserId();
      const { bid: first } = await bids().insertIfAbsent(aBid(userId, { projectId: 'p1' }));
      const { bid: second } = await bids().insertIfAbsent(aBid(userId, { projectId: 'p2' }));
      await bids().insertIfAbsent(aBid(await newUserId(), { projectId: 'p3' }));
      expect(await bids().bidIdsByProject(userId, ['p1', 'p2', 'p3', 'p4'])).toEqual(
        new Map([
          ['p1', first.id],
          ['p2', second.id],
        ]),
      );
      expect(await bids().bidIdsByProject(userId, [])).toEqual(new Map());
    });

    it('counts bids placed since an instant, leaving failed, held and declined bids out', async () => {
      const userId = await newUserId();
      const since = at('2026-03-01T00:00:00.000Z');
      await bids().insertIfAbsent(aBid(userId, { submittedAt: since }));
      await bids().insertIfAbsent(aBid(userId, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'accepted' }));
      await bids().insertIfAbsent(aBid(userId, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'failed' }));
      await bids().insertIfAbsent(aBid(userId, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'held' }));
      await bids().insertIfAbsent(aBid(userId, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'declined' }));
      await bids().insertIfAbsent(aBid(userId, { submittedAt: new Date(since.getTime() - 1) }));
      expect(await bids().countPlacedSince(userId, since)).toBe(2);
      expect(await bids().countPlacedSinceMany([userId], since)).toEqual(new Map([[userId, 2]]));
    });

    it('answers, for many users at once, which of the given projects each has bid on', async () => {
      const [u1, u2, u3] = [await newUserId(), await newUserId(), await newUserId()];
      await bids().insertIfAbsent(aBid(u1, { projectId: 'p1' }));
      await bids().insertIfAbsent(aBid(u1, { projectId: 'p2', status: 'failed' }));
      await bids().insertIfAbsent(aBid(u1, { projectId: 'elsewhere' }));
      await bids().insertIfAbsent(aBid(u2, { projectId: 'p2' }));
      await bids().insertIfAbsent(aBid(u3, { projectId: 'p1' }));
      const found = await bids().projectIdsWithBidsMany([u1, u2, 'no-such-user'], ['p1', 'p2', 'p3']);
      expect(new Map([...found].map(([userId, ids]) => [userId, [...ids].sort()]))).toEqual(
        new Map([
          [u1, ['p1', 'p2']],
          [u2, ['p2']],
        ]),
      );
      expect(await bids().projectIdsWithBidsMany([u1], [])).toEqual(new Map());
      expect(await bids().projectIdsWithBidsMany([], ['p1'])).toEqual(new Map());
    });

    it('answers for more users and projects than one statement binds', async () => {
      const userId = await newUserId();
      await bids().insertIfAbsent(aBid(userId, { projectId: 'p-6999' }));
      const users = [...Array.from({ length: 6_000 }, (_, n) => `ghost-${n}`), userId];
      const projects = Array.from({ length: 7_000 }, (_, n) => `p-${n}`);
      expect(await bids().projectIdsWithBidsMany(users, projects)).toEqual(new Map([[userId, new Set(['p-6999'])]]));
      expect(await bids().countPlacedSinceMany(users, at('2000-01-01T00:00:00.000Z'))).toEqual(new Map([[userId, 1]]));
    });

    it('counts bids placed since an instant for many users at once, leaving out users with none', async () => {
      const [u1, u2, u3] = [await newUserId(), await newUserId(), await newUserId()];
      const since = at('2026-03-01T00:00:00.000Z');
      await bids().insertIfAbsent(aBid(u1, { submittedAt: since }));
      await bids().insertIfAbsent(aBid(u1, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'rejected' }));
      await bids().insertIfAbsent(aBid(u1, { submittedAt: at('2026-03-01T05:00:00.000Z'), status: 'failed' }));
      await bids().insertIfAbsent(aBid(u2, { submittedAt: at('2026-03-01T06:00:00.000Z'), status: 'pending' }));
      await bids().insertIfAbsent(aBid(u2, { submittedAt: new Date(since.getTime() - 1) }));
      await bids().insertIfAbsent(aBid(u3, { submittedAt: at('2026-03-01T06:00:00.000Z'), status: 'held' }));
      expect(await bids().countPlacedSinceMany([u1, u2, u3], since)).toEqual(
        new Map([
          [u1, 2],
          [u2, 1],
        ]),
      );
      expect(await bids().countPlacedSinceMany([], since)).toEqual(new Map());
    });

    it('counts by status for one user and for everyone', async () => {
      const [u1, u2] = [await newUserId(), await newUserId()];
      const statuses: [string, BidStatus][] = [
        [u1, 'submitted'],
        [u1, 'submitted'],
        [u1, 'failed'],
        [u1, 'held'],
        [u1, 'declined'],
        [u2, 'accepted'],
        [u2, 'pending'],
        [u2, 'rejected'],
        [u2, 'replied'],
      ];
      for (const [userId, status] of statuses) await bids().insertIfAbsent(aBid(userId, { status }));
      expect(await bids().countsByUser(u1)).toEqual({
        total: 5,
        pending: 0,
        submitted: 2,
        replied: 0,
        accepted: 0,
        rejected: 0,
        failed: 1,
        held: 1,
        declined: 1,
      });
      expect(await bids().countsAll()).toEqual({
        total: 9,
        pending: 1,
        submitted: 2,
        replied: 1,
        accepted: 1,
        rejected: 1,
        failed: 1,
        held: 1,
        declined: 1,
      });
      expect(await bids().countsByUser(await newUserId())).toEqual({
        total: 0,
        pending: 0,
        submitted: 0,
        replied: 0,
        accepted: 0,
        rejected: 0,
        failed: 0,
        held: 0,
        declined: 0,
      });
    });

    it('answers the proposals of the user’s latest bids that reached the marketplace, newest first, up to the limit', async () => {
      const userId = await newUserId();
      const make = (id: string, status: BidStatus, proposal: string, hour: number) =>
        bids().insertIfAbsent(
          aBid(userId, {
            id,
            projectId: `p-${id}`,
            status,
            proposal,
            submittedAt: at(`2026-03-01T0${hour}:00:00.000Z`),
          }),
        );
      await make('b1', 'submitted', 'oldest sent', 1);
      await make('b2', 'accepted', 'won', 2);
      await make('b3', 'rejected', 'lost', 3);
      await make('b4', 'failed', 'never placed', 4);
      await make('b5', 'held', 'stopped by the guard', 5);
      await make('b6', 'pending', 'being placed', 6);
      await make('b7', 'submitted', '', 7);
      // Same instant: the larger id counts as the newer one.
      await make('b9', 'submitted', 'tie, larger id', 8);
      await make('b8', 'submitted', 'tie, smaller id', 8);
      await bids().insertIfAbsent(aBid(await newUserId(), { status: 'submitted', proposal: 'someone else’s' }));

      expect(await bids().recentProposals(userId, 50)).toEqual([
        'tie, larger id',
        'tie, smaller id',
        'lost',
        'won',
        'oldest sent',
      ]);
      expect(await bids().recentProposals(userId, 2)).toEqual(['tie, larger id', 'tie, smaller id']);
      expect(await bids().recentProposals(await newUserId(), 50)).toEqual([]);
    });

    it('counts every user’s bids per UTC day and status within a range, the range’s end excluded', async () => {
      const [u1, u2] = [await newUserId(), await newUserId()];
      const placed: [string, BidStatus, string][] = [
        [u1, 'submitted', '2026-02-28T23:59:59.999Z'],
        [u1, 'submitted', '2026-03-01T00:00:00.000Z'],
        [u2, 'submitted', '2026-03-01T23:59:59.999Z'],
        [u1, 'accepted', '2026-03-01T12:00:00.000Z'],
        [u2, 'failed', '2026-03-02T08:30:00.000Z'],
        [u2, 'rejected', '2026-03-03T00:00:00.000Z'],
      ];
      for (const [userId, status, when] of placed)
        await bids().insertIfAbsent(aBid(userId, { status, submittedAt: at(when) }));
      const range = { from: at('2026-03-01T00:00:00.000Z'), to: at('2026-03-03T00:00:00.000Z') };
      const counts = [...(await bids().countsByDay(range))].sort((a, b) =>
        `${a.day}${a.status}`.localeCompare(`${b.day}${b.status}`),
      );
      expect(counts).toEqual([
        { day: '2026-03-01', status: 'accepted', count: 1 },
        { day: '2026-03-01', status: 'submitted', count: 2 },
        { day: '2026-03-02', status: 'failed', count: 1 },
      ]);
      expect(
        await bids().countsByDay({ from: at('2026-04-01T00:00:00.000Z'), to: at('2026-05-01T00:00:00.000Z') }),
      ).toEqual([]);
    });

    it('lists submitted bids with a marketplace id, oldest first, up to the limit', async () => {
      const userId = await newUserId();
      const make = (projectId: string, status: BidStatus, marketplaceBidId: string | null, hour: number) =>
        bids().insertIfAbsent(
          aBid(userId, { projectId, status, marketplaceBidId, submittedAt: at(`2026-03-01T0${hour}:00:00.000Z`) }),
        );
      await make('late', 'submitted', 'm1', 5);
      await make('early', 'submitted', 'm2', 1);
      await make('middle', 'submitted', 'm3', 3);
      await make('no-id', 'submitted', null, 0);
      await make('done', 'accepted', 'm4', 0);
      expect((await bids().listAwaitingAward(10)).map((b) => b.projectId)).toEqual(['early', 'middle', 'late']);
      expect((await bids().listAwaitingAward(2)).map((b) => b.projectId)).toEqual(['early', 'middle']);
    });

    it('pages through the bids awaiting award after a cursor, ties on submittedAt broken by id', async () => {
      const userId = await newUserId();
      const sameHour = at('2026-03-01T02:00:00.000Z');
      for (const [n, id] of ['b-2', 'b-1', 'b-3'].entries()) {
        await bids().insertIfAbsent(
          aBid(userId, { id, projectId: `tie-${n}`, marketplaceBidId: `t${n}`, submittedAt: sameHour }),
        );
      }
      await bids().insertIfAbsent(
        aBid(userId, {
          id: 'a-9',
          projectId: 'later',
          marketplaceBidId: 'l1',
          submittedAt: at('2026-03-01T04:00:00.000Z'),
        }),
      );

      const first = await bids().listAwaitingAward(2);
      const second = await bids().listAwaitingAward(2, first.at(-1));
      const rest = await bids().listAwaitingAward(2, second.at(-1));
      expect([first, second, rest].map((page) => page.map((b) => b.id))).toEqual([['b-1', 'b-2'], ['b-3', 'a-9'], []]);
    });

    it('keeps a reply time and the project skills, a new bid having neither unless told', async () => {
      const userId = await newUserId();
      const plain = (await bids().insertIfAbsent(aBid(userId, { projectId: 'plain' }))).bid;
      expect(plain).toMatchObject({ repliedAt: null, skills: [] });
      const told = (
        await bids().insertIfAbsent(
          aBid(userId, {
            projectId: 'told',
            skills: ['React.js', 'Node.js'],
            repliedAt: at('2026-03-01T05:00:00.000Z'),
          }),
        )
      ).bid;
      expect(await bids().findById(told.id)).toMatchObject({
        skills: ['React.js', 'Node.js'],
        repliedAt: at('2026-03-01T05:00:00.000Z'),
      });
      const replied = await bids().update(plain.id, { status: 'replied', repliedAt: at('2026-03-02T01:02:03.004Z') });
      expect(replied).toMatchObject({ status: 'replied', repliedAt: at('2026-03-02T01:02:03.004Z') });
      expect((await bids().countsByUser(userId)).replied).toBe(1);
    });

    it('asks the award sync about replied bids too, and the reply sync about submitted ones only', async () => {
      const userId = await newUserId();
      const make = (projectId: string, status: BidStatus, hour: number) =>
        bids().insertIfAbsent(
          aBid(userId, {
            projectId,
            status,
            marketplaceBidId: `r-${projectId}`,
            submittedAt: at(`2026-03-01T0${hour}:00:00.000Z`),
          }),
        );
      await make('submitted', 'submitted', 2);
      await make('replied', 'replied', 1);
      await make('accepted', 'accepted', 0);
      expect((await bids().listAwaitingAward(10)).map((b) => b.projectId)).toEqual(['replied', 'submitted']);
      expect((await bids().listAwaitingReply(10)).map((b) => b.projectId)).toEqual(['submitted']);
      const first = await bids().listAwaitingReply(1);
      expect(await bids().listAwaitingReply(1, first.at(-1))).toEqual([]);
    });

    describe('funnel figures', () => {
      const range = { from: at('2026-03-01T00:00:00.000Z'), to: at('2026-03-03T00:00:00.000Z') };
      const seed = async () => {
        const plan = await h().storage.plans.create(aPlan());
        const planId = plan.id;
        const mine = await newUserId();
        const other = await newUserId();
        await h().storage.users.update(other, { currentPlan: plan.slug });
        const add = (
          userId: string,
          projectId: string,
          status: BidStatus,
          submittedAt: string,
          extra: { repliedAt?: string; skills?: string[] } = {},
        ) =>
          bids().insertIfAbsent(
            aBid(userId, {
              projectId,
              status,
              submittedAt: at(submittedAt),
              skills: extra.skills ?? [],
              repliedAt: extra.repliedAt === undefined ? null : at(extra.repliedAt),
            }),
          );
        await add(mine, 'a', 'submitted', '2026-03-01T01:00:00.000Z', { skills: ['PHP'] });
        await add(mine, 'b', 'replied', '2026-03-01T02:00:00.000Z', {
          repliedAt: '2026-03-01T05:00:00.000Z',
          skills: ['PHP', 'MySQL'],
        });
        await add(mine, 'c', 'accepted', '2026-03-01T03:00:00.000Z', {
          repliedAt: '2026-03-01T04:00:00.000Z',
          skills: ['MySQL'],
        });
        await add(mine, 'd', 'rejected', '2026-03-02T01:00:00.000Z');
        await add(mine, 'e', 'failed', '2026-03-02T02:00:00.000Z');
        await add(mine, 'f', 'held', '2026-03-02T03:00:00.000Z');
        await add(mine, 'g', 'pending', '2026-03-02T04:00:00.000Z');
        await add(mine, 'h', 'declined', '2026-03-02T05:00:00.000Z');
        await add(mine, 'before', 'accepted', '2026-02-28T23:59:59.999Z', { skills: ['PHP'] });
        await add(mine, 'after', 'accepted', '2026-03-03T00:00:00.000Z', { skills: ['PHP'] });
        await add(other, 'x', 'accepted', '2026-03-02T10:00:00.000Z', {
          repliedAt: '2026-03-04T10:00:00.000Z',
          skills: ['Go'],
        });
        return { mine, other, planId };
      };
      const byDay = (rows: readonly { day: string }[]) => [...rows].sort((a, b) => a.day.localeCompare(b.day));

      it('counts per UTC day what the scope’s bids submitted in the range became', async () => {
        const { mine, other, planId } = await seed();
        expect(byDay(await bids().outcomesByDay({ kind: 'user', userId: mine }, range))).toEqual([
          { day: '2026-03-01', placed: 3, replied: 2, awarded: 1, refused: 0, held: 0, declined: 0 },
          { day: '2026-03-02', placed: 1, replied: 0, awarded: 0, refused: 1, held: 1, declined: 1 },
        ]);
        expect(await bids().outcomesByDay({ kind: 'plan', planId }, range)).toEqual([
          { day: '2026-03-02', placed: 1, replied: 1, awarded: 1, refused: 0, held: 0, declined: 0 },
        ]);
        const all = await bids().outcomesByDay({ kind: 'all' }, range);
        expect(all.length).toBeGreaterThanOrEqual(2);
        expect(await bids().outcomesByDay({ kind: 'plan', planId: 'no-such-plan' }, range)).toEqual([]);
        expect(
          await bids().outcomesByDay(
            { kind: 'user', userId: other },
            { from: at('2026-04-01T00:00:00.000Z'), to: at('2026-04-02T00:00:00.000Z') },
          ),
        ).toEqual([]);
      });

      it('answers the latest replied bids’ reply delays and the latest placed bids’ skills, up to the limit', async () => {
        const { mine, planId } = await seed();
        expect(await bids().replyDelays({ kind: 'user', userId: mine }, range, 10)).toEqual([3_600_000, 3 * 3_600_000]);
        expect(await bids().replyDelays({ kind: 'user', userId: mine }, range, 1)).toEqual([3_600_000]);
        expect(await bids().replyDelays({ kind: 'plan', planId }, range, 10)).toEqual([2 * 86_400_000]);
        expect(await bids().skillOutcomes({ kind: 'user', userId: mine }, range, 10)).toEqual([
          { skills: ['MySQL'], awarded: true },
          { skills: ['PHP', 'MySQL'], awarded: false },
          { skills: ['PHP'], awarded: false },
        ]);
        expect(await bids().skillOutcomes({ kind: 'user', userId: mine }, range, 2)).toHaveLength(2);
      });
    });
  });
}
