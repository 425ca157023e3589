import type { BidEvent } from '../../domain/bidding/bid-history.js';
import type { Bid } from '../../domain/bidding/bid.js';
import { notFound } from '../../domain/errors.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';
import { findUserOrFail } from '../admin/users/admin-user-view.js';

/** One bid, whole: the row with the project and match kept at bid time, and its status history. */
export interface BidDetail {
  readonly bid: Bid;
  readonly history: readonly BidEvent[];
}

/**
 * A bid of `userId`'s, or BID_NOT_FOUND: another user's bid answers exactly as an unknown id, so
 * the answer never says that a bid exists (docs/design.md#bid-detail).
 */
export async function getBidDetail(bids: Pick<BidRepository, 'findById' | 'history'>, userId: string, bidId: string): Promise<BidDetail> {
  const bid = await bids.findById(bidId);
  if (bid === null || bid.userId !== userId) throw notFound('BID_NOT_FOUND', 'Bid');
  return { bid, history: await bids.history(bid.id) };
}

/** The admin's view of one user's bid: USER_NOT_FOUND for an unknown user, then as getBidDetail. */
export async function getUserBidDetail(
  repositories: { readonly users: Pick<UserRepository, 'findById'>; readonly bids: Pick<BidRepository, 'findById' | 'history'> },
  userId: string,
  bidId: string,
): Promise<BidDetail> {
  const user = await findUserOrFail(repositories.users, userId);
  return getBidDetail(repositories.bids, user.id, bidId);
}

/** Any user's bid, by its id alone: the operator's view from the CLI (`bids show`). */
export async function getAnyBidDetail(bids: Pick<BidRepository, 'findById' | 'history'>, bidId: string): Promise<BidDetail> {
  const bid = await bids.findById(bidId);
  if (bid === null) throw notFound('BID_NOT_FOUND', 'Bid');
  return { bid, history: await bids.history(bid.id) };
}
