import { z } from 'zod';
import { BID_EVENT_KINDS, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import { toDate } from './knex-rows.js';

export const BID_EVENTS = 'bid_events';

export interface BidEventRow {
  readonly seq: unknown;
  readonly bid_id: string;
  readonly user_id: string;
  readonly kind: string;
  readonly at_ms: unknown;
  readonly detail: string | null;
}

const EventKind = z.enum(BID_EVENT_KINDS);

export const bidEventRow = (event: BidEvent): Omit<BidEventRow, 'seq'> => ({
  bid_id: event.bidId,
  user_id: event.userId,
  kind: event.kind,
  at_ms: event.at.getTime(),
  detail: event.detail,
});

export const toBidEvent = (row: BidEventRow): BidEvent => ({
  bidId: row.bid_id,
  userId: row.user_id,
  kind: EventKind.parse(row.kind),
  at: toDate(row.at_ms),
  detail: row.detail,
});
