import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDailyStatsResponse } from '@contract/admin-stats';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminStatsKeys } from './get-admin-stats';

/** How many UTC days the charts cover. */
export const CHART_DAYS = 30;

export const getDailyStats = async (days: number, signal?: AbortSignal): Promise<AdminDailyStatsResponse['days']> =>
  (await api.call(endpoints.adminStats.daily, { query: { days }, signal })).days;

/**
 * The dashboard prefetches the charts' data beside their lazy chunk; without a fresh window the chunk's mount would ask
 * again whenever the data came back before the chunk did. A day's figures move slowly, so a minute is plenty.
 */
export const DAILY_STATS_STALE_MS = 60_000;

export const dailyStatsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminStatsKeys.daily(days),
    queryFn: ({ signal }) => getDailyStats(days, signal),
    staleTime: DAILY_STATS_STALE_MS,
  });

export const useDailyStats = (days = CHART_DAYS) => useQuery(dailyStatsQueryOptions(days));
