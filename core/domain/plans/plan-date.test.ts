import { afterEach, describe, expect, it } from 'vitest';
import { formatPlanDate, formatPlanDateUtc } from './plan-date.js';

// 00:30 on December 1 in Johannesburg (UTC+2), still November 30 in UTC and in New York.
const nearMidnight = new Date('2026-11-30T22:30:00.000Z');

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatPlanDate', () => {
  it('writes the day in the given time zone', () => {
    expect(formatPlanDate(nearMidnight, 'Africa/Johannesburg')).toBe('December 1, 2026');
    expect(formatPlanDate(nearMidnight, 'UTC')).toBe('November 30, 2026');
    expect(formatPlanDate(nearMidnight, 'America/New_York')).toBe('November 30, 2026');
  });

  it("writes the day in the runtime's own time zone when none is given, as the app's other dates are", () => {
    process.env.TZ = 'Africa/Johannesburg';
    expect(formatPlanDate(nearMidnight)).toBe('December 1, 2026');
    process.env.TZ = 'UTC';
    expect(formatPlanDate(nearMidnight)).toBe('November 30, 2026');
  });
});

describe('formatPlanDateUtc', () => {
  it('names UTC whatever zone the server runs in, so a message never silently disagrees with the screens', () => {
    process.env.TZ = 'Africa/Johannesburg';
    expect(formatPlanDateUtc(nearMidnight)).toBe('November 30, 2026 (UTC)');
  });
});
