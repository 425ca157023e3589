import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BidLogsResponse } from '@contract/bid-logs';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** The spec's page size: ten rows a page. */
export const BID_LOG_PAGE_SIZE = 10;

export const bidLogsKeys = {
  all: ['bid-logs'] as const,
  page: (page: number) => ['bid-logs', page] as const,
};

export const getBidLogs = (page: number, signal?: AbortSignal): Promise<BidLogsResponse> =>
  api.call(endpoints.bidding.logs, { query: { page, limit: BID_LOG_PAGE_SIZE }, signal });

export const bidLogsQueryOptions = (page: number) =>
  queryOptions({ queryKey: bidLogsKeys.page(page), queryFn: ({ signal }) => getBidLogs(page, signal) });

/** The page being read keeps the previous page on screen until it arrives. */
export const useBidLogs = (page: number) =>
  useQuery({ ...bidLogsQueryOptions(page), placeholderData: keepPreviousData });
