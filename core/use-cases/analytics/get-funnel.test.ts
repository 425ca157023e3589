import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import type { TimeRange } from '../../domain/stats/daily-activity.js';
import type { DailyRunCounts, DecisionLog, RunCountScope } from '../../ports/decision-log.port.js';
import { aPlan } from '../../../tests/builders/plans.js';
import { GetAdminFunnel, GetFunnel } from './get-funnel.js';

/** The run counts the funnel reads, kept per scope kind; it records what it was asked. */
class FakeRunCounts implements Pick<DecisionLog, 'dailyCounts'> {
  readonly asked: Array<{ scope: RunCountScope; range: TimeRange }> = [];
  constructor(private readonly counts: readonly DailyRunCounts[]) {}
  async dailyCounts(scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]> {
    this.asked.push({ scope, range });
    return this.counts;
  }
}

describe('GetFunnel', () => {
  it('reads the window’s runs and bids for the scope and builds the funnel, today included', async () => {
    const clock = new FixedClock('2026-03-07T15:00:00.000Z');
    const storage = new InMemoryStorage(clock);
    const user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    const bid = (
      projectId: string,
      status: 'submitted' | 'accepted' | 'failed',
      at: string,
      repliedAt: string | null = null,
    ) =>
      storage.bids.insertIfAbsent({
        userId: user.id,
        projectId,
        projectTitle: projectId,
        projectUrl: 'https://x.test',
        status,
        amountMinor: 100,
        currency: 'USD',
        proposal: 'p',
        marketplaceBidId: 'm',
        errorMessage: null,
        submittedAt: new Date(at),
        repliedAt: repliedAt === null ? null : new Date(repliedAt),
        skills: ['PHP'],
      });
    await bid('a', 'accepted', '2026-03-07T01:00:00.000Z', '2026-03-07T03:00:00.000Z');
    await bid('b', 'submitted', '2026-03-01T01:00:00.000Z');
    await bid('c', 'failed', '2026-03-05T01:00:00.000Z');
    await bid('old', 'accepted', '2026-02-28T23:00:00.000Z');
    const runs = new FakeRunCounts([{ day: '2026-03-07', scanned: 40, matched: 6, queued: 5, skipped: 34 }]);
    // The ledger's charges, not the placed bids: a's and b's bids taken, c's refused bid given back, and one taken before the window.
    await storage.ledger.credit({ userId: user.id, kind: 'addon_grant', key: 'grant', planDelta: 0, extraDelta: 10 });
    const charge = async (key: string, at: string) => {
      clock.set(at);
      await storage.ledger.debit({ userId: user.id, key });
    };
    await charge('bid:old', '2026-02-28T23:00:00.000Z');
    await charge('bid:b', '2026-03-01T01:00:00.000Z');
    await charge('bid:c', '2026-03-05T01:00:00.000Z');
    await storage.ledger.refund({ userId: user.id, debitKey: 'bid:c' });
    await charge('bid:a', '2026-03-07T01:00:00.000Z');
    clock.set('2026-03-07T15:00:00.000Z');

    const funnel = await new GetFunnel({ bids: storage.bids, decisions: runs, ledger: storage.ledger }, clock).execute({
      scope: { kind: 'user', userId: user.id },
      days: 7,
    });

    expect(runs.asked).toEqual([
      {
        scope: { kind: 'user', userId: user.id },
        range: { from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-03-08T00:00:00.000Z') },
      },
    ]);
    expect(funnel.daily.map((day) => day.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(funnel.stages).toEqual({ scanned: 40, matched: 6, queued: 5, placed: 2, replied: 1, awarded: 1 });
    expect(funnel).toMatchObject({
      refused: 1,
      held: 0,
      planBidsSpent: 2,
      replyTime: { replies: 1, medianHours: 2, p90Hours: 2 },
    });
    expect(funnel.rates).toEqual({ replyRate: 0.5, winRate: 0.5, bidsPerAward: 2, planBidsPerAward: 2 });
    expect(funnel.bestSkills).toEqual([]);
  });

  it('counts plan bids spent from the ledger: an unlimited plan spends none, a refunded bid none', async () => {
    const clock = new FixedClock('2026-03-07T15:00:00.000Z');
    const storage = new InMemoryStorage(clock);
    const user = await storage.users.create({ name: 'Una', email: 'una@example.com', passwordHash: 'x' });
    await storage.bids.insertIfAbsent({
      userId: user.id,
      projectId: 'a',
      projectTitle: 'a',
      projectUrl: 'https://x.test',
      status: 'accepted',
      amountMinor: 100,
      currency: 'USD',
      proposal: 'p',
      marketplaceBidId: 'm',
      errorMessage: null,
      submittedAt: new Date('2026-03-07T01:00:00.000Z'),
      skills: [],
    });
    await storage.ledger.debit({ userId: user.id, key: 'bid:a', unlimited: true });
    await storage.ledger.debit({ userId: user.id, key: 'bid:b', unlimited: true });
    await storage.ledger.refund({ userId: user.id, debitKey: 'bid:b' });

    const funnel = await new GetFunnel(
      { bids: storage.bids, decisions: new FakeRunCounts([]), ledger: storage.ledger },
      clock,
    ).execute({ scope: { kind: 'user', userId: user.id }, days: 7 });

    expect(funnel.stages).toMatchObject({ placed: 1, awarded: 1 });
    expect(funnel).toMatchObject({ planBidsSpent: 0, rates: { planBidsPerAward: 0 } });
  });
});

describe('GetAdminFunnel', () => {
  it('counts the plan bids spent by the users now on the plan, and everyone’s without one', async () => {
    const clock = new FixedClock('2026-03-07T15:00:00.000Z');
    const storage = new InMemoryStorage(clock);
    const plan = await storage.plans.create(aPlan());
    const [ada, bob] = [
      await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' }),
      await storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' }),
    ];
    await storage.users.update(ada.id, { currentPlan: plan.slug, planStatus: 'active' });
    for (const [user, bids] of [
      [ada, 2],
      [bob, 3],
    ] as const) {
      await storage.ledger.credit({
        userId: user.id,
        kind: 'addon_grant',
        key: `grant:${user.id}`,
        planDelta: 0,
        extraDelta: 5,
      });
      for (let n = 0; n < bids; n += 1) await storage.ledger.debit({ userId: user.id, key: `bid:${n}:${user.id}` });
    }
    const admin = new GetAdminFunnel(
      storage.plans,
      new GetFunnel({ bids: storage.bids, decisions: new FakeRunCounts([]), ledger: storage.ledger }, clock),
    );

    expect((await admin.execute({ days: 7, planId: plan.id })).funnel.planBidsSpent).toBe(2);
    expect((await admin.execute({ days: 7 })).funnel.planBidsSpent).toBe(5);
  });
});
