import type { DailyRunCounts } from '../../ports/decision-log.port.js';
import type { UtcDay } from './daily-activity.js';

/** The look-backs the Results screen offers; any other is refused. */
export const FUNNEL_WINDOWS = [7, 30, 90] as const;
export type FunnelWindow = (typeof FUNNEL_WINDOWS)[number];
export const DEFAULT_FUNNEL_WINDOW: FunnelWindow = 30;

/** Below this many placed bids with a skill, its win rate says nothing yet. */
export const MIN_BIDS_PER_SKILL = 5;
/** The best skills shown. */
export const BEST_SKILLS_SHOWN = 5;

const HOUR_MS = 3_600_000;

/** What the scope's bids submitted on one UTC day became (storage's count; days with none absent). */
export interface DailyBidOutcomes {
  readonly day: UtcDay;
  /** Reached the marketplace: submitted, replied, accepted or rejected. */
  readonly placed: number;
  /** Placed bids the client wrote about, whatever became of them later. */
  readonly replied: number;
  readonly awarded: number;
  /** Failed: the marketplace refused them, or they could not be placed. */
  readonly refused: number;
  /** Stopped by the proposal guard before they were placed. */
  readonly held: number;
  /** Review drafts the user rejected or let expire: never sent, and not a failure. */
  readonly declined: number;
}

/** One placed bid's project skills and whether it was won: the input of best skills. */
export interface SkillOutcome {
  readonly skills: readonly string[];
  readonly awarded: boolean;
}

export interface FunnelStages {
  readonly scanned: number;
  readonly matched: number;
  readonly queued: number;
  readonly placed: number;
  readonly replied: number;
  readonly awarded: number;
}

/** Rates as fractions (0.25 = 25 %) or per-award figures; null where the denominator is 0. */
export interface FunnelRates {
  readonly replyRate: number | null;
  readonly winRate: number | null;
  readonly bidsPerAward: number | null;
  readonly planBidsPerAward: number | null;
}

/** How long clients took to write first, over the replies of the window. */
export interface ReplyTime {
  readonly replies: number;
  readonly medianHours: number | null;
  readonly p90Hours: number | null;
}

export interface SkillWinRate {
  readonly skill: string;
  readonly placed: number;
  readonly awarded: number;
  readonly winRate: number;
}

export type FunnelDay = FunnelStages & { readonly day: UtcDay };

export interface Funnel {
  readonly days: FunnelWindow;
  readonly stages: FunnelStages;
  readonly refused: number;
  readonly held: number;
  readonly declined: number;
  /** Plan bids the ledger charged in the window, net of refunds. */
  readonly planBidsSpent: number;
  readonly rates: FunnelRates;
  readonly replyTime: ReplyTime;
  /** Every day of the window in order, zero where nothing happened. */
  readonly daily: readonly FunnelDay[];
  /** Up to BEST_SKILLS_SHOWN skills with at least MIN_BIDS_PER_SKILL placed bids, best win rate first. */
  readonly bestSkills: readonly SkillWinRate[];
}

export interface FunnelInputs {
  readonly window: FunnelWindow;
  readonly days: readonly UtcDay[];
  readonly runs: readonly DailyRunCounts[];
  readonly bids: readonly DailyBidOutcomes[];
  readonly planBidsSpent: number;
  readonly replyDelaysMs: readonly number[];
  readonly skills: readonly SkillOutcome[];
}

export const isFunnelWindow = (value: number): value is FunnelWindow =>
  (FUNNEL_WINDOWS as readonly number[]).includes(value);

/** n / d, or null when there is nothing to divide by. */
export const ratio = (n: number, d: number): number | null => (d > 0 ? n / d : null);

/** The value below which `share` of the sorted values lie (nearest rank); null for none. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? null;
}

export function replyTime(delaysMs: readonly number[]): ReplyTime {
  // A reply dated before its bid (clocks of two systems) is a reply at once, not a negative wait.
  const hours = delaysMs.map((ms) => Math.max(0, ms) / HOUR_MS).sort((a, b) => a - b);
  return { replies: hours.length, medianHours: percentile(hours, 0.5), p90Hours: percentile(hours, 0.9) };
}

/** Per skill, placed and awarded bids; skills with too few bids are left out; best win rate first, then most bids, then name. */
export function bestSkills(
  outcomes: readonly SkillOutcome[],
  minimum = MIN_BIDS_PER_SKILL,
  shown = BEST_SKILLS_SHOWN,
): SkillWinRate[] {
  const bySkill = new Map<string, { placed: number; awarded: number }>();
  for (const outcome of outcomes) {
    for (const skill of new Set(outcome.skills)) {
      const entry = bySkill.get(skill) ?? { placed: 0, awarded: 0 };
      entry.placed += 1;
      if (outcome.awarded) entry.awarded += 1;
      bySkill.set(skill, entry);
    }
  }
  return [...bySkill]
    .filter(([, entry]) => entry.placed >= minimum)
    .map(([skill, entry]) => ({ skill, ...entry, winRate: entry.awarded / entry.placed }))
    .sort((a, b) => b.winRate - a.winRate || b.placed - a.placed || a.skill.localeCompare(b.skill))
    .slice(0, shown);
}

const noStages = (): { -readonly [K in keyof FunnelStages]: number } => ({
  scanned: 0,
  matched: 0,
  queued: 0,
  placed: 0,
  replied: 0,
  awarded: 0,
});

/**
 * The funnel of one window (docs/design.md#funnel): the runs' counts (scanned, matched, queued)
 * and the bids' (placed, replied, awarded, refused, held, declined) per day and summed, and the rates.
 * Bids count on the day they were submitted, so a window's rates compare like with like: of the
 * bids placed then, how many were answered and won by now. Days outside `days` are dropped.
 */
export function buildFunnel(inputs: FunnelInputs): Funnel {
  const byDay = new Map(inputs.days.map((day) => [day, noStages()]));
  let refused = 0;
  let held = 0;
  let declined = 0;
  for (const run of inputs.runs) {
    const entry = byDay.get(run.day);
    if (entry === undefined) continue;
    entry.scanned += run.scanned;
    entry.matched += run.matched;
    entry.queued += run.queued;
  }
  for (const bids of inputs.bids) {
    const entry = byDay.get(bids.day);
    if (entry === undefined) continue;
    entry.placed += bids.placed;
    entry.replied += bids.replied;
    entry.awarded += bids.awarded;
    refused += bids.refused;
    held += bids.held;
    declined += bids.declined;
  }
  const daily = inputs.days.map((day) => ({ day, ...(byDay.get(day) ?? noStages()) }));
  const stages = noStages();
  for (const day of daily) for (const key of Object.keys(stages) as (keyof FunnelStages)[]) stages[key] += day[key];
  return {
    days: inputs.window,
    stages,
    refused,
    held,
    declined,
    planBidsSpent: inputs.planBidsSpent,
    rates: {
      replyRate: ratio(stages.replied, stages.placed),
      winRate: ratio(stages.awarded, stages.placed),
      bidsPerAward: ratio(stages.placed, stages.awarded),
      planBidsPerAward: ratio(inputs.planBidsSpent, stages.awarded),
    },
    replyTime: replyTime(inputs.replyDelaysMs),
    daily,
    bestSkills: bestSkills(inputs.skills),
  };
}

/** A duration in words a person reads at a glance: minutes under an hour, hours under two days, days after. */
export function humanDuration(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  if (hours < 48) {
    const whole = Math.round(hours);
    return `${whole} hour${whole === 1 ? '' : 's'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/**
 * The plain sentence about how long clients take to answer, or why there is none yet; `bid` is
 * whose bid it counts from ('the bid' where an admin reads other users' funnel).
 */
export function replyTimeSentence(time: ReplyTime, bid = 'your bid'): string {
  if (time.replies === 0 || time.medianHours === null || time.p90Hours === null)
    return 'No client has replied in this period yet, so there is no answer time to show.';
  const typical = `Clients who reply usually write within ${humanDuration(time.medianHours)} of ${bid}`;
  if (time.replies < 2) return `${typical} (one reply so far).`;
  return `${typical}; 9 in 10 replies come within ${humanDuration(time.p90Hours)}.`;
}
