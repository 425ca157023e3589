import { z } from 'zod';
import type { Bid } from '../../../core/domain/bidding/bid.js';
import type { BidListQuery } from '../../../core/ports/bid-repository.port.js';
import { decimal, optionalQuery, pageQuery, searchQuery } from './common.dto.js';

const BID_STATUSES = ['submitted', 'accepted', 'rejected', 'failed', 'pending'] as const;
const SORT_FIELDS = ['submittedAt', 'bidAmount'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;

/** GET /api/admin/users/:userId/bids (spec 001 §7, §9): 'all' or no status means every status. */
export const UserBidsQuery = z
  .strictObject({
    ...pageQuery(20),
    search: searchQuery,
    status: optionalQuery(z.enum(['all', ...BID_STATUSES] as const, { error: `status must be one of all, ${BID_STATUSES.join(', ')}` })),
    sortBy: optionalQuery(z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` })).default('submittedAt'),
    sortOrder: optionalQuery(z.enum(SORT_ORDERS, { error: `sortOrder must be one of ${SORT_ORDERS.join(', ')}` })).default('desc'),
  })
  .transform(({ status, ...rest }): BidListQuery => ({ ...rest, status: status === 'all' ? undefined : status }));

/** One bid as the admin screens show it (spec 001 §3 Bid), the amount as a decimal number. */
export const toAdminBidResponse = (bid: Bid) => ({
  _id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  bidAmount: decimal(bid.amountMinor),
  currency: bid.currency,
  submittedAt: bid.submittedAt.toISOString(),
  errorMessage: bid.errorMessage,
});
