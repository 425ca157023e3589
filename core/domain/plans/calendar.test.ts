import { describe, expect, it } from 'vitest';
import { addUtcMonths } from './calendar.js';

const iso = (d: Date) => d.toISOString();

describe('addUtcMonths', () => {
  it('keeps the day and time when the target month has that day', () => {
    expect(iso(addUtcMonths(new Date('2026-03-05T13:45:10.123Z'), 1))).toBe('2026-04-05T13:45:10.123Z');
  });

  it('clamps Jan 31 to Feb 28 when the year is not a leap year', () => {
    expect(iso(addUtcMonths(new Date('2026-01-31T10:00:00Z'), 1))).toBe('2026-02-28T10:00:00.000Z');
  });

  it('clamps Jan 31 to Feb 29 when the year is a leap year', () => {
    expect(iso(addUtcMonths(new Date('2028-01-31T10:00:00Z'), 1))).toBe('2028-02-29T10:00:00.000Z');
  });

  it('clamps Feb 29 to Feb 28 when adding a year', () => {
    expect(iso(addUtcMonths(new Date('2028-02-29T00:00:00Z'), 12))).toBe('2029-02-28T00:00:00.000Z');
  });

  it('rolls into the next year when adding a month to December', () => {
    expect(iso(addUtcMonths(new Date('2026-12-31T23:59:59Z'), 1))).toBe('2027-01-31T23:59:59.000Z');
  });

  it('clamps to 30 days when the target month has 30', () => {
    expect(iso(addUtcMonths(new Date('2026-03-31T00:00:00Z'), 1))).toBe('2026-04-30T00:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    const start = new Date('2026-01-31T00:00:00Z');
    addUtcMonths(start, 1);
    expect(iso(start)).toBe('2026-01-31T00:00:00.000Z');
  });
});
