import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidDetailResponse } from '@contract/bid-detail';
import { api } from '@/lib/api-client';

export const bidDetailKeys = {
  own: (bidId: string) => ['bid-detail', bidId] as const,
  ofUser: (userId: string, bidId: string) => ['admin-bid-detail', userId, bidId] as const,
};

/** The signed-in user's own bid, whole. */
export const ownBidDetailQuery = (bidId: string) =>
  queryOptions({
    queryKey: bidDetailKeys.own(bidId),
    queryFn: ({ signal }) => api.get<BidDetailResponse>(`/bidding/logs/${encodeURIComponent(bidId)}`, { signal }),
  });

/** One user's bid, whole, as an admin reads it. */
export const userBidDetailQuery = (userId: string, bidId: string) =>
  queryOptions({
    queryKey: bidDetailKeys.ofUser(userId, bidId),
    queryFn: ({ signal }) => api.get<BidDetailResponse>(`/admin/users/${encodeURIComponent(userId)}/bids/${encodeURIComponent(bidId)}`, { signal }),
  });

export const useOwnBidDetail = (bidId: string) => useQuery(ownBidDetailQuery(bidId));
export const useUserBidDetail = (userId: string, bidId: string) => useQuery(userBidDetailQuery(userId, bidId));
