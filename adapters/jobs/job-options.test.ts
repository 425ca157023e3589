import { describe, expect, it } from 'vitest';
import { resolveJobOptions, retryAt } from './job-options.js';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const after = (date: Date | null) => (date === null ? null : date.getTime() - t0.getTime());

describe('retryAt', () => {
  it('waits the first delay after the first attempt, then doubles it', () => {
    expect(after(retryAt(t0, 1, 3, 1_000))).toBe(1_000);
    expect(after(retryAt(t0, 2, 3, 1_000))).toBe(2_000);
    expect(after(retryAt(t0, 3, 3, 1_000))).toBe(4_000);
  });

  it('answers null once the attempts allowed by retryLimit are spent', () => {
    expect(retryAt(t0, 4, 3, 1_000)).toBeNull();
    expect(retryAt(t0, 1, 0, 1_000)).toBeNull();
  });
});

describe('resolveJobOptions', () => {
  it('fills in the port’s defaults', () => {
    expect(resolveJobOptions()).toEqual({
      singletonKey: null,
      startAfter: null,
      retryLimit: 3,
      retryDelayMs: 30_000,
      leaseMs: 300_000,
      group: null,
    });
  });
});
