import type { Bid, BidStatus } from '../../../core/domain/bidding/bid.js';
import type { AwardCursor } from '../../../core/ports/bid-repository.port.js';
import { SENT, bidsOfUser, isPlacedSince } from './in-memory-bid-selection.js';
import { compare, copy, type MemoryTables } from './memory-tables.js';

/** What the engine reads of the bids: bids already on projects, bids placed lately, and the placed bids the syncs ask about. */

/** One pass over all bids, whatever the number of users. */
export function projectIdsWithBidsMany(
  tables: MemoryTables,
  userIds: readonly string[],
  projectIds: readonly string[],
): ReadonlyMap<string, ReadonlySet<string>> {
  const users = new Set(userIds);
  const wanted = new Set(projectIds);
  const found = new Map<string, Set<string>>();
  for (const bid of tables.bids.values()) {
    if (!users.has(bid.userId) || !wanted.has(bid.projectId)) continue;
    const ids = found.get(bid.userId) ?? new Set<string>();
    ids.add(bid.projectId);
    found.set(bid.userId, ids);
  }
  return found;
}

export function countPlacedSince(tables: MemoryTables, userId: string, since: Date): number {
  return bidsOfUser(tables, userId).filter((bid) => isPlacedSince(bid, since)).length;
}

export function countPlacedSinceMany(
  tables: MemoryTables,
  userIds: readonly string[],
  since: Date,
): ReadonlyMap<string, number> {
  const users = new Set(userIds);
  const counts = new Map<string, number>();
  for (const bid of tables.bids.values()) {
    if (users.has(bid.userId) && isPlacedSince(bid, since)) counts.set(bid.userId, (counts.get(bid.userId) ?? 0) + 1);
  }
  return counts;
}

export function recentProposals(tables: MemoryTables, userId: string, limit: number): readonly string[] {
  return bidsOfUser(tables, userId)
    .filter((bid) => SENT.has(bid.status) && bid.proposal !== '')
    .sort((a, b) => compare(b.submittedAt.getTime(), a.submittedAt.getTime()) || compare(b.id, a.id))
    .slice(0, Math.max(0, limit))
    .map((bid) => bid.proposal);
}

/** Bids of `statuses` with a marketplace id, in (submittedAt, id) order after the cursor. */
export function listPlacedAfter(
  tables: MemoryTables,
  statuses: ReadonlySet<BidStatus>,
  limit: number,
  after: AwardCursor | undefined,
): readonly Bid[] {
  const isAfter = (bid: Bid): boolean =>
    after === undefined ||
    (compare(bid.submittedAt.getTime(), after.submittedAt.getTime()) || compare(bid.id, after.id)) > 0;
  return [...tables.bids.values()]
    .filter((bid) => statuses.has(bid.status) && bid.marketplaceBidId !== null && isAfter(bid))
    .sort((a, b) => compare(a.submittedAt.getTime(), b.submittedAt.getTime()) || compare(a.id, b.id))
    .slice(0, Math.max(0, limit))
    .map(copy);
}
