import { describe, expect, it } from 'vitest';
import {
  bestSkills,
  buildFunnel,
  humanDuration,
  isFunnelWindow,
  percentile,
  ratio,
  replyTime,
  replyTimeSentence,
} from './funnel.js';

const HOUR = 3_600_000;

describe('funnel rules', () => {
  it('accepts 7, 30 and 90 days only', () => {
    expect([7, 30, 90].every(isFunnelWindow)).toBe(true);
    expect([0, 1, 14, 31, 365, Number.NaN].some(isFunnelWindow)).toBe(false);
  });

  it('divides, or answers null when there is nothing to divide by', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(3, 0)).toBeNull();
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });

  it('reads reply delays as hours, a negative one as an answer at once', () => {
    expect(replyTime([3 * HOUR, -HOUR, 10 * HOUR])).toEqual({ replies: 3, medianHours: 3, p90Hours: 10 });
    expect(replyTime([])).toEqual({ replies: 0, medianHours: null, p90Hours: null });
  });

  it('ranks skills by win rate among those with enough bids, each bid counting once per skill', () => {
    const outcomes = [
      ...Array.from({ length: 5 }, (_, n) => ({ skills: ['PHP', 'PHP'], awarded: n < 1 })),
      ...Array.from({ length: 6 }, (_, n) => ({ skills: ['React.js'], awarded: n < 3 })),
      ...Array.from({ length: 4 }, () => ({ skills: ['Go'], awarded: true })),
    ];
    expect(bestSkills(outcomes)).toEqual([
      { skill: 'React.js', placed: 6, awarded: 3, winRate: 0.5 },
      { skill: 'PHP', placed: 5, awarded: 1, winRate: 0.2 },
    ]);
    expect(bestSkills(outcomes, 1, 1)).toEqual([{ skill: 'Go', placed: 4, awarded: 4, winRate: 1 }]);
    expect(bestSkills([])).toEqual([]);
  });

  it('sums the runs’ and the bids’ days into stages, every day present, and derives the rates', () => {
    const funnel = buildFunnel({
      window: 7,
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      runs: [
        { day: '2026-03-01', scanned: 100, matched: 10, queued: 8, skipped: 90 },
        { day: '2026-03-03', scanned: 50, matched: 5, queued: 4, skipped: 45 },
        { day: '2026-02-20', scanned: 999, matched: 999, queued: 999, skipped: 0 },
      ],
      bids: [
        { day: '2026-03-01', placed: 8, replied: 2, awarded: 1, refused: 1, held: 0, declined: 2 },
        { day: '2026-03-03', placed: 2, replied: 1, awarded: 1, refused: 0, held: 1, declined: 1 },
      ],
      planBidsSpent: 10,
      replyDelaysMs: [2 * HOUR, 30 * HOUR, 5 * HOUR],
      skills: [],
    });
    expect(funnel.stages).toEqual({ scanned: 150, matched: 15, queued: 12, placed: 10, replied: 3, awarded: 2 });
    expect(funnel).toMatchObject({ days: 7, refused: 1, held: 1, declined: 3, planBidsSpent: 10 });
    expect(funnel.rates).toEqual({ replyRate: 0.3, winRate: 0.2, bidsPerAward: 5, planBidsPerAward: 5 });
    expect(funnel.replyTime).toEqual({ replies: 3, medianHours: 5, p90Hours: 30 });
    expect(funnel.daily).toEqual([
      { day: '2026-03-01', scanned: 100, matched: 10, queued: 8, placed: 8, replied: 2, awarded: 1 },
      { day: '2026-03-02', scanned: 0, matched: 0, queued: 0, placed: 0, replied: 0, awarded: 0 },
      { day: '2026-03-03', scanned: 50, matched: 5, queued: 4, placed: 2, replied: 1, awarded: 1 },
    ]);
  });

  it('answers null rates, not zero or infinity, with nothing placed or awarded', () => {
    const funnel = buildFunnel({
      window: 30,
      days: ['2026-03-01'],
      runs: [],
      bids: [],
      planBidsSpent: 0,
      replyDelaysMs: [],
      skills: [],
    });
    expect(funnel.rates).toEqual({ replyRate: null, winRate: null, bidsPerAward: null, planBidsPerAward: null });
  });

  it('says in words how long clients take to answer', () => {
    expect(humanDuration(0.2)).toBe('12 minutes');
    expect(humanDuration(1)).toBe('1 hour');
    expect(humanDuration(30)).toBe('30 hours');
    expect(humanDuration(72)).toBe('3 days');
    expect(replyTimeSentence({ replies: 0, medianHours: null, p90Hours: null })).toBe(
      'No client has replied in this period yet, so there is no answer time to show.',
    );
    expect(replyTimeSentence({ replies: 1, medianHours: 3, p90Hours: 3 })).toBe(
      'Clients who reply usually write within 3 hours of your bid (one reply so far).',
    );
    expect(replyTimeSentence({ replies: 12, medianHours: 5, p90Hours: 50 })).toBe(
      'Clients who reply usually write within 5 hours of your bid; 9 in 10 replies come within 2 days.',
    );
  });
});
