import type { Bid, BidStatus } from '../../../core/domain/bidding/bid.js';
import type { AwardCursor } from '../../../core/ports/bid-repository.port.js';
import {
  AWAITING_AWARD_BID_STATUSES,
  SENT_BID_STATUSES,
  UNPLACED_BID_STATUSES,
} from '../../../core/domain/bidding/bid.js';
import { BIDS, toBid, type BidRow } from './knex-bid-rows.js';
import { idBatches, num, whereAmong, type Db } from './knex-rows.js';

/** What the engine reads of the bids: bids already on projects, bids placed lately, and the placed bids the syncs ask about. */

export async function bidIdsByProject(
  db: Db,
  userId: string,
  projectIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const found = new Map<string, string>();
  for (const batch of idBatches(db, projectIds)) {
    const rows = await whereAmong(db<BidRow>(BIDS).where({ user_id: userId }), 'project_id', batch).select(
      'project_id',
      'id',
    );
    for (const row of rows) found.set(row.project_id, row.id);
  }
  return found;
}

/**
 * Read by project alone (bids_project_user_idx) and kept for the asked users here: the rows are
 * the bids on these projects, a recent few, whatever the users' history. Asking by user too lets
 * SQLite probe the index for every user × project pair, which at 10,000 × 1,000 takes seconds.
 */
export async function projectIdsWithBidsMany(
  db: Db,
  userIds: readonly string[],
  projectIds: readonly string[],
): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const found = new Map<string, Set<string>>();
  if (userIds.length === 0) return found;
  const users = new Set(userIds);
  for (const batch of idBatches(db, projectIds)) {
    const rows = await whereAmong(db<BidRow>(BIDS), 'project_id', batch).select('user_id', 'project_id');
    for (const row of rows) {
      if (!users.has(row.user_id)) continue;
      const ids = found.get(row.user_id) ?? new Set<string>();
      ids.add(row.project_id);
      found.set(row.user_id, ids);
    }
  }
  return found;
}

export async function countPlacedSinceMany(
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<ReadonlyMap<string, number>> {
  const counts = new Map<string, number>();
  for (const batch of idBatches(db, userIds)) {
    const rows = (await whereAmong(db(BIDS), 'user_id', batch)
      .andWhere('submitted_at_ms', '>=', since.getTime())
      .whereNotIn('status', UNPLACED_BID_STATUSES)
      .select('user_id')
      .count({ n: '*' })
      .groupBy('user_id')) as { user_id: string; n: unknown }[];
    for (const row of rows) counts.set(row.user_id, num(row.n));
  }
  return counts;
}

export async function countPlacedSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = (await db(BIDS)
    .where({ user_id: userId })
    .andWhere('submitted_at_ms', '>=', since.getTime())
    .whereNotIn('status', UNPLACED_BID_STATUSES)
    .count({ n: '*' })) as { n: unknown }[];
  return num(row?.n);
}

export async function recentProposals(db: Db, userId: string, limit: number): Promise<readonly string[]> {
  const rows = await db<BidRow>(BIDS)
    .where({ user_id: userId })
    .whereIn('status', SENT_BID_STATUSES)
    .andWhereNot({ proposal: '' })
    .orderBy([
      { column: 'submitted_at_ms', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(Math.max(0, limit))
    .select('proposal');
  return rows.map((row) => row.proposal);
}

export async function listAwaitingAward(db: Db, limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
  return listPlacedAfter(db, AWAITING_AWARD_BID_STATUSES, limit, after);
}

export async function listAwaitingReply(db: Db, limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
  return listPlacedAfter(db, ['submitted'], limit, after);
}

/** Bids of `statuses` with a marketplace id, in (submittedAt, id) order after the cursor. */
async function listPlacedAfter(
  db: Db,
  statuses: readonly BidStatus[],
  limit: number,
  after: AwardCursor | undefined,
): Promise<readonly Bid[]> {
  const query = db<BidRow>(BIDS).whereIn('status', statuses).whereNotNull('marketplace_bid_id');
  if (after !== undefined) {
    const at = after.submittedAt.getTime();
    void query.where(
      (page) =>
        void page
          .where('submitted_at_ms', '>', at)
          .orWhere((tie) => void tie.where('submitted_at_ms', at).andWhere('id', '>', after.id)),
    );
  }
  const rows = await query.orderBy([{ column: 'submitted_at_ms' }, { column: 'id' }]).limit(limit);
  return rows.map(toBid);
}
