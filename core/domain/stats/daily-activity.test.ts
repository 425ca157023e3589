import { describe, expect, it } from 'vitest';
import { dailyActivity, lastUtcDays, utcDayOfIndex } from './daily-activity.js';

describe('lastUtcDays', () => {
  it('ends with today (UTC) and starts days - 1 before, whatever the hour', () => {
    const { range, days } = lastUtcDays(new Date('2026-03-03T23:59:59.999Z'), 3);
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(range).toEqual({ from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-03-04T00:00:00.000Z') });
  });

  it('starts a new day at 00:00 UTC exactly', () => {
    expect(lastUtcDays(new Date('2026-03-04T00:00:00.000Z'), 1).days).toEqual(['2026-03-04']);
  });

  it('crosses month and leap-day boundaries', () => {
    expect(lastUtcDays(new Date('2028-03-01T12:00:00.000Z'), 3).days).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});

describe('utcDayOfIndex', () => {
  it('names the day of a whole-day count since the epoch', () => {
    expect(utcDayOfIndex(0)).toBe('1970-01-01');
    expect(utcDayOfIndex(Math.floor(Date.parse('2026-03-01T18:00:00.000Z') / 86_400_000))).toBe('2026-03-01');
  });
});

describe('dailyActivity', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];

  it('zero-fills every day in order', () => {
    const activity = dailyActivity(days, [], []);
    expect(activity.map((entry) => entry.day)).toEqual(days);
    expect(activity[1]).toEqual({
      day: '2026-03-02',
      bids: {
        pending: 0,
        submitted: 0,
        replied: 0,
        accepted: 0,
        rejected: 0,
        failed: 0,
        held: 0,
        declined: 0,
        total: 0,
      },
      payments: { count: 0, amountMinor: 0 },
    });
  });

  it('places counts and totals on their days and drops days outside the window', () => {
    const activity = dailyActivity(
      days,
      [
        { day: '2026-03-01', status: 'accepted', count: 2 },
        { day: '2026-03-01', status: 'failed', count: 1 },
        { day: '2026-03-03', status: 'submitted', count: 4 },
        { day: '2026-02-28', status: 'submitted', count: 9 },
      ],
      [
        { day: '2026-03-02', count: 2, amountMinor: 70_300 },
        { day: '2026-03-04', count: 1, amountMinor: 100 },
      ],
    );
    expect(activity[0]?.bids).toEqual({
      pending: 0,
      submitted: 0,
      replied: 0,
      accepted: 2,
      rejected: 0,
      failed: 1,
      held: 0,
      declined: 0,
      total: 3,
    });
    expect(activity[2]?.bids.submitted).toBe(4);
    expect(activity.map((entry) => entry.payments)).toEqual([
      { count: 0, amountMinor: 0 },
      { count: 2, amountMinor: 70_300 },
      { count: 0, amountMinor: 0 },
    ]);
  });

  it('counts declined drafts by status but not in the day’s total of bids', () => {
    const [day] = dailyActivity(
      ['2026-03-01'],
      [
        { day: '2026-03-01', status: 'accepted', count: 1 },
        { day: '2026-03-01', status: 'declined', count: 2 },
      ],
      [],
    );
    expect(day?.bids).toMatchObject({ accepted: 1, failed: 0, declined: 2, total: 1 });
  });
});
