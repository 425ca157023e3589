import { skipReasons, type SkipReason } from './autobid-reasons.js';
import type { Project } from './project.js';

export type ProjectDecision =
  | {
      readonly kind: 'bid';
      readonly project: Project;
      readonly profileId: string;
      readonly amount: number;
      readonly currency: string;
      readonly amountUsd: number;
      readonly period: number;
    }
  | { readonly kind: 'skip'; readonly project: Project; readonly reasons: readonly SkipReason[] };

/**
 * The skips of an unexplained run, for the decision log: every skip counted under its reason mask
 * (with explain off a mask holds the cheap rules' reasons, and the skill, rate and verified-profile
 * rules only when no cheap rule failed), and the first `keepSkips` skips whole.
 */
export interface SkipTally {
  readonly masks: ReadonlyMap<number, number>;
  readonly kept: readonly Extract<ProjectDecision, { readonly kind: 'skip' }>[];
}

export type SkipDecision = Extract<ProjectDecision, { readonly kind: 'skip' }>;

export const skip = (project: Project, mask: number): SkipDecision => ({
  kind: 'skip',
  project,
  reasons: skipReasons(mask),
});

/** Counts a skip under its mask, and keeps it whole while the tally has room. */
export function tallySkip(tally: TallyInProgress, project: Project, mask: number): void {
  countMask(tally, mask, 1);
  if (tally.kept.length < tally.keep) tally.kept.push(skip(project, mask));
}

/**
 * A run's skips fall under a handful of distinct masks: a short list searched from the front beats a
 * Map's hashing on the millions of skips of a tick (the mask counted last is checked first).
 */
export interface TallyInProgress {
  readonly masks: number[];
  readonly counts: number[];
  readonly kept: SkipDecision[];
  readonly keep: number;
}

function countMask(tally: TallyInProgress, mask: number, count: number): void {
  const { masks, counts } = tally;
  for (let index = masks.length - 1; index >= 0; index--) {
    if (masks[index] === mask) {
      counts[index] = (counts[index] as number) + count;
      return;
    }
  }
  masks.push(mask);
  counts.push(count);
}

/** Counts the eligible projects ranked `cap` to `total` under `mask`; `projectAt` reads a rank of the run's ranking. */
export function tallyOverCap(
  tally: TallyInProgress,
  mask: number,
  cap: number,
  total: number,
  projectAt: (rank: number) => Project,
): void {
  countMask(tally, mask, total - cap);
  for (let rank = cap; rank < total && tally.kept.length < tally.keep; rank++)
    tally.kept.push(skip(projectAt(rank), mask));
}

/** The finished tally, as the evaluation returns it. */
export const skipTallyOf = (tally: TallyInProgress): SkipTally => ({
  masks: new Map(tally.masks.map((mask, index) => [mask, tally.counts[index] as number])),
  kept: tally.kept,
});
