import { describe, expect, it } from 'vitest';
import { statedTimeline } from './stated-timeline.js';

const days = (text: string): number | 'asap' | null => {
  const timeline = statedTimeline(text);
  return timeline === null ? null : timeline.kind === 'asap' ? 'asap' : timeline.days;
};

describe('statedTimeline', () => {
  it.each([
    ['I need this within 3 days.', 3],
    ['Must be delivered within a week', 7],
    ['Please finish within two weeks', 14],
    ['Need it done in 5 days', 5],
    ['I need it in 2 weeks', 14],
    ['Should be completed in 1 month', 30],
    ['Deadline: 10 days', 10],
    ['DEADLINE - 4 DAYS', 4],
    ['The deadline is 2 weeks from award', 14],
    ['Timeline: about 3 weeks', 21],
    ['Turnaround time of 48 hours', 2],
    ['within 36 hours please', 2],
    ['within 24hrs', 1],
    ['within an hour', 1],
    ['A 5-day deadline applies', 5],
    ['7 day turnaround', 7],
    ['within 10 business days', 14],
    ['in the next 3 days', 3],
    ['no later than 6 days after award', 6],
    ['Deadline 3 days. Later we may need maintenance within 2 months.', 3],
  ])('%s → %s days', (text, expected) => {
    expect(days(text)).toBe(expected);
  });

  it.each([
    ['ASAP please', 'asap'],
    ['This is urgent.', 'asap'],
    ['Needed a.s.a.p.', 'asap'],
    ['Start as soon as possible', 'asap'],
    ['Urgent! Deadline: 2 days', 2],
  ])('%s → %s', (text, expected) => {
    expect(days(text)).toBe(expected);
  });

  it.each([
    ['', 'empty text'],
    ['Build a React dashboard with charts.', 'no timeline'],
    ['Get it done by Friday', 'a weekday: which Friday, in whose time zone, is not known'],
    ['Payment within 7 days of delivery', 'a payment term, not a delivery time'],
    ['Please reply within 24 hours with samples', 'a reply time'],
    ['I have 5 years experience needed', 'years are no unit of delivery'],
    ['within 0 days', 'zero days'],
    ['within 9999 days', 'past a year'],
    ['within 13 months', 'past a year'],
    ['Lo necesito en 3 días', 'Spanish'],
    ['Ich brauche es innerhalb von 3 Tagen', 'German'],
    ['3日以内に納品してください', 'Japanese'],
    ['within -3 days', 'a negative number reads as none'],
    ['within 3.5 days', 'a decimal is not read as 5 days'],
  ])('%s → none (%s)', (text) => {
    expect(days(text)).toBeNull();
  });

  it('reads only the opening of a hostile brief, quickly', () => {
    const hostile = `${'within '.repeat(50_000)}${'9'.repeat(100_000)} days`;
    const started = performance.now();
    expect(days(hostile)).toBeNull();
    expect(days(`${'a '.repeat(10_000)}within 3 days`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
