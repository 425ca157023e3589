import { z } from 'zod';
import type { Bid } from '../../../core/domain/bidding/bid.js';
import { decimal, pageQuery, pagination } from './common.dto.js';

const BID_LOG_PAGE_SIZE = 10;

/** GET /api/bidding/logs?page={n}&limit=10. */
export const BidLogsQuery = z.strictObject({
  ...pageQuery(BID_LOG_PAGE_SIZE),
});

/** One bid log row (spec 000 §3 Bid log); the amount is the decimal number of its minor units. */
export const toBidLogResponse = (bid: Bid) => ({
  _id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  bidAmount: decimal(bid.amountMinor),
  currency: bid.currency,
  proposal: bid.proposal,
  submittedAt: bid.submittedAt.toISOString(),
  errorMessage: bid.errorMessage,
});

/** Spec 000 §3 Pagination: current, pages, total (no limit on this screen). */
export const bidLogPagination = (page: number, limit: number, total: number) => {
  const { current, pages } = pagination(page, limit, total);
  return { current, pages, total };
};
