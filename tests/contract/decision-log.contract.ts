import { describe, expect, it } from 'vitest';
import type { NewDecision, RunSummary } from '../../core/ports/decision-log.port.js';
import { aPlan } from '../builders/plans.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const DAY = 86_400_000;
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);
const day = (offset: number): Date => new Date(T0 + offset * DAY);
/** 2026-03-01 and the days around it, from midnight. */
const range = (fromDay: number, toDay: number) => ({
  from: new Date(Date.parse('2026-03-01T00:00:00.000Z') + fromDay * DAY),
  to: new Date(Date.parse('2026-03-01T00:00:00.000Z') + toDay * DAY),
});

const aDecision = (userId: string, projectId: string, overrides: Partial<NewDecision> = {}): NewDecision => ({
  userId,
  projectId,
  projectTitle: `Project ${projectId}`,
  projectUrl: `https://www.freelancer.com/projects/php/project-${projectId}`,
  outcome: 'skipped',
  reasons: ['TOO_MANY_BIDS'],
  detail: null,
  decidedAt: at(0),
  ...overrides,
});

const aSummary = (userId: string, overrides: Partial<RunSummary> = {}): RunSummary => ({
  userId,
  ranAt: at(0),
  scanned: 10,
  matched: 3,
  queued: 2,
  skipped: 8,
  skippedByReason: { SKILLS_MISMATCH: 5, TOO_MANY_BIDS: 2, PACE_LIMIT: 1 },
  blocked: [],
  ...overrides,
});

export function describeDecisionLogContract(name: string, setup: StorageSetup): void {
  describe(`${name}: DecisionLog`, () => {
    const h = useHarness(setup);
    const log = () => h().storage.decisions;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;
    const record = (decisions: NewDecision[], summaries: RunSummary[] = []) => log().record({ decisions, summaries });

    it('answers a user with no decisions an empty page, no latest decision and no last run', async () => {
      const userId = await newUserId();
      expect(await log().list(userId, { page: 1, limit: 10 })).toEqual({ items: [], total: 0 });
      expect(await log().findLatestForProject(userId, '1')).toBeNull();
      expect(await log().lastRun(userId)).toBeNull();
      expect(await log().skipCounts(userId, range(-14, 1))).toEqual({});
    });

    it('keeps every field of a decision and lists a user’s decisions newest first, then by id', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await record([
        aDecision(ada, '1', { decidedAt: at(0), reasons: ['PACE_LIMIT', 'HOURLY_EXCLUDED', 'TOO_MANY_BIDS'] }),
        aDecision(ada, '2', { decidedAt: at(60), outcome: 'queued', reasons: [] }),
        aDecision(ada, '3', { decidedAt: at(60) }),
        aDecision(bob, '1', { decidedAt: at(120) }),
      ]);
      const page = await log().list(ada, { page: 1, limit: 10 });
      expect(page.total).toBe(3);
      expect(page.items.map((d) => d.projectId)).toEqual(['3', '2', '1']);
      const oldest = page.items[2];
      expect(oldest).toEqual({
        id: expect.any(String),
        userId: ada,
        projectId: '1',
        projectTitle: 'Project 1',
        projectUrl: 'https://www.freelancer.com/projects/php/project-1',
        outcome: 'skipped',
        // In SKIP_CODES order, whatever order the run gave them.
        reasons: ['TOO_MANY_BIDS', 'HOURLY_EXCLUDED', 'PACE_LIMIT'],
        detail: null,
        fitScore: null,
        decidedAt: at(0),
      });
      expect(new Set(page.items.map((d) => d.id)).size).toBe(3);
    });

    it('keeps the fit score of a queued or skipped decision, and the scam signal as its detail', async () => {
      const ada = await newUserId();
      await record([
        aDecision(ada, '1', { outcome: 'queued', reasons: [], fitScore: 87 }),
        aDecision(ada, '2', { reasons: ['FIT_TOO_LOW'], fitScore: 0, decidedAt: at(60) }),
        aDecision(ada, '3', {
          reasons: ['BRIEF_SCAM'],
          detail: 'The brief asks for unpaid test work',
          fitScore: 100,
          decidedAt: at(120),
        }),
        aDecision(ada, '4', { decidedAt: at(180) }),
      ]);
      const page = await log().list(ada, { page: 1, limit: 10 });
      expect(page.items.map((d) => [d.projectId, d.fitScore, d.reasons, d.detail])).toEqual([
        ['4', null, ['TOO_MANY_BIDS'], null],
        ['3', 100, ['BRIEF_SCAM'], 'The brief asks for unpaid test work'],
        ['2', 0, ['FIT_TOO_LOW'], null],
        ['1', 87, [], null],
      ]);
      expect(
        (await log().list(ada, { page: 1, limit: 10, reason: 'BRIEF_SCAM' })).items.map((d) => d.projectId),
      ).toEqual(['3']);
    });

    it('keeps text as it was given: quotes, backslashes, braces, commas, spaces, NULL, newlines and emoji', async () => {
      const userId = await newUserId();
      const awkward = [
        ' "quoted", {braced} ',
        'back\\slash\\"',
        'NULL',
        '',
        'line\nbreak\ttab',
        'Ünïcode ✓ 🚀',
        "it's",
      ];
      await record(
        awkward.map((text, index) =>
          aDecision(userId, `${index + 1}`, {
            projectTitle: text,
            projectUrl: `https://x/${text}`,
            detail: text,
            decidedAt: at(index),
          }),
        ),
      );
      const page = await log().list(userId, { page: 1, limit: 10 });
      expect(page.items.map((d) => [d.projectTitle, d.projectUrl, d.detail]).reverse()).toEqual(
        awkward.map((text) => [text, `https://x/${text}`, text]),
      );
    });

    it('filters by outcome and by reason, and pages', async () => {
      const userId = await newUserId();
      await record([
        aDecision(userId, '1', { decidedAt: at(1), reasons: ['TOO_MANY_BIDS'] }),
        aDecision(userId, '2', { decidedAt: at(2), reasons: ['TOO_OLD', 'TOO_MANY_BIDS'] }),
        aDecision(userId, '3', { decidedAt: at(3), reasons: ['TOO_OLD'] }),
        aDecision(userId, '4', { decidedAt: at(4), outcome: 'queued', reasons: [] }),
        aDecision(userId, '5', { decidedAt: at(5), outcome: 'held', reasons: [], detail: 'Too short' }),
      ]);
      const ids = async (query: Parameters<ReturnType<typeof log>['list']>[1]) =>
        (await log().list(userId, query)).items.map((d) => d.projectId);
      expect(await ids({ page: 1, limit: 10, outcome: 'skipped' })).toEqual(['3', '2', '1']);
      expect(await ids({ page: 1, limit: 10, outcome: 'held' })).toEqual(['5']);
      expect(await ids({ page: 1, limit: 10, reason: 'TOO_MANY_BIDS' })).toEqual(['2', '1']);
      expect(await ids({ page: 1, limit: 10, reason: 'TOO_OLD', outcome: 'skipped' })).toEqual(['3', '2']);
      expect(await ids({ page: 1, limit: 10, reason: 'PACE_LIMIT' })).toEqual([]);
      expect(await log().list(userId, { page: 2, limit: 2 })).toMatchObject({
        total: 5,
        items: [{ projectId: '3' }, { projectId: '2' }],
      });
      expect(await log().list(userId, { page: 2, limit: 2, reason: 'TOO_OLD' })).toMatchObject({ total: 2, items: [] });
    });

    it('leaves out the decisions a rule skipped, alone or with another filter, and counts what is left', async () => {
      const userId = await newUserId();
      await record([
        aDecision(userId, '1', { decidedAt: at(1), reasons: ['ALREADY_BID'] }),
        aDecision(userId, '2', { decidedAt: at(2), reasons: ['TOO_OLD', 'ALREADY_BID'] }),
        aDecision(userId, '3', { decidedAt: at(3), reasons: ['TOO_OLD'] }),
        aDecision(userId, '4', { decidedAt: at(4), outcome: 'queued', reasons: [] }),
      ]);
      const ids = async (query: Parameters<ReturnType<typeof log>['list']>[1]) =>
        (await log().list(userId, query)).items.map((d) => d.projectId);
      expect(await ids({ page: 1, limit: 10, excludeReason: 'ALREADY_BID' })).toEqual(['4', '3']);
      expect(await ids({ page: 1, limit: 10, outcome: 'skipped', excludeReason: 'ALREADY_BID' })).toEqual(['3']);
      expect(await ids({ page: 1, limit: 10, reason: 'TOO_OLD', excludeReason: 'ALREADY_BID' })).toEqual(['3']);
      expect(await ids({ page: 1, limit: 10, excludeReason: 'PACE_LIMIT' })).toEqual(['4', '3', '2', '1']);
      expect(
        await log().list(userId, { page: 1, limit: 1, outcome: 'skipped', excludeReason: 'TOO_OLD' }),
      ).toMatchObject({ total: 1, items: [{ projectId: '1' }] });
    });

    it('finds the latest decision on a project for its user only', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await record([
        aDecision(ada, '7', { decidedAt: at(0) }),
        aDecision(ada, '7', { decidedAt: at(60), outcome: 'queued', reasons: [] }),
        aDecision(bob, '8'),
      ]);
      expect(await log().findLatestForProject(ada, '7')).toMatchObject({ outcome: 'queued', decidedAt: at(60) });
      expect(await log().findLatestForProject(ada, '8')).toBeNull();
    });

    it('marks the latest decision on a project held with the guard’s words, in place', async () => {
      const userId = await newUserId();
      await record([
        aDecision(userId, '7', { decidedAt: at(0) }),
        aDecision(userId, '7', { decidedAt: at(60), outcome: 'queued', reasons: [] }),
      ]);
      expect(await log().markHeld(userId, '7', 'The proposal repeats the brief')).toBe(true);
      expect(await log().findLatestForProject(userId, '7')).toMatchObject({
        outcome: 'held',
        detail: 'The proposal repeats the brief',
        decidedAt: at(60),
      });
      expect((await log().list(userId, { page: 1, limit: 10 })).items.map((d) => d.outcome)).toEqual([
        'held',
        'skipped',
      ]);
      expect(await log().markHeld(userId, 'unknown', 'x')).toBe(false);
      expect(await log().markHeld(await newUserId(), '7', 'x')).toBe(false);
    });

    it('adds runs to the daily counts per UTC day, for a user, a plan’s users and everyone', async () => {
      const plan = await h().storage.plans.create(aPlan());
      const [ada, bob, cy] = [await newUserId(), await newUserId(), await newUserId()];
      await h().storage.users.update(ada, { currentPlan: plan.slug, planStatus: 'active' });
      await h().storage.users.update(bob, { currentPlan: plan.slug, planStatus: 'expired' });
      await record(
        [],
        [
          aSummary(ada, { ranAt: day(0) }),
          aSummary(bob, { ranAt: day(0), scanned: 1, matched: 1, queued: 1, skipped: 0 }),
        ],
      );
      await record(
        [],
        [
          aSummary(ada, { ranAt: at(60) }),
          aSummary(ada, { ranAt: day(-1) }),
          aSummary(cy, { ranAt: day(0) }),
          aSummary(ada, { ranAt: day(-20) }),
        ],
      );

      const byDay = (rows: readonly { day: string }[]) => [...rows].sort((a, b) => a.day.localeCompare(b.day));
      expect(byDay(await log().dailyCounts({ kind: 'user', userId: ada }, range(-7, 1)))).toEqual([
        { day: '2026-02-28', scanned: 10, matched: 3, queued: 2, skipped: 8 },
        { day: '2026-03-01', scanned: 20, matched: 6, queued: 4, skipped: 16 },
      ]);
      expect(byDay(await log().dailyCounts({ kind: 'plan', planId: plan.id }, range(0, 1)))).toEqual([
        { day: '2026-03-01', scanned: 21, matched: 7, queued: 5, skipped: 16 },
      ]);
      expect(byDay(await log().dailyCounts({ kind: 'all' }, range(0, 1)))).toEqual([
        { day: '2026-03-01', scanned: 31, matched: 10, queued: 7, skipped: 24 },
      ]);
      expect(await log().dailyCounts({ kind: 'plan', planId: 'no-such-plan' }, range(-30, 1))).toEqual([]);
      expect(await log().dailyCounts({ kind: 'user', userId: ada }, range(1, 2))).toEqual([]);
    });

    it('counts skips per reason over the days asked, complete whatever rows were kept', async () => {
      const userId = await newUserId();
      await record(
        [],
        [
          aSummary(userId, { ranAt: day(0) }),
          aSummary(userId, { ranAt: day(-3), skippedByReason: { TOO_OLD: 4, SKILLS_MISMATCH: 1 } }),
          aSummary(userId, { ranAt: day(-30) }),
        ],
      );
      expect(await log().skipCounts(userId, range(-13, 1))).toEqual({
        SKILLS_MISMATCH: 6,
        TOO_MANY_BIDS: 2,
        PACE_LIMIT: 1,
        TOO_OLD: 4,
      });
      expect(await log().skipCounts(userId, range(0, 1))).toEqual({
        SKILLS_MISMATCH: 5,
        TOO_MANY_BIDS: 2,
        PACE_LIMIT: 1,
      });
      expect(await log().skipCounts(await newUserId(), range(-13, 1))).toEqual({});
    });

    it('keeps each user’s latest run as their last run', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await record(
        [],
        [aSummary(ada, { ranAt: at(0) }), aSummary(ada, { ranAt: at(60), queued: 0, skippedByReason: {} })],
      );
      expect(await log().lastRun(ada)).toEqual(aSummary(ada, { ranAt: at(60), queued: 0, skippedByReason: {} }));
      await record(
        [],
        [
          aSummary(ada, { ranAt: at(30) }),
          aSummary(bob, {
            ranAt: at(90),
            scanned: 4,
            matched: 0,
            queued: 0,
            skipped: 0,
            skippedByReason: {},
            blocked: ['OUTSIDE_SCHEDULE', 'NO_BIDS_LEFT'],
          }),
        ],
      );
      expect(await log().lastRun(ada)).toMatchObject({ ranAt: at(60), queued: 0 });
      expect(await log().lastRun(bob)).toEqual(
        aSummary(bob, {
          ranAt: at(90),
          scanned: 4,
          matched: 0,
          queued: 0,
          skipped: 0,
          skippedByReason: {},
          blocked: ['OUTSIDE_SCHEDULE', 'NO_BIDS_LEFT'],
        }),
      );
    });

    it('leaves out the rows of a user deleted meanwhile without failing anyone else’s', async () => {
      const userId = await newUserId();
      await record(
        [aDecision('deleted-user', '1'), aDecision(userId, '1')],
        [aSummary('deleted-user'), aSummary(userId)],
      );
      expect((await log().list(userId, { page: 1, limit: 10 })).total).toBe(1);
      expect(await log().dailyCounts({ kind: 'all' }, range(0, 1))).toEqual([
        { day: '2026-03-01', scanned: 10, matched: 3, queued: 2, skipped: 8 },
      ]);
    });

    it('forgets a user’s decisions and counts with the user', async () => {
      const userId = await newUserId();
      await record([aDecision(userId, '1')], [aSummary(userId)]);
      await h().storage.users.delete(userId);
      expect(await log().findLatestForProject(userId, '1')).toBeNull();
      expect(await log().lastRun(userId)).toBeNull();
      expect(await log().dailyCounts({ kind: 'all' }, range(0, 1))).toEqual([]);
    });

    it('records a tick of many users and rows in one call', async () => {
      const users = await Promise.all(Array.from({ length: 30 }, () => newUserId()));
      const decisions = users.flatMap((userId) =>
        Array.from({ length: 250 }, (_, n) => aDecision(userId, String(n), { decidedAt: at(n) })),
      );
      await record(
        decisions,
        users.map((userId) => aSummary(userId)),
      );
      expect((await log().list(users[29] ?? '', { page: 1, limit: 1 })).total).toBe(250);
      expect(await log().dailyCounts({ kind: 'all' }, range(0, 1))).toEqual([
        { day: '2026-03-01', scanned: 300, matched: 90, queued: 60, skipped: 240 },
      ]);
    });

    it('prunes decisions past their age and beyond each user’s cap, and old counts, in batches', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await record(
        [
          ...Array.from({ length: 5 }, (_, n) => aDecision(ada, `old-${n}`, { decidedAt: day(-15 - n) })),
          ...Array.from({ length: 6 }, (_, n) => aDecision(ada, `new-${n}`, { decidedAt: at(n) })),
          ...Array.from({ length: 3 }, (_, n) => aDecision(bob, `new-${n}`, { decidedAt: at(n) })),
        ],
        [aSummary(ada, { ranAt: day(-100) }), aSummary(ada, { ranAt: day(-20) }), aSummary(ada, { ranAt: day(0) })],
      );
      const deleted = await log().prune({ decidedBefore: day(-14), countsBefore: day(-90), perUserCap: 4, batch: 2 });
      // 5 too old, 2 of ada's beyond the cap, 3 skip reasons of day -100 and 3 of day -20, 1 daily row of day -100.
      expect(deleted).toBe(5 + 2 + 6 + 1);
      expect((await log().list(ada, { page: 1, limit: 10 })).items.map((d) => d.projectId)).toEqual([
        'new-5',
        'new-4',
        'new-3',
        'new-2',
      ]);
      expect((await log().list(bob, { page: 1, limit: 10 })).total).toBe(3);
      expect((await log().dailyCounts({ kind: 'user', userId: ada }, range(-120, 1))).map((c) => c.day).sort()).toEqual(
        ['2026-02-09', '2026-03-01'],
      );
      expect(await log().skipCounts(ada, range(-120, 1))).toEqual({
        SKILLS_MISMATCH: 5,
        TOO_MANY_BIDS: 2,
        PACE_LIMIT: 1,
      });
      expect(await log().prune({ decidedBefore: day(-14), countsBefore: day(-90), perUserCap: 4, batch: 2 })).toBe(0);
    });
  });
}
