import { randomUUID } from 'node:crypto';
import type { BidChange } from '../../../core/domain/bidding/bid-history.js';
import type { Bid, BidLogEntry, BidStatusCounts, NewBid } from '../../../core/domain/bidding/bid.js';
import { historyEntryFor, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import type { DailyBidCount, TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { AwardCursor, BidListQuery, BidRepository } from '../../../core/ports/bid-repository.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { BID_EVENTS, bidEventRow, toBidEvent, type BidEventRow } from './knex-bid-event-rows.js';
import { listByUser, listLogEntries } from './knex-bid-pages.js';
import { BIDS, bidPatchRow, newBidRow, toBid, type BidRow } from './knex-bid-rows.js';
import {
  bidIdsByProject,
  countPlacedSince,
  countPlacedSinceMany,
  listAwaitingAward,
  listAwaitingReply,
  projectIdsWithBidsMany,
  recentProposals,
} from './knex-bid-run-reads.js';
import { countsAll, countsByDay, countsByUser, outcomesByDay, replyDelays, skillOutcomes } from './knex-bid-stats.js';
import { isPostgres } from './knex-client.js';
import type { Db } from './knex-rows.js';

export class KnexBidRepository implements BidRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * INSERT … ON CONFLICT DO NOTHING, then read: racing inserts of one user + project make one row.
   * The row and its first history entry are one transaction (a savepoint inside the caller's).
   */
  async insertIfAbsent(bid: NewBid): Promise<{ readonly inserted: boolean; readonly bid: Bid }> {
    const id = bid.id ?? randomUUID();
    return this.db.transaction(async (trx) => {
      const { stored, inserted } = await this.insertIn(trx, id, bid);
      if (inserted)
        await this.append(
          trx,
          historyEntryFor({ from: null, to: stored.status }, stored, bid.queuedAt ?? stored.submittedAt),
        );
      return { inserted, bid: stored };
    });
  }

  /** The row for the bid's user and project, and whether this call wrote it (a retry's own id found again was not). */
  private async insertIn(
    trx: Db,
    id: string,
    bid: NewBid,
  ): Promise<{ readonly stored: Bid; readonly inserted: boolean }> {
    const written = await trx(BIDS)
      .insert(newBidRow(id, bid, this.clock.now().getTime()))
      .onConflict(['user_id', 'project_id'])
      .ignore()
      .returning('id');
    const row = await trx<BidRow>(BIDS).where({ user_id: bid.userId, project_id: bid.projectId }).first();
    if (row === undefined) throw new Error(`bids row for ${bid.userId}/${bid.projectId} vanished after insert`);
    return { stored: toBid(row), inserted: written.length > 0 };
  }

  async findById(id: string): Promise<Bid | null> {
    const row = await this.db<BidRow>(BIDS).where({ id }).first();
    return row === undefined ? null : toBid(row);
  }

  async findByUserAndProject(userId: string, projectId: string): Promise<Bid | null> {
    const row = await this.db<BidRow>(BIDS).where({ user_id: userId, project_id: projectId }).first();
    return row === undefined ? null : toBid(row);
  }

  /** A change of status reads the status it replaces and appends its entry in one transaction; other changes are one statement. */
  async update(id: string, change: BidChange): Promise<Bid | null> {
    const { historyKind, ...patch } = change;
    const now = this.clock.now();
    const write = async (db: Db): Promise<Bid | null> => {
      const changed = await db(BIDS)
        .where({ id })
        .update({ ...bidPatchRow(patch), updated_at_ms: now.getTime() });
      if (changed === 0) return null;
      const row = await db<BidRow>(BIDS).where({ id }).first();
      return row === undefined ? null : toBid(row);
    };
    if (patch.status === undefined) return write(this.db);
    return this.db.transaction(async (trx) => {
      const read = trx<BidRow>(BIDS).where({ id });
      // Locked on Postgres so two racing changes append in the order they wrote; SQLite's writes are serial already.
      const before = await (isPostgres(trx) ? read.forUpdate() : read).first('status');
      const after = await write(trx);
      if (before !== undefined && after !== null)
        await this.append(trx, historyEntryFor({ from: before.status, to: patch.status, historyKind }, after, now));
      return after;
    });
  }

  async discardUnsent(id: string): Promise<boolean> {
    // Its history goes with it: bid_events.bid_id references the row ON DELETE CASCADE.
    return (await this.db(BIDS).where({ id, status: 'pending' }).del()) > 0;
  }

  async history(bidId: string): Promise<readonly BidEvent[]> {
    const rows = await this.db<BidEventRow>(BID_EVENTS)
      .where({ bid_id: bidId })
      .orderBy([{ column: 'at_ms' }, { column: 'seq' }]);
    return rows.map(toBidEvent);
  }

  private async append(db: Db, event: BidEvent | null): Promise<void> {
    if (event !== null) await db(BID_EVENTS).insert(bidEventRow(event));
  }

  listByUser(userId: string, query: BidListQuery): Promise<Page<Bid>> {
    return listByUser(this.db, userId, query);
  }

  listLogEntries(userId: string, page: PageRequest): Promise<Page<BidLogEntry>> {
    return listLogEntries(this.db, userId, page);
  }

  async projectIdsWithBids(userId: string, projectIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set((await this.bidIdsByProject(userId, projectIds)).keys());
  }

  bidIdsByProject(userId: string, projectIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    return bidIdsByProject(this.db, userId, projectIds);
  }

  projectIdsWithBidsMany(
    userIds: readonly string[],
    projectIds: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    return projectIdsWithBidsMany(this.db, userIds, projectIds);
  }

  countPlacedSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, number>> {
    return countPlacedSinceMany(this.db, userIds, since);
  }

  countPlacedSince(userId: string, since: Date): Promise<number> {
    return countPlacedSince(this.db, userId, since);
  }

  recentProposals(userId: string, limit: number): Promise<readonly string[]> {
    return recentProposals(this.db, userId, limit);
  }

  countsByUser(userId: string): Promise<BidStatusCounts> {
    return countsByUser(this.db, userId);
  }

  countsAll(): Promise<BidStatusCounts> {
    return countsAll(this.db);
  }

  listAwaitingAward(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return listAwaitingAward(this.db, limit, after);
  }

  listAwaitingReply(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return listAwaitingReply(this.db, limit, after);
  }

  countsByDay(range: TimeRange): Promise<readonly DailyBidCount[]> {
    return countsByDay(this.db, range);
  }

  outcomesByDay(scope: RunCountScope, range: TimeRange): Promise<readonly DailyBidOutcomes[]> {
    return outcomesByDay(this.db, scope, range);
  }

  replyDelays(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly number[]> {
    return replyDelays(this.db, scope, range, limit);
  }

  skillOutcomes(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly SkillOutcome[]> {
    return skillOutcomes(this.db, scope, range, limit);
  }
}
