import { describe, expect, it } from 'vitest';
import { isDue, projectsWindowStart, widestTimeLimit } from './autobid-timing.js';

const now = new Date('2026-01-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('isDue', () => {
  it('is due when the user never ran', () => {
    expect(isDue(null, '1hour', now)).toBe(true);
  });

  it('is due when exactly the interval has passed', () => {
    expect(isDue(ago(5 * MIN), '5min', now)).toBe(true);
    expect(isDue(ago(60 * MIN), '1hour', now)).toBe(true);
  });

  it('is due when a minute tick lands up to 5 s early', () => {
    expect(isDue(ago(5 * MIN - 5_000), '5min', now)).toBe(true);
  });

  it('is not due when more than the slack is missing', () => {
    expect(isDue(ago(5 * MIN - 5_001), '5min', now)).toBe(false);
    expect(isDue(ago(59 * MIN), '1hour', now)).toBe(false);
  });
});

describe('projectsWindowStart', () => {
  it('looks back 60 minutes when the user never ran', () => {
    expect(projectsWindowStart(null, now, 'no_limit')).toEqual(ago(60 * MIN));
  });

  it('starts at the last run when it is within the time limit', () => {
    expect(projectsWindowStart(ago(3 * MIN), now, '1hour')).toEqual(ago(3 * MIN));
  });

  it('never reaches back further than the time limit when the last run is older', () => {
    expect(projectsWindowStart(ago(3 * 60 * MIN), now, '1hour')).toEqual(ago(60 * MIN));
    expect(projectsWindowStart(ago(3 * 24 * 60 * MIN), now, '24hours')).toEqual(ago(24 * 60 * MIN));
  });

  it('keeps an old last run when there is no time limit', () => {
    expect(projectsWindowStart(ago(3 * 60 * MIN), now, 'no_limit')).toEqual(ago(3 * 60 * MIN));
  });
});

describe('widestTimeLimit', () => {
  it('is the limit that reaches furthest back, no limit above all', () => {
    expect(widestTimeLimit('1hour', [])).toBe('1hour');
    expect(widestTimeLimit('1hour', ['24hours', '6hours'])).toBe('24hours');
    expect(widestTimeLimit('12hours', ['1hour'])).toBe('12hours');
    expect(widestTimeLimit('6hours', ['1hour', 'no_limit', '24hours'])).toBe('no_limit');
  });
});
