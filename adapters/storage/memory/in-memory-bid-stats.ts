import { noBidsByStatus, type Bid, type BidStatusCounts } from '../../../core/domain/bidding/bid.js';
import { utcDay, type DailyBidCount, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import { SENT } from './in-memory-bid-selection.js';
import { compare, type MemoryTables } from './memory-tables.js';

/** The bid counts of the dashboards and the funnel's bid figures. */

export function countStatuses(bids: readonly Bid[]): BidStatusCounts {
  const counts = { total: bids.length, ...noBidsByStatus() };
  for (const bid of bids) counts[bid.status] += 1;
  return counts;
}

export function countsByDay(tables: MemoryTables, range: TimeRange): readonly DailyBidCount[] {
  const counts = new Map<string, DailyBidCount>();
  for (const bid of tables.bids.values()) {
    const at = bid.submittedAt.getTime();
    if (at < range.from.getTime() || at >= range.to.getTime()) continue;
    const day = utcDay(bid.submittedAt);
    const key = `${day} ${bid.status}`;
    counts.set(key, { day, status: bid.status, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}

export function outcomesByDay(
  tables: MemoryTables,
  scope: RunCountScope,
  range: TimeRange,
): readonly DailyBidOutcomes[] {
  const byDay = new Map<string, { -readonly [K in keyof DailyBidOutcomes]: DailyBidOutcomes[K] }>();
  for (const bid of inScope(tables, scope, range)) {
    const day = utcDay(bid.submittedAt);
    const entry = byDay.get(day) ?? { day, placed: 0, replied: 0, awarded: 0, refused: 0, held: 0, declined: 0 };
    if (SENT.has(bid.status)) entry.placed += 1;
    if (SENT.has(bid.status) && bid.repliedAt !== null) entry.replied += 1;
    if (bid.status === 'accepted') entry.awarded += 1;
    if (bid.status === 'failed') entry.refused += 1;
    if (bid.status === 'held') entry.held += 1;
    if (bid.status === 'declined') entry.declined += 1;
    byDay.set(day, entry);
  }
  return [...byDay.values()];
}

export function replyDelays(
  tables: MemoryTables,
  scope: RunCountScope,
  range: TimeRange,
  limit: number,
): readonly number[] {
  return latestPlaced(tables, scope, range)
    .filter((bid) => bid.repliedAt !== null)
    .slice(0, Math.max(0, limit))
    .map((bid) => (bid.repliedAt as Date).getTime() - bid.submittedAt.getTime());
}

export function skillOutcomes(
  tables: MemoryTables,
  scope: RunCountScope,
  range: TimeRange,
  limit: number,
): readonly SkillOutcome[] {
  return latestPlaced(tables, scope, range)
    .filter((bid) => bid.skills.length > 0)
    .slice(0, Math.max(0, limit))
    .map((bid) => ({ skills: [...bid.skills], awarded: bid.status === 'accepted' }));
}

/** Placed bids of the scope within the range, newest first (submittedAt, then id). */
function latestPlaced(tables: MemoryTables, scope: RunCountScope, range: TimeRange): Bid[] {
  return inScope(tables, scope, range)
    .filter((bid) => SENT.has(bid.status))
    .sort((a, b) => compare(b.submittedAt.getTime(), a.submittedAt.getTime()) || compare(b.id, a.id));
}

function inScope(tables: MemoryTables, scope: RunCountScope, range: TimeRange): Bid[] {
  const planSlug = scope.kind === 'plan' ? tables.plans.get(scope.planId)?.slug : undefined;
  const inRange = (bid: Bid): boolean =>
    bid.submittedAt.getTime() >= range.from.getTime() && bid.submittedAt.getTime() < range.to.getTime();
  const ofScope = (bid: Bid): boolean =>
    scope.kind === 'all' ||
    (scope.kind === 'user'
      ? bid.userId === scope.userId
      : planSlug !== undefined && tables.users.get(bid.userId)?.currentPlan === planSlug);
  return [...tables.bids.values()].filter((bid) => inRange(bid) && ofScope(bid));
}
