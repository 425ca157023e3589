import type { Knex } from 'knex';
import type { Bid, BidLogEntry } from '../../../core/domain/bidding/bid.js';
import type { BidListQuery } from '../../../core/ports/bid-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { BIDS, BID_LOG_COLUMNS, bidLogRowOf, toBid, toBidLogEntry } from './knex-bid-rows.js';
import { selectRows, selectRowsValues } from './fixed-sql-reads.js';
import { num, pageOf, pageWindow, whereContains, type Db } from './knex-rows.js';

/** A user's bids a page at a time: the searchable, sortable list, and the bid log. */

const SORT_COLUMNS = { submittedAt: 'submitted_at_ms', bidAmount: 'amount_usd_cents' } as const;
const USER_BID_COUNT = `select count(*) as n from ${BIDS} where user_id = ?`;
const USER_LOG_NEWEST_FIRST = `select ${BID_LOG_COLUMNS} from ${BIDS} where user_id = ? order by submitted_at_ms desc, id desc limit ? offset ?`;

export async function listByUser(db: Db, userId: string, query: BidListQuery): Promise<Page<Bid>> {
  const base = db(BIDS).select('*').where({ user_id: userId });
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
export async function listLogEntries(db: Db, userId: string, page: PageRequest): Promise<Page<BidLogEntry>> {
  const { limit, offset } = pageWindow(page);
  const [countRow] = await selectRows<{ n: unknown }>(db, USER_BID_COUNT, [userId]);
  const rows = await selectRowsValues(db, USER_LOG_NEWEST_FIRST, [userId, limit, offset]);
  return { items: rows.map((values) => toBidLogEntry(bidLogRowOf(values))), total: num(countRow?.n) };
}
