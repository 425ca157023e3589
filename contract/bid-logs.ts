import { z } from 'zod';
import type { BidLogEntry } from '../core/domain/bidding/bid.js';
import { decimal, pageQuery, pagination } from './common.js';

const BID_LOG_PAGE_SIZE = 10;

/** GET /api/bidding/logs?page={n}&limit=10. */
export const BidLogsQuery = z.strictObject({
  ...pageQuery(BID_LOG_PAGE_SIZE),
});
export type BidLogsQuery = z.input<typeof BidLogsQuery>;

/**
 * A bid as the screens list it (the admin's bid table among them); the amount is the decimal number
 * of its minor units, for an hourly project (`projectType`) a rate per hour. `projectType` is null
 * for bids logged before their project was kept, as the bid detail's `project` is.
 */
export const toBidResponse = (bid: BidLogEntry) => ({
  _id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  bidAmount: decimal(bid.amountMinor),
  currency: bid.currency,
  submittedAt: bid.submittedAt.toISOString(),
  errorMessage: bid.errorMessage,
  projectType: bid.projectType,
});

/**
 * One row of the user's own bid log: the bid and the proposal that was sent. Added onto the fresh
 * response rather than spread into a copy, which cost more than building the row (a polled list).
 */
export const toBidLogResponse = (bid: BidLogEntry) => Object.assign(toBidResponse(bid), { proposal: bid.proposal });

export type BidLogResponse = ReturnType<typeof toBidLogResponse>;

/** The bid log's pagination: current, pages, total (no limit on this screen). */
export const bidLogPagination = (page: number, limit: number, total: number) => {
  const { current, pages } = pagination(page, limit, total);
  return { current, pages, total };
};

/** GET /api/bidding/logs. */
export interface BidLogsResponse {
  readonly success: true;
  readonly logs: readonly BidLogResponse[];
  readonly pagination: ReturnType<typeof bidLogPagination>;
}
