/**
 * How fast one user's bids go out (docs/design.md#pacing-and-rate-limits): at least a jittered gap
 * after the user's previous bid, and at most a few in any rolling minute. A user Freelancer told
 * "you appear to be bidding too fast" goes at the slow pace for a while.
 */
export interface Pace {
  /** The least time between two bids of one user. */
  readonly minGapMs: number;
  /** Up to this much, drawn afresh for each planned bid, is added to the gap so bids never tick like a metronome. */
  readonly jitterMs: number;
  /** Bids of one user in any rolling minute. */
  readonly perMinute: number;
}

export const NORMAL_PACE: Pace = { minGapMs: 10_000, jitterMs: 10_000, perMinute: 3 };
export const SLOW_PACE: Pace = { minGapMs: 60_000, jitterMs: 60_000, perMinute: 1 };

/** The pace of a user at the normal and at the slow pace. */
export interface Paces {
  readonly normal: Pace;
  readonly slow: Pace;
}

export const PACES: Paces = { normal: NORMAL_PACE, slow: SLOW_PACE };

const UNPACED: Pace = { minGapMs: 0, jitterMs: 0, perMinute: Number.POSITIVE_INFINITY };
/** No pacing at all (`BID_PACING=off`): for tests and demos that watch bids land in real time, never for real accounts. */
export const NO_PACING: Paces = { normal: UNPACED, slow: UNPACED };

/** A user Freelancer told "bidding too fast" keeps the slow pace until their `slowPaceUntil`. */
export const isSlowPaced = (settings: { readonly slowPaceUntil: Date | null }, now: Date): boolean =>
  settings.slowPaceUntil !== null && settings.slowPaceUntil.getTime() > now.getTime();

export const paceFor = (slow: boolean, paces: Paces = PACES): Pace => (slow ? paces.slow : paces.normal);

/** The rolling window of the per-minute cap. */
export const CAP_WINDOW_MS = 60_000;

/** How far back a user's earlier bids can still hold a new one back, at any pace. */
export const PACING_LOOKBACK_MS = Math.max(CAP_WINDOW_MS, SLOW_PACE.minGapMs + SLOW_PACE.jitterMs);

export interface PacingInput {
  /** When the user's other bids went out or are planned to; any order. */
  readonly slots: readonly Date[];
  readonly now: Date;
  readonly slow: boolean;
  /** In [0, 1); Math.random in production, a fixed sequence in tests. */
  readonly random: () => number;
  /** PACES unless pacing is switched off. */
  readonly paces?: Paces;
}

/**
 * The earliest instant, not before `now`, at which one more bid keeps the pace after every slot:
 * a jittered gap after the latest one, and fewer than the cap in the minute before it. With no
 * recent slot it is `now`: the first bid of a burst never waits.
 */
export function nextSlot(input: PacingInput): Date {
  return new Date(
    nextTime(sortedTimes(input.slots), input.now.getTime(), paceFor(input.slow, input.paces), input.random),
  );
}

/**
 * The slots the pace has for new bids from `now` until `until` (the user's next run), at most
 * `limit` of them, as epoch milliseconds: what one run can queue without its bids going out after
 * the next run's. Planned in one pass: every planned slot is at or after all the earlier ones.
 */
export function openSlots(input: PacingInput & { readonly until: Date; readonly limit: number }): number[] {
  const until = input.until.getTime();
  const pace = paceFor(input.slow, input.paces);
  const now = input.now.getTime();
  const times = sortedTimes(input.slots);
  const planned: number[] = [];
  while (planned.length < input.limit) {
    const at = nextTime(times, now, pace, input.random);
    if (at >= until) break;
    planned.push(at);
    // Never before the latest slot, so `times` stays sorted.
    times.push(at);
  }
  return planned;
}

/** `nextSlot` over slots already sorted, in epoch milliseconds. */
function nextTime(sorted: readonly number[], now: number, pace: Pace, random: () => number): number {
  const latest = sorted.at(-1);
  let at = now;
  if (latest !== undefined) at = Math.max(at, latest + pace.minGapMs + Math.floor(clampUnit(random()) * pace.jitterMs));
  const capHolder = capHolderOf(sorted, pace);
  if (capHolder !== undefined) at = Math.max(at, capHolder + CAP_WINDOW_MS);
  return at;
}

/**
 * Whether a bid may go at `now` given the slots of the user's other bids: null when it may, or
 * the instant to put it off to. Only slots up to `now` count (later ones wait their turn), and the
 * gap is checked without jitter, so a bid planned by `openSlots` is never held back by its own plan.
 */
export function pacingHold(input: PacingInput): Date | null {
  const pace = paceFor(input.slow, input.paces);
  const now = input.now.getTime();
  const past = sortedTimes(input.slots).filter((at) => at <= now);
  const latest = past.at(-1);
  const capHolder = capHolderOf(past, pace);
  const tooSoon = latest !== undefined && now - latest < pace.minGapMs;
  const overCap = capHolder !== undefined && now - capHolder < CAP_WINDOW_MS;
  if (!tooSoon && !overCap) return null;
  return nextSlot({ ...input, slots: past.map((at) => new Date(at)) });
}

/** Of sorted slots, the one a new bid must be a cap window after: the cap-th latest, if there are that many. */
const capHolderOf = (sorted: readonly number[], pace: Pace): number | undefined =>
  sorted.length >= pace.perMinute ? sorted[sorted.length - pace.perMinute] : undefined;

const sortedTimes = (slots: readonly Date[]): number[] => slots.map((slot) => slot.getTime()).sort((a, b) => a - b);

const clampUnit = (value: number): number => Math.min(Math.max(value, 0), 1);
