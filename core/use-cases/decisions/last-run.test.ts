import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { aUser } from '../../../tests/builders/users.js';
import { SKIP_MESSAGES, type SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import { defaultBiddingSettings } from '../../domain/bidding/settings.js';
import { describeDispatch } from '../engine/dispatch-summary.js';
import type { DispatchResult } from '../engine/match-and-enqueue.js';
import { runRecordsOf } from '../engine/run-records.js';
import { lastRunView, nextScheduledRun, reasonCounts } from './last-run.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('nextScheduledRun', () => {
  const settings = (overrides: Partial<ReturnType<typeof defaultBiddingSettings>>) => ({
    ...defaultBiddingSettings('u1', now),
    isActive: true,
    timeInterval: '5min' as const,
    ...overrides,
  });

  it('is one interval after the last run', () => {
    expect(nextScheduledRun(settings({ lastRunAt: minutesAgo(2) }), now)).toEqual(new Date(now.getTime() + 3 * 60_000));
  });

  it('is now before the first run and when the run is overdue', () => {
    expect(nextScheduledRun(settings({ lastRunAt: null }), now)).toEqual(now);
    expect(nextScheduledRun(settings({ lastRunAt: minutesAgo(30) }), now)).toEqual(now);
  });

  it('is none while autobidding is off', () => {
    expect(nextScheduledRun(settings({ isActive: false, lastRunAt: minutesAgo(2) }), now)).toBeNull();
  });
});

describe('reasonCounts', () => {
  it('lists the reasons counted, most frequent first, with their messages', () => {
    expect(reasonCounts({ TOO_OLD: 2, SKILLS_MISMATCH: 9, PACE_LIMIT: 0 })).toEqual([
      { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 9 },
      { code: 'TOO_OLD', message: 'The project was posted before the time limit', count: 2 },
    ]);
  });
});

describe('lastRunView', () => {
  const skip = (code: SkipReasonCode, count: number) => ({ code, message: SKIP_MESSAGES[code], count });

  it("names the projects a safe pace had no room for, as Test Bidding's note does, when they are no top reason", async () => {
    const storage = new InMemoryStorage(new FixedClock(now.toISOString()));
    const user = await storage.users.create(aUser());
    // 24 projects passed every rule; the pace had room for 15, all queued now; the other 9 are skips.
    const result: DispatchResult = {
      projectsFound: 300,
      matched: 15,
      queued: 15,
      blocked: [],
      skipped: [
        skip('TOO_OLD', 150),
        skip('TOO_MANY_BIDS', 80),
        skip('BUDGET_OUT_OF_RANGE', 46),
        skip('PACE_LIMIT', 9),
      ],
      considered: [],
    };
    await storage.decisions.record({ decisions: [], summaries: [runRecordsOf(user.id, now, 300, 0, result).summary] });

    const view = await lastRunView(storage, user.id, now);

    expect(describeDispatch(result).note).toMatch(/^9 more matched than a safe pace can bid on/);
    expect(view.run?.topReasons.map((reason) => reason.code)).not.toContain('PACE_LIMIT');
    expect(view.run).toMatchObject({ scanned: 300, matched: 15, queued: 15, skipped: 285, overPace: 9 });
  });
});
