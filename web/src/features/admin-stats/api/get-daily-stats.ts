import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDailyStatsResponse } from '../../../../../contract/admin-stats';
import { api } from '../../../lib/api-client';
import { adminStatsKeys } from './get-admin-stats';

/** How many UTC days the charts cover. */
export const CHART_DAYS = 30;

export const getDailyStats = async (days: number, signal?: AbortSignal): Promise<AdminDailyStatsResponse['days']> =>
  (await api.get<AdminDailyStatsResponse>(`/admin/stats/daily?days=${days}`, { signal })).days;

export const dailyStatsQueryOptions = (days: number) => queryOptions({ queryKey: adminStatsKeys.daily(days), queryFn: ({ signal }) => getDailyStats(days, signal) });

export const useDailyStats = (days = CHART_DAYS) => useQuery(dailyStatsQueryOptions(days));
