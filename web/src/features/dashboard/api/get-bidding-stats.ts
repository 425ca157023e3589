import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BiddingStatsResponse } from '@contract/bidding';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { dashboardKeys, pollWhile } from './query-keys';

export const getBiddingStats = async (signal?: AbortSignal): Promise<BiddingStatsResponse['stats']> =>
  (await api.call(endpoints.bidding.stats, { signal })).stats;

export const biddingStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats, queryFn: ({ signal }) => getBiddingStats(signal) });

export const useBiddingStats = (polling: boolean) =>
  useQuery({ ...biddingStatsQueryOptions(), refetchInterval: pollWhile(polling) });
