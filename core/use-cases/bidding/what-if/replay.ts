import type { BlockReason } from '../../../domain/bidding/autobid-reasons.js';
import { PACING_LOOKBACK_MS, type Paces } from '../../../domain/bidding/pacing.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { SearchProfile } from '../../../domain/bidding/search-profile.js';
import { intervalMinutes, type RunSettings } from '../../../domain/bidding/settings.js';
import { totalBids, type BidBalance } from '../../../domain/ledger/ledger.js';
import { hasUnlimitedBids } from '../../../domain/plans/plan-change.js';
import type { BidSlot } from '../../../ports/bid-pacing-repository.port.js';
import type { SkipCounts } from '../../../ports/decision-log.port.js';
import { projectsOfRun } from '../../engine/dispatch-due-users/tick-windows.js';
import type { MatchDeps } from '../../engine/match-and-enqueue.js';
import { accountOf, blocksBeforeReads, dailyCountStart } from '../../engine/run-account.js';
import { runScheduled, runSkillSet, skilledProjectsOf } from '../../engine/scheduled-run.js';
import type { Facts } from './facts.js';
import { countBlockedRun, countEvaluatedRun, emptyTally, outcomeOf, type WhatIfOutcome } from './outcome.js';

/** The jitter a replay plans every bid with: the middle of the pace's range, so one body always answers the same. */
export const WHAT_IF_JITTER = 0.5;
const NEVER = Number.POSITIVE_INFINITY;
const NONE: ReadonlySet<string> = new Set();

/** One side of a what-if: the account's settings and its other profiles. */
export interface Scenario {
  readonly settings: RunSettings;
  readonly others: readonly SearchProfile[];
}

/** What every run of one scenario's replay shares. */
interface ReplayContext {
  readonly facts: Facts;
  readonly deps: MatchDeps;
  /** The scenario's active other profiles. */
  readonly others: readonly SearchProfile[];
  readonly paces: Paces;
  readonly modelWritesProposals: boolean;
  /** Planned bid instants, ascending: each run plans after every earlier slot. */
  readonly placed: number[];
}

/** A replayed run: stopped by account reasons, or through the rules with the slots it booked. */
type ReplayedRun =
  | { readonly kind: 'blocked'; readonly blocked: readonly BlockReason[] }
  | { readonly kind: 'evaluated'; readonly booked: readonly BidSlot[]; readonly skippedByReason: SkipCounts };

/**
 * One scenario run by run over the period. Each run is one call of the dispatcher's own
 * runScheduled; between runs the replay keeps what the worker and the ledger would have: the
 * bids placed (at their planned slots), the balance spent, the slots booked.
 */
export async function replay(
  facts: Facts,
  scenario: Scenario,
  paces: Paces,
  modelWritesProposals: boolean,
): Promise<WhatIfOutcome> {
  const intervalMs = intervalMinutes[scenario.settings.timeInterval] * 60_000;
  const context: ReplayContext = {
    facts,
    deps: replayDeps(),
    others: scenario.others.filter((other) => other.isActive),
    paces,
    modelWritesProposals,
    placed: [...facts.earlierPlaced].sort((a, b) => a - b),
  };
  const { placed } = context;
  const startTotal = totalBids(facts.balance);
  const ownFrom = placed.length;
  const tally = emptyTally();
  let lastRunAt = new Date(facts.from);
  for (let at = facts.from + intervalMs; at <= facts.to; at += intervalMs) {
    tally.runs += 1;
    const now = new Date(at);
    const settings: RunSettings = { ...scenario.settings, lastRunAt };
    lastRunAt = now;
    const window = projectsOfRun(facts.feed, { settings, searchProfiles: context.others }, now);
    // An idle run: nothing new since the last one, as the dispatcher counts it.
    if (window.length === 0) continue;
    const unlimited = hasUnlimitedBids(facts.user, now);
    const balance: BidBalance = unlimited ? facts.balance : { plan: Math.max(0, startTotal - tally.spent), extra: 0 };
    const run = await replayRun(context, settings, window, now, balance);
    if (run.kind === 'blocked') {
      countBlockedRun(tally, run.blocked);
      continue;
    }
    for (const slot of run.booked) placed.push(slot.at.getTime());
    if (!unlimited) tally.spent += run.booked.length;
    countEvaluatedRun(tally, window.length, run.skippedByReason);
    // The worker that takes the last bid switches autobidding off (PlaceBid): no run follows.
    if (!unlimited && run.booked.length > 0 && tally.spent >= startTotal) {
      tally.ranOutAt = placed.at(-1) ?? at;
      break;
    }
  }
  return outcomeOf(tally, placed.length - ownFrom);
}

/** One run at `now`, with the balance left and the replay's own bids so far, through the dispatcher's runScheduled. */
async function replayRun(
  context: ReplayContext,
  settings: RunSettings,
  window: readonly Project[],
  now: Date,
  balance: BidBalance,
): Promise<ReplayedRun> {
  const { facts, placed } = context;
  const at = now.getTime();
  const underDailyLimit = settings.bidsLimit !== 'no_limit';
  const bidsPlacedLast24h = underDailyLimit ? countSince(placed, dailyCountStart(now).getTime(), at) : 0;
  const { user, profile } = facts;
  const account = accountOf({
    user,
    settings,
    profile,
    balance,
    bidsPlacedLast24h,
    now,
    searchProfiles: context.others,
  });
  // As a tick: the blocks known before its per-user reads stop the run there; the rest the rules answer.
  const early = blocksBeforeReads(account);
  if (early.length > 0) return { kind: 'blocked', blocked: early };
  const skilled = skilledProjectsOf(window, runSkillSet(settings, account));
  const booked: BidSlot[] = [];
  const { result, records } = await runScheduled(context.deps, {
    account,
    window,
    skilled,
    usdRate: facts.usdRate,
    pace: { now, slow: false, paces: context.paces },
    alreadyBid: bidBefore(facts.realBids, skilled.projects, at),
    slots: { recent: slotsSince(placed, at - PACING_LOOKBACK_MS), booked },
    modelWritesProposals: context.modelWritesProposals,
  });
  if (result.blocked.length > 0) return { kind: 'blocked', blocked: result.blocked };
  return { kind: 'evaluated', booked, skippedByReason: records.summary.skippedByReason };
}

/** The ports a replayed run gets: none to read or book, a queue that only counts, and the fixed jitter. */
const replayDeps = (): MatchDeps => ({
  bids: { projectIdsWithBids: readsNothing },
  pacing: { slotsSince: readsNothing, book: readsNothing },
  jobs: countingSink(),
  random: () => WHAT_IF_JITTER,
});

/** A job queue that only counts: the replay's runs queue their bids here, where nothing takes them. */
function countingSink(): MatchDeps['jobs'] {
  let queued = 0;
  return { enqueue: async () => String((queued += 1)) };
}

/** The replay hands every run its already-bid set and its slots: a read or a booking here would be a bug. */
const readsNothing = (): never => {
  throw new Error('A what-if replay reads and writes no bids or slots');
};

/** The run's projects the user really bid on before the run's instant. */
function bidBefore(
  realBids: ReadonlyMap<string, number>,
  projects: readonly Project[],
  at: number,
): ReadonlySet<string> {
  if (realBids.size === 0) return NONE;
  const ids = new Set<string>();
  for (const project of projects) if ((realBids.get(project.id) ?? NEVER) < at) ids.add(project.id);
  return ids;
}

/** Instants, ascending, in [since, until): searched from the end, where a run's recent ones are. */
function countSince(sorted: readonly number[], since: number, until: number): number {
  let count = 0;
  for (let index = sorted.length - 1; index >= 0 && (sorted[index] as number) >= since; index--)
    if ((sorted[index] as number) < until) count += 1;
  return count;
}

function slotsSince(sorted: readonly number[], since: number): BidSlot[] {
  const slots: BidSlot[] = [];
  for (let index = sorted.length - 1; index >= 0 && (sorted[index] as number) >= since; index--)
    slots.push({ bidId: `replay-${index}`, at: new Date(sorted[index] as number) });
  return slots;
}
