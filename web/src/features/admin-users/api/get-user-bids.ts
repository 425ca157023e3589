import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserBidsQuery, UserBidsResponse } from '@contract/admin-users';
import { endpoints } from '@contract/endpoints';
import { BID_STATUSES, type BidStatus } from '@core/domain/bidding/bid';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** Twenty bids a page. */
export const USER_BIDS_PAGE_SIZE = 20;

type FilteredStatus = Exclude<BidStatus, 'pending'>;

/**
 * 'all', then the core's statuses in their order but 'pending': the spec's with 'replied' (the client wrote first),
 * 'held' (a proposal the guard kept back) and 'declined' (a review draft the user rejected or let expire); the API
 * accepts each.
 */
export const BID_STATUS_FILTERS = [
  'all',
  ...BID_STATUSES.filter((status): status is FilteredStatus => status !== 'pending'),
] as const satisfies readonly NonNullable<UserBidsQuery['status']>[];
export type BidStatusFilter = 'all' | FilteredStatus;

/** The sort select's choices and the sortBy/sortOrder each sends; highest and lowest compare USD values on the server. */
export const BID_SORTS = {
  newest: { sortBy: 'submittedAt', sortOrder: 'desc' },
  oldest: { sortBy: 'submittedAt', sortOrder: 'asc' },
  highest: { sortBy: 'bidAmount', sortOrder: 'desc' },
  lowest: { sortBy: 'bidAmount', sortOrder: 'asc' },
} as const;
export type BidSort = keyof typeof BID_SORTS;

export interface UserBidsFilter {
  readonly page: number;
  readonly search: string;
  readonly status: BidStatusFilter;
  readonly sort: BidSort;
}

/** `status` is left out for 'all', `search` when empty. */
export function userBidsQuery({ page, search, status, sort }: UserBidsFilter) {
  return {
    page,
    limit: USER_BIDS_PAGE_SIZE,
    search: search === '' ? undefined : search,
    status: status === 'all' ? undefined : status,
    ...BID_SORTS[sort],
  };
}

export const getUserBids = (userId: string, filter: UserBidsFilter, signal?: AbortSignal): Promise<UserBidsResponse> =>
  api.call(endpoints.adminUsers.bids, { params: { userId }, query: userBidsQuery(filter), signal });

export const useUserBids = (userId: string, filter: UserBidsFilter) =>
  useQuery({
    queryKey: [...adminUsersKeys.bids(userId), filter],
    queryFn: ({ signal }) => getUserBids(userId, filter, signal),
    placeholderData: keepPreviousData,
  });
