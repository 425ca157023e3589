import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { BidChange } from '../../../core/domain/bidding/bid-history.js';
import type { Bid, BidLogEntry, BidStatus, BidStatusCounts, NewBid } from '../../../core/domain/bidding/bid.js';
import { historyEntryFor, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import { fallbackUsdCents } from '../../../core/domain/bidding/bid-usd-value.js';
import {
  DAY_MS,
  utcDayOfIndex,
  type DailyBidCount,
  type TimeRange,
} from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { AwardCursor, BidListQuery, BidRepository } from '../../../core/ports/bid-repository.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import {
  BIDS,
  BID_EVENTS,
  BID_LOG_COLUMNS,
  bidDetailColumns,
  bidEventRow,
  bidLogRowOf,
  bidPatchRow,
  toBid,
  toBidEvent,
  toBidLogEntry,
  toCounts,
  type BidEventRow,
  type BidRow,
} from './knex-bid-rows.js';
import { isPostgres } from './knex-client.js';
import { selectRows, selectRowsValues } from './cached-statements-sqlite-client.js';
import { idBatches, num, pageOf, pageWindow, whereAmong, whereContains, type Db } from './knex-rows.js';

const SORT_COLUMNS = { submittedAt: 'submitted_at_ms', bidAmount: 'amount_usd_cents' } as const;
const USER_BID_COUNT = `select count(*) as n from ${BIDS} where user_id = ?`;
const USER_LOG_NEWEST_FIRST = `select ${BID_LOG_COLUMNS} from ${BIDS} where user_id = ? order by submitted_at_ms desc, id desc limit ? offset ?`;
/** Statuses of bids that never reached the marketplace. */
const UNPLACED: readonly BidStatus[] = ['failed', 'held'];
/** Statuses of bids whose proposal the marketplace took. */
const SENT: readonly BidStatus[] = ['submitted', 'replied', 'accepted', 'rejected'];
/** Statuses of placed bids the client has not decided on: what the award sync asks about. */
const AWAITING_AWARD: readonly BidStatus[] = ['submitted', 'replied'];

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
      .insert({
        id,
        user_id: bid.userId,
        project_id: bid.projectId,
        project_title: bid.projectTitle,
        project_url: bid.projectUrl,
        status: bid.status,
        amount_minor: bid.amountMinor,
        currency: bid.currency,
        amount_usd_cents: bid.amountUsdCents ?? fallbackUsdCents(bid.amountMinor, bid.currency),
        proposal: bid.proposal,
        marketplace_bid_id: bid.marketplaceBidId,
        error_message: bid.errorMessage,
        submitted_at_ms: bid.submittedAt.getTime(),
        replied_at_ms: bid.repliedAt?.getTime() ?? null,
        skills: JSON.stringify(bid.skills ?? []),
        updated_at_ms: this.clock.now().getTime(),
        ...bidDetailColumns(bid),
      })
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

  async listByUser(userId: string, query: BidListQuery): Promise<Page<Bid>> {
    const base = this.db(BIDS).select('*').where({ user_id: userId });
    whereContains(base, ['project_title', 'project_id'], query.search);
    if (query.status !== undefined) void base.where({ status: query.status });
    const order = query.sortOrder ?? 'desc';
    // Equal amounts show newest first in either direction, so a page boundary never splits them at random.
    const tie = query.sortBy === 'bidAmount' ? [{ column: 'submitted_at_ms', order: 'desc' as const }] : [];
    const sort = (q: Knex.QueryBuilder) =>
      q.orderBy([{ column: SORT_COLUMNS[query.sortBy ?? 'submittedAt'], order }, ...tie, { column: 'id', order }]);
    return pageOf(base, query, sort, toBid);
  }

  /**
   * Read on every visit and poll of the bid log: two fixed statements (selectRows), as building
   * them with knex costs more than running them, reading only the columns an entry holds (a
   * whole row's brief, match and skills cost more to read and parse than the rest of the page).
   */
  async listLogEntries(userId: string, page: PageRequest): Promise<Page<BidLogEntry>> {
    const { limit, offset } = pageWindow(page);
    const [countRow] = await selectRows<{ n: unknown }>(this.db, USER_BID_COUNT, [userId]);
    const rows = await selectRowsValues(this.db, USER_LOG_NEWEST_FIRST, [userId, limit, offset]);
    return { items: rows.map((values) => toBidLogEntry(bidLogRowOf(values))), total: num(countRow?.n) };
  }

  async projectIdsWithBids(userId: string, projectIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set((await this.bidIdsByProject(userId, projectIds)).keys());
  }

  async bidIdsByProject(userId: string, projectIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const found = new Map<string, string>();
    for (const batch of idBatches(this.db, projectIds)) {
      const rows = await whereAmong(this.db<BidRow>(BIDS).where({ user_id: userId }), 'project_id', batch).select(
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
  async projectIdsWithBidsMany(
    userIds: readonly string[],
    projectIds: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    const found = new Map<string, Set<string>>();
    if (userIds.length === 0) return found;
    const users = new Set(userIds);
    for (const batch of idBatches(this.db, projectIds)) {
      const rows = await whereAmong(this.db<BidRow>(BIDS), 'project_id', batch).select('user_id', 'project_id');
      for (const row of rows) {
        if (!users.has(row.user_id)) continue;
        const ids = found.get(row.user_id) ?? new Set<string>();
        ids.add(row.project_id);
        found.set(row.user_id, ids);
      }
    }
    return found;
  }

  async countPlacedSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, number>> {
    const counts = new Map<string, number>();
    for (const batch of idBatches(this.db, userIds)) {
      const rows = (await whereAmong(this.db(BIDS), 'user_id', batch)
        .andWhere('submitted_at_ms', '>=', since.getTime())
        .whereNotIn('status', UNPLACED)
        .select('user_id')
        .count({ n: '*' })
        .groupBy('user_id')) as { user_id: string; n: unknown }[];
      for (const row of rows) counts.set(row.user_id, num(row.n));
    }
    return counts;
  }

  async countPlacedSince(userId: string, since: Date): Promise<number> {
    const [row] = (await this.db(BIDS)
      .where({ user_id: userId })
      .andWhere('submitted_at_ms', '>=', since.getTime())
      .whereNotIn('status', UNPLACED)
      .count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }

  async recentProposals(userId: string, limit: number): Promise<readonly string[]> {
    const rows = await this.db<BidRow>(BIDS)
      .where({ user_id: userId })
      .whereIn('status', SENT)
      .andWhereNot({ proposal: '' })
      .orderBy([
        { column: 'submitted_at_ms', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(Math.max(0, limit))
      .select('proposal');
    return rows.map((row) => row.proposal);
  }

  async countsByUser(userId: string): Promise<BidStatusCounts> {
    return toCounts(
      await this.db(BIDS).where({ user_id: userId }).select('status').count({ n: '*' }).groupBy('status'),
    );
  }

  async countsAll(): Promise<BidStatusCounts> {
    return toCounts(await this.db(BIDS).select('status').count({ n: '*' }).groupBy('status'));
  }

  async listAwaitingAward(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return this.listPlacedAfter(AWAITING_AWARD, limit, after);
  }

  async listAwaitingReply(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return this.listPlacedAfter(['submitted'], limit, after);
  }

  /** Bids of `statuses` with a marketplace id, in (submittedAt, id) order after the cursor. */
  private async listPlacedAfter(
    statuses: readonly BidStatus[],
    limit: number,
    after: AwardCursor | undefined,
  ): Promise<readonly Bid[]> {
    const query = this.db<BidRow>(BIDS).whereIn('status', statuses).whereNotNull('marketplace_bid_id');
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

  /** Integer division of epoch ms gives the UTC day on both SQLite and Postgres, with no date functions of either. */
  async countsByDay(range: TimeRange): Promise<readonly DailyBidCount[]> {
    const day = `submitted_at_ms / ${DAY_MS}`;
    const rows = (await this.db(BIDS)
      .where('submitted_at_ms', '>=', range.from.getTime())
      .andWhere('submitted_at_ms', '<', range.to.getTime())
      .select(this.db.raw(`${day} as utc_day`), 'status')
      .count({ n: '*' })
      .groupByRaw(`${day}, status`)) as { utc_day: unknown; status: BidStatus; n: unknown }[];
    return rows.map((row) => ({ day: utcDayOfIndex(num(row.utc_day)), status: row.status, count: num(row.n) }));
  }

  /**
   * One grouped read over bids_user_submitted_idx (or the status index for everyone): each figure
   * is a sum of a 0/1 case, so the day's five counts come from one pass, on SQLite and Postgres alike.
   */
  async outcomesByDay(scope: RunCountScope, range: TimeRange): Promise<readonly DailyBidOutcomes[]> {
    const day = `submitted_at_ms / ${DAY_MS}`;
    const placed = SENT.map(() => '?').join(', ');
    const rows = (await this.inScope(scope, range)
      .select(this.db.raw(`${day} as utc_day`))
      .select(
        this.db.raw(`sum(case when status in (${placed}) then 1 else 0 end) as placed`, SENT),
        this.db.raw(
          `sum(case when replied_at_ms is not null and status in (${placed}) then 1 else 0 end) as replied`,
          SENT,
        ),
        this.db.raw(`sum(case when status = 'accepted' then 1 else 0 end) as awarded`),
        this.db.raw(`sum(case when status = 'failed' then 1 else 0 end) as refused`),
        this.db.raw(`sum(case when status = 'held' then 1 else 0 end) as held`),
      )
      .groupByRaw(day)) as {
      utc_day: unknown;
      placed: unknown;
      replied: unknown;
      awarded: unknown;
      refused: unknown;
      held: unknown;
    }[];
    return rows.map((row) => ({
      day: utcDayOfIndex(num(row.utc_day)),
      placed: num(row.placed),
      replied: num(row.replied),
      awarded: num(row.awarded),
      refused: num(row.refused),
      held: num(row.held),
    }));
  }

  async replyDelays(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly number[]> {
    const rows = (await this.inScope(scope, range)
      .whereNotNull('replied_at_ms')
      .whereIn('status', SENT)
      .orderBy([
        { column: 'submitted_at_ms', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(Math.max(0, limit))
      .select('submitted_at_ms', 'replied_at_ms')) as { submitted_at_ms: unknown; replied_at_ms: unknown }[];
    return rows.map((row) => num(row.replied_at_ms) - num(row.submitted_at_ms));
  }

  async skillOutcomes(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly SkillOutcome[]> {
    const rows = (await this.inScope(scope, range)
      .whereIn('status', SENT)
      .andWhereNot({ skills: '[]' })
      .orderBy([
        { column: 'submitted_at_ms', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(Math.max(0, limit))
      .select('skills', 'status')) as { skills: unknown; status: BidStatus }[];
    return rows.map((row) => ({ skills: skillNames(row.skills), awarded: row.status === 'accepted' }));
  }

  /** The scope's bids submitted within the range; a plan's (by id) are its current subscribers' (users.current_plan holds the slug). */
  private inScope(scope: RunCountScope, range: TimeRange): Knex.QueryBuilder {
    const query = this.db(BIDS)
      .where('submitted_at_ms', '>=', range.from.getTime())
      .andWhere('submitted_at_ms', '<', range.to.getTime());
    if (scope.kind === 'user') void query.where({ user_id: scope.userId });
    if (scope.kind === 'plan')
      void query.whereIn(
        'user_id',
        this.db('users')
          .select('id')
          .whereIn('current_plan', this.db('plans').where({ id: scope.planId }).select('slug')),
      );
    return query;
  }
}

/**
 * The column's JSON array of names, checked by hand: the funnel reads thousands of rows at once,
 * where a schema parse per row costs more than the query. Anything else is a storage bug.
 */
function skillNames(text: unknown): readonly string[] {
  const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : text;
  if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string'))
    throw new Error('bids.skills holds something other than a list of names');
  return parsed as string[];
}
