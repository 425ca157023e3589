import { describe, expect, it } from 'vitest';
import { backoffUntil, nextStrikes } from './rate-limit-backoff.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const after = (ms: number): Date => new Date(NOW.getTime() + ms);
const waitOf = (until: Date): number => until.getTime() - NOW.getTime();

describe('backoffUntil', () => {
  it.each([
    { strikes: 1, wait: 30_000 },
    { strikes: 2, wait: 60_000 },
    { strikes: 3, wait: 120_000 },
    { strikes: 5, wait: 480_000 },
    { strikes: 6, wait: 900_000 },
    { strikes: 40, wait: 900_000 },
  ])('waits $wait ms on strike $strikes when Freelancer names no instant', ({ strikes, wait }) => {
    expect(waitOf(backoffUntil({ now: NOW, strikes, told: null }))).toBe(wait);
  });

  it.each([
    { name: 'the instant Freelancer named', told: 45_000, wait: 45_000 },
    { name: 'at least a second when the named instant has passed', told: -5_000, wait: 1_000 },
    { name: 'at most an hour whatever a header says', told: 86_400_000, wait: 3_600_000 },
  ])('waits until $name', ({ told, wait }) => {
    expect(waitOf(backoffUntil({ now: NOW, strikes: 4, told: after(told) }))).toBe(wait);
  });
});

describe('nextStrikes', () => {
  it('starts at 1 with no earlier backoff', () => {
    expect(nextStrikes(null, NOW)).toBe(1);
  });

  it('counts on while the previous backoff ended less than 15 minutes ago', () => {
    expect(nextStrikes({ strikes: 2, until: after(-14 * 60_000) }, NOW)).toBe(3);
    expect(nextStrikes({ strikes: 2, until: after(60_000) }, NOW)).toBe(3);
  });

  it('starts again at 1 once the previous backoff is long over', () => {
    expect(nextStrikes({ strikes: 5, until: after(-16 * 60_000) }, NOW)).toBe(1);
  });
});
