import { z } from 'zod';
import type { Bid } from '../../../core/domain/bidding/bid.js';
import { formatMinor } from '../../../core/domain/money/minor-units.js';

const BID_LOG_PAGE_SIZE = 10;

/** Empty query values (`page=`) mean the default. */
const whole = (field: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`)
      .optional(),
  );

/** GET /api/bidding/logs?page={n}&limit=10. */
export const BidLogsQuery = z.strictObject({
  page: whole('page', 1, 1_000_000).transform((page) => page ?? 1),
  limit: whole('limit', 1, 100).transform((limit) => limit ?? BID_LOG_PAGE_SIZE),
});

/** One bid log row (spec 000 §3 Bid log); the amount is the decimal number of its minor units. */
export const toBidLogResponse = (bid: Bid) => ({
  _id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  bidAmount: Number(formatMinor(bid.amountMinor)),
  currency: bid.currency,
  proposal: bid.proposal,
  submittedAt: bid.submittedAt.toISOString(),
  errorMessage: bid.errorMessage,
});

/** pages is 0 when there are no bids: the screen shows its empty state instead of 'Page 1 of 1'. */
export const bidLogPagination = (page: number, limit: number, total: number) => ({ current: page, pages: Math.ceil(total / limit), total });
