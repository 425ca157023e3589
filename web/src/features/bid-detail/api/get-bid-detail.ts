import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const bidDetailKeys = {
  own: (bidId: string) => ['bid-detail', bidId] as const,
  ofUser: (userId: string, bidId: string) => ['admin-bid-detail', userId, bidId] as const,
};

/** The signed-in user's own bid, whole. */
export const ownBidDetailQuery = (bidId: string) =>
  queryOptions({
    queryKey: bidDetailKeys.own(bidId),
    queryFn: ({ signal }) => api.call(endpoints.bidding.log, { params: { id: bidId }, signal }),
  });

/** One user's bid, whole, as an admin reads it. */
export const userBidDetailQuery = (userId: string, bidId: string) =>
  queryOptions({
    queryKey: bidDetailKeys.ofUser(userId, bidId),
    queryFn: ({ signal }) => api.call(endpoints.adminUsers.bid, { params: { userId, bidId }, signal }),
  });

export const useOwnBidDetail = (bidId: string) => useQuery(ownBidDetailQuery(bidId));
export const useUserBidDetail = (userId: string, bidId: string) => useQuery(userBidDetailQuery(userId, bidId));
