import { http, HttpResponse } from 'msw';
import type { BidDetailResponse, BidDetailView } from '@contract/bid-detail';
import { apiUrl, errorResponse } from './handlers';

const answer = (bids: readonly BidDetailView[], bidId: unknown): Response => {
  const bid = bids.find((each) => each._id === bidId);
  return bid === undefined
    ? errorResponse(404, 'Bid not found', 'BID_NOT_FOUND')
    : HttpResponse.json<BidDetailResponse>({ success: true, bid });
};

/** GET /api/bidding/logs/:id over the user's own `bids`; any other id is not found. */
export const ownBidDetailHandler = (bids: readonly BidDetailView[]) =>
  http.get(apiUrl('/bidding/logs/:id'), ({ params }) => answer(bids, params.id));

/** GET /api/admin/users/:userId/bids/:bidId over `bids` of the user `userId`. */
export const userBidDetailHandler = (userId: string, bids: readonly BidDetailView[]) =>
  http.get(apiUrl('/admin/users/:userId/bids/:bidId'), ({ params }) =>
    params.userId === userId ? answer(bids, params.bidId) : errorResponse(404, 'User not found', 'USER_NOT_FOUND'),
  );
