import {
  BLOCK_MESSAGES,
  SKIP_MESSAGES,
  type BlockReason,
  type BlockReasonCode,
  type SkipReasonCode,
} from '../../../domain/bidding/autobid-reasons.js';
import type { SkipCounts } from '../../../ports/decision-log.port.js';
import type { SkipCount } from '../../engine/match-and-enqueue/skip-counts.js';

/** Skip and block reasons a what-if names, the most frequent first. */
export const WHAT_IF_TOP_REASONS = 5;

/** What one set of settings would have done over the replayed days. */
export interface WhatIfOutcome {
  /** Bids the runs would have queued and the worker placed. */
  readonly bidsPlaced: number;
  /** Bids of the plan's balance those would have spent: none on an unlimited plan. */
  readonly bidsSpent: number;
  /** Projects of the runs' windows that went through the rules (the windows of blocked runs are not). */
  readonly projectsConsidered: number;
  /** Runs the schedule made: one per time interval. */
  readonly runs: number;
  /** Of those, runs with new projects that an account reason stopped before any project. */
  readonly blockedRuns: number;
  /** Why projects got no bid, most frequent first; a project skipped for several reasons counts in each. */
  readonly topSkips: readonly SkipCount[];
  /** When the replay's bids took the last of the balance; autobidding switches itself off then, so the replay stops there. null: they never did. */
  readonly ranOutAt: Date | null;
  /** Why runs were stopped, most frequent first, in runs. */
  readonly topBlocks: readonly { readonly code: BlockReasonCode; readonly message: string; readonly count: number }[];
}

/** What a replay counts run by run, for its outcome. */
export interface ReplayTally {
  runs: number;
  blockedRuns: number;
  considered: number;
  spent: number;
  ranOutAt: number | null;
  readonly skips: Map<SkipReasonCode, number>;
  readonly blocks: Map<BlockReasonCode, number>;
}

export const emptyTally = (): ReplayTally => ({
  runs: 0,
  blockedRuns: 0,
  considered: 0,
  spent: 0,
  ranOutAt: null,
  skips: new Map(),
  blocks: new Map(),
});

export function countBlockedRun(tally: ReplayTally, blocked: readonly BlockReason[]): void {
  tally.blockedRuns += 1;
  for (const { code } of blocked) tally.blocks.set(code, (tally.blocks.get(code) ?? 0) + 1);
}

/** A run that went through the rules: its window considered, its skips counted by reason. */
export function countEvaluatedRun(tally: ReplayTally, windowSize: number, skippedByReason: SkipCounts): void {
  tally.considered += windowSize;
  for (const [code, count] of Object.entries(skippedByReason) as [SkipReasonCode, number][])
    tally.skips.set(code, (tally.skips.get(code) ?? 0) + count);
}

export const outcomeOf = (tally: ReplayTally, bidsPlaced: number): WhatIfOutcome => ({
  bidsPlaced,
  bidsSpent: tally.spent,
  projectsConsidered: tally.considered,
  runs: tally.runs,
  blockedRuns: tally.blockedRuns,
  ranOutAt: tally.ranOutAt === null ? null : new Date(tally.ranOutAt),
  topSkips: topOf(tally.skips, SKIP_MESSAGES),
  topBlocks: topOf(tally.blocks, BLOCK_MESSAGES),
});

function topOf<C extends string>(
  counts: ReadonlyMap<C, number>,
  messages: Readonly<Record<C, string>>,
): { readonly code: C; readonly message: string; readonly count: number }[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, WHAT_IF_TOP_REASONS)
    .map(([code, count]) => ({ code, message: messages[code], count }));
}
