import type { Knex } from 'knex';
import type { BidStatus, BidStatusCounts } from '../../../core/domain/bidding/bid.js';
import {
  DAY_MS,
  utcDayOfIndex,
  type DailyBidCount,
  type TimeRange,
} from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import { SENT_BID_STATUSES } from '../../../core/domain/bidding/bid.js';
import { BIDS, toCounts } from './knex-bid-rows.js';
import { num, type Db } from './knex-rows.js';

/** The bid counts of the dashboards and the funnel's bid figures, each one grouped read. */

export async function countsByUser(db: Db, userId: string): Promise<BidStatusCounts> {
  return toCounts(await db(BIDS).where({ user_id: userId }).select('status').count({ n: '*' }).groupBy('status'));
}

export async function countsAll(db: Db): Promise<BidStatusCounts> {
  return toCounts(await db(BIDS).select('status').count({ n: '*' }).groupBy('status'));
}

/** Integer division of epoch ms gives the UTC day on both SQLite and Postgres, with no date functions of either. */
export async function countsByDay(db: Db, range: TimeRange): Promise<readonly DailyBidCount[]> {
  const day = `submitted_at_ms / ${DAY_MS}`;
  const rows = (await db(BIDS)
    .where('submitted_at_ms', '>=', range.from.getTime())
    .andWhere('submitted_at_ms', '<', range.to.getTime())
    .select(db.raw(`${day} as utc_day`), 'status')
    .count({ n: '*' })
    .groupByRaw(`${day}, status`)) as { utc_day: unknown; status: BidStatus; n: unknown }[];
  return rows.map((row) => ({ day: utcDayOfIndex(num(row.utc_day)), status: row.status, count: num(row.n) }));
}

interface OutcomesRow {
  utc_day: unknown;
  placed: unknown;
  replied: unknown;
  awarded: unknown;
  refused: unknown;
  held: unknown;
  declined: unknown;
}

/**
 * One grouped read over bids_user_submitted_idx (or the status index for everyone): each figure
 * is a sum of a 0/1 case, so the day's six counts come from one pass, on SQLite and Postgres alike.
 */
export async function outcomesByDay(
  db: Db,
  scope: RunCountScope,
  range: TimeRange,
): Promise<readonly DailyBidOutcomes[]> {
  const day = `submitted_at_ms / ${DAY_MS}`;
  const placed = SENT_BID_STATUSES.map(() => '?').join(', ');
  const rows = (await inScope(db, scope, range)
    .select(db.raw(`${day} as utc_day`))
    .select(
      db.raw(`sum(case when status in (${placed}) then 1 else 0 end) as placed`, SENT_BID_STATUSES),
      db.raw(
        `sum(case when replied_at_ms is not null and status in (${placed}) then 1 else 0 end) as replied`,
        SENT_BID_STATUSES,
      ),
      db.raw(`sum(case when status = 'accepted' then 1 else 0 end) as awarded`),
      db.raw(`sum(case when status = 'failed' then 1 else 0 end) as refused`),
      db.raw(`sum(case when status = 'held' then 1 else 0 end) as held`),
      db.raw(`sum(case when status = 'declined' then 1 else 0 end) as declined`),
    )
    .groupByRaw(day)) as OutcomesRow[];
  return rows.map((row) => ({
    day: utcDayOfIndex(num(row.utc_day)),
    placed: num(row.placed),
    replied: num(row.replied),
    awarded: num(row.awarded),
    refused: num(row.refused),
    held: num(row.held),
    declined: num(row.declined),
  }));
}

export async function replyDelays(
  db: Db,
  scope: RunCountScope,
  range: TimeRange,
  limit: number,
): Promise<readonly number[]> {
  const rows = (await inScope(db, scope, range)
    .whereNotNull('replied_at_ms')
    .whereIn('status', SENT_BID_STATUSES)
    .orderBy([
      { column: 'submitted_at_ms', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(Math.max(0, limit))
    .select('submitted_at_ms', 'replied_at_ms')) as { submitted_at_ms: unknown; replied_at_ms: unknown }[];
  return rows.map((row) => num(row.replied_at_ms) - num(row.submitted_at_ms));
}

export async function skillOutcomes(
  db: Db,
  scope: RunCountScope,
  range: TimeRange,
  limit: number,
): Promise<readonly SkillOutcome[]> {
  const rows = (await inScope(db, scope, range)
    .whereIn('status', SENT_BID_STATUSES)
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
function inScope(db: Db, scope: RunCountScope, range: TimeRange): Knex.QueryBuilder {
  const query = db(BIDS)
    .where('submitted_at_ms', '>=', range.from.getTime())
    .andWhere('submitted_at_ms', '<', range.to.getTime());
  if (scope.kind === 'user') void query.where({ user_id: scope.userId });
  if (scope.kind === 'plan')
    void query.whereIn(
      'user_id',
      db('users')
        .select('id')
        .whereIn('current_plan', db('plans').where({ id: scope.planId }).select('slug')),
    );
  return query;
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
