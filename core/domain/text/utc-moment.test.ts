import { describe, expect, it } from 'vitest';
import { formatUtcMoment } from './utc-moment.js';

describe('formatUtcMoment', () => {
  it('writes the moment in words, on a 24-hour clock, naming UTC whatever zone the server runs in', () => {
    expect(formatUtcMoment(new Date('2026-12-31T14:05:00Z'))).toBe('December 31, 2026 at 14:05 UTC');
    expect(formatUtcMoment(new Date('2026-03-05T00:30:00Z'))).toBe('March 5, 2026 at 00:30 UTC');
  });
});
