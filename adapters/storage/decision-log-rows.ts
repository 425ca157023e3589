import { skipBit, type SkipReasonCode } from '../../core/domain/bidding/autobid-reasons.js';
import { DAY_MS, type TimeRange } from '../../core/domain/stats/daily-activity.js';
import type { RunSummary } from '../../core/ports/decision-log.port.js';

/** What both decision-log adapters store, derived the same way. */

export const reasonsMask = (reasons: readonly SkipReasonCode[]): number =>
  reasons.reduce((mask, code) => mask | skipBit(code), 0);

export const dayIndexOf = (at: Date): number => Math.floor(at.getTime() / DAY_MS);

/** The day indexes (days since the epoch) whose start lies within the range: [from, to). */
export const dayIndexRange = (range: TimeRange): { readonly from: number; readonly to: number } => ({
  from: Math.ceil(range.from.getTime() / DAY_MS),
  to: Math.ceil(range.to.getTime() / DAY_MS),
});

export interface RunTotals {
  readonly userId: string;
  readonly day: number;
  scanned: number;
  matched: number;
  queued: number;
  skipped: number;
}

/** The summaries summed per user and UTC day: one row per key, so one upsert never touches a row twice. */
export function runTotalsPerDay(summaries: readonly RunSummary[]): RunTotals[] {
  const totals = new Map<string, RunTotals>();
  for (const summary of summaries) {
    // A run with nothing in its window adds nothing: no row for the idle users of every tick.
    if (summary.scanned === 0 && summary.matched === 0 && summary.queued === 0 && summary.skipped === 0) continue;
    const day = dayIndexOf(summary.ranAt);
    const key = `${summary.userId}\u0000${day}`;
    const total = totals.get(key) ?? { userId: summary.userId, day, scanned: 0, matched: 0, queued: 0, skipped: 0 };
    total.scanned += summary.scanned;
    total.matched += summary.matched;
    total.queued += summary.queued;
    total.skipped += summary.skipped;
    totals.set(key, total);
  }
  return [...totals.values()];
}

export interface SkipTotal {
  readonly userId: string;
  readonly day: number;
  readonly reason: SkipReasonCode;
  count: number;
}

/** Skips per user, UTC day and reason; reasons counted zero times are left out. */
export function skipTotalsPerDay(summaries: readonly RunSummary[]): SkipTotal[] {
  const totals = new Map<string, SkipTotal>();
  for (const summary of summaries) {
    const day = dayIndexOf(summary.ranAt);
    for (const [reason, count] of Object.entries(summary.skippedByReason) as [SkipReasonCode, number][]) {
      if (count <= 0) continue;
      const key = `${summary.userId}\u0000${day}\u0000${reason}`;
      const total = totals.get(key) ?? { userId: summary.userId, day, reason, count: 0 };
      total.count += count;
      totals.set(key, total);
    }
  }
  return [...totals.values()];
}

/** Each user's latest summary (a later one replaces an earlier one of the same batch). */
export function lastRunPerUser(summaries: readonly RunSummary[]): RunSummary[] {
  const latest = new Map<string, RunSummary>();
  for (const summary of summaries) {
    const seen = latest.get(summary.userId);
    if (seen === undefined || seen.ranAt.getTime() <= summary.ranAt.getTime()) latest.set(summary.userId, summary);
  }
  return [...latest.values()];
}
