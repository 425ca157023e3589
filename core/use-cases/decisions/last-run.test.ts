import { describe, expect, it } from 'vitest';
import { defaultBiddingSettings } from '../../domain/bidding/settings.js';
import { nextScheduledRun, reasonCounts } from './last-run.js';

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
