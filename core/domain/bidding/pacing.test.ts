import { describe, expect, it } from 'vitest';
import { NO_PACING, nextSlot, openSlots, pacingHold, type PacingInput } from './pacing.js';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(NOW + seconds * 1000);
const seconds = (date: Date | null): number | null => (date === null ? null : (date.getTime() - NOW) / 1000);
const fixed = (value: number) => () => value;
/** `count` slots with no next run to stop at. */
const planSlots = (input: PacingInput & { readonly count: number }): Date[] =>
  openSlots({ ...input, until: new Date(8.64e15), limit: input.count }).map((at) => new Date(at));

describe('nextSlot', () => {
  it.each([
    { name: 'no earlier bid: now, so the first bid never waits', slots: [], slow: false, random: 0.9, want: 0 },
    { name: 'latest bid long ago: now', slots: [-300], slow: false, random: 0.5, want: 0 },
    { name: 'min gap after the latest bid with no jitter drawn', slots: [-5], slow: false, random: 0, want: 5 },
    { name: 'half the jitter drawn', slots: [-5], slow: false, random: 0.5, want: 10 },
    {
      name: 'gap counted from the latest of several, in any order',
      slots: [-90, -4, -80],
      slow: false,
      random: 0,
      want: 6,
    },
    {
      name: 'cap: a fourth bid waits a minute after the oldest of the last three',
      slots: [-40, -25, -10],
      slow: false,
      random: 0,
      want: 20,
    },
    { name: 'slow pace: six times the gap', slots: [-5], slow: true, random: 0, want: 55 },
    { name: 'slow pace: jitter six times as wide', slots: [-5], slow: true, random: 0.5, want: 85 },
    { name: 'slow pace: one per minute', slots: [-61], slow: true, random: 0, want: 0 },
    { name: 'a planned slot in the future pushes the next one past it', slots: [40], slow: false, random: 0, want: 50 },
  ])('$name', ({ slots, slow, random, want }) => {
    expect(seconds(nextSlot({ slots: slots.map(at), now: at(0), slow, random: fixed(random) }))).toBe(want);
  });
});

describe('planSlots', () => {
  it('spreads five bids by the gap and at most three per rolling minute, the first one now', () => {
    const planned = planSlots({ slots: [], now: at(0), slow: false, random: fixed(0), count: 5 }).map(seconds);
    expect(planned).toEqual([0, 10, 20, 60, 70]);
  });

  it('never puts two bids less than the gap apart, nor four in a minute, whatever the jitter', () => {
    const draws = [0.99, 0, 0.3, 0.7, 0.01, 0.5, 0.2, 0.8];
    let next = 0;
    const random = () => draws[next++ % draws.length] as number;
    const planned = planSlots({ slots: [at(-10)], now: at(0), slow: false, random, count: 8 }).map((date) =>
      date.getTime(),
    );
    for (let index = 1; index < planned.length; index++) {
      expect((planned[index] as number) - (planned[index - 1] as number)).toBeGreaterThanOrEqual(10_000);
      expect((planned[index] as number) - (planned[index - 3] ?? Number.NEGATIVE_INFINITY)).toBeGreaterThanOrEqual(
        60_000,
      );
    }
    expect(planned[0]).toBeGreaterThanOrEqual(NOW);
  });

  it('keeps the slow pace: one bid a minute or slower', () => {
    const planned = planSlots({ slots: [], now: at(0), slow: true, random: fixed(0), count: 3 }).map(seconds);
    expect(planned).toEqual([0, 60, 120]);
  });

  it('puts every bid now with pacing switched off', () => {
    const planned = planSlots({
      slots: [at(-1), at(0)],
      now: at(0),
      slow: true,
      random: fixed(0.7),
      count: 3,
      paces: NO_PACING,
    }).map(seconds);
    expect(planned).toEqual([0, 0, 0]);
  });

  it('continues after the slots already planned', () => {
    const planned = planSlots({ slots: [at(0), at(25)], now: at(0), slow: false, random: fixed(0), count: 2 }).map(
      seconds,
    );
    expect(planned).toEqual([35, 60]);
  });
});

describe('openSlots', () => {
  const open = (input: {
    slots: number[];
    now?: number;
    until: number;
    slow?: boolean;
    limit?: number;
    random?: number;
    unpaced?: boolean;
  }) =>
    openSlots({
      slots: input.slots.map(at),
      now: at(input.now ?? 0),
      until: at(input.until),
      slow: input.slow ?? false,
      random: fixed(input.random ?? 0),
      limit: input.limit ?? 100,
      ...(input.unpaced === true ? { paces: NO_PACING } : {}),
    }).map((time) => (time - NOW) / 1000);

  it.each([
    {
      name: 'a quiet 1-minute user: three bids before the next run, the first now',
      input: { slots: [], until: 60 },
      want: [0, 10, 20],
    },
    {
      name: 'the widest jitter still fits three in the minute',
      input: { slots: [], until: 60, random: 0.9999 },
      want: [0, 19.999, 39.998],
    },
    {
      name: 'after a busy minute the next run starts on time',
      input: { slots: [0, 15, 30], now: 60, until: 120 },
      want: [60, 75, 90],
    },
    {
      name: 'a 5-minute user: the cap every minute until the next run',
      input: { slots: [], until: 300 },
      want: [0, 10, 20, 60, 70, 80, 120, 130, 140, 180, 190, 200, 240, 250, 260],
    },
    { name: 'the slow pace: one before the next run', input: { slots: [], until: 60, slow: true }, want: [0] },
    { name: 'no more than the limit', input: { slots: [], until: 60, limit: 2 }, want: [0, 10] },
    { name: 'slots still planned past the next run leave none', input: { slots: [50, 70, 90], until: 60 }, want: [] },
    {
      name: 'pacing switched off: every one now, up to the limit',
      input: { slots: [0, 0], until: 60, limit: 4, unpaced: true },
      want: [0, 0, 0, 0],
    },
  ])('$name', ({ input, want }) => {
    expect(open(input)).toEqual(want);
  });
});

describe('pacingHold', () => {
  it.each([
    { name: 'no other bid: go', slots: [], slow: false, want: null },
    {
      name: 'latest bid the min gap ago: go (jitter is not required of a bid already due)',
      slots: [-10],
      slow: false,
      want: null,
    },
    { name: 'latest bid too recent: held to a jittered gap after it', slots: [-5], slow: false, want: 10 },
    {
      name: 'three bids in the last minute: held until the oldest leaves the window',
      slots: [-50, -35, -20],
      slow: false,
      want: 10,
    },
    { name: 'later planned slots do not hold a bid due now', slots: [-100, 5, 30], slow: false, want: null },
    { name: 'slow pace: a bid 40 s ago holds the next one', slots: [-40], slow: true, want: 50 },
  ])('$name', ({ slots, slow, want }) => {
    expect(seconds(pacingHold({ slots: slots.map(at), now: at(0), slow, random: fixed(0.5) }))).toBe(want);
  });

  it('holds nothing back with pacing switched off', () => {
    expect(
      pacingHold({ slots: [at(-1), at(-1), at(0)], now: at(0), slow: false, random: fixed(0.5), paces: NO_PACING }),
    ).toBeNull();
  });
});
