import { SKIP_MESSAGES, skipReasons, type SkipReasonCode } from '../../../domain/bidding/autobid-reasons.js';
import type { ProjectDecision, SkipTally } from '../../../domain/bidding/autobid-decisions.js';

export interface SkipCount {
  readonly code: SkipReasonCode;
  readonly message: string;
  /** Projects skipped for this reason (a project skipped for several reasons counts in each). */
  readonly count: number;
}

export function countSkips(decisions: readonly ProjectDecision[]): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const decision of decisions) {
    if (decision.kind === 'skip')
      for (const reason of decision.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  }
  return skipCountsOf(counts);
}

/** A tally's masks as counts per reason: a handful of distinct masks, whatever the number of projects. */
export function countTally(tally: SkipTally): SkipCount[] {
  const counts = new Map<SkipReasonCode, number>();
  for (const [mask, count] of tally.masks)
    for (const reason of skipReasons(mask)) counts.set(reason.code, (counts.get(reason.code) ?? 0) + count);
  return skipCountsOf(counts);
}

const skipCountsOf = (counts: ReadonlyMap<SkipReasonCode, number>): SkipCount[] =>
  [...counts].map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count })).sort((a, b) => b.count - a.count);
