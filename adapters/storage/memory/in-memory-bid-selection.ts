import {
  AWAITING_AWARD_BID_STATUSES,
  SENT_BID_STATUSES,
  UNPLACED_BID_STATUSES,
  type Bid,
  type BidStatus,
} from '../../../core/domain/bidding/bid.js';
import type { MemoryTables } from './memory-tables.js';

/** Which bids a read takes: a user's, those placed since a time, those of a kind of status. */

/** Statuses of bids that never reached the marketplace. */
const UNPLACED: ReadonlySet<BidStatus> = new Set(UNPLACED_BID_STATUSES);
/** Statuses of bids whose proposal the marketplace took. */
export const SENT: ReadonlySet<BidStatus> = new Set(SENT_BID_STATUSES);
/** Statuses of placed bids the client has not decided on: what the award sync asks about. */
export const AWAITING_AWARD: ReadonlySet<BidStatus> = new Set(AWAITING_AWARD_BID_STATUSES);

export const isPlacedSince = (bid: Bid, since: Date): boolean =>
  !UNPLACED.has(bid.status) && bid.submittedAt.getTime() >= since.getTime();

export const bidsOfUser = (tables: MemoryTables, userId: string): Bid[] =>
  [...tables.bids.values()].filter((bid) => bid.userId === userId);
