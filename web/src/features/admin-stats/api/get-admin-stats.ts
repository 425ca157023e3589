import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@contract/admin-stats';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const adminStatsKeys = {
  stats: ['admin', 'stats'] as const,
  daily: (days: number) => ['admin', 'stats', 'daily', days] as const,
};

/**
 * The spec reads stats.users and stats.bids; the health card and the bars are derived from them
 * here, and the bars' Other names its statuses from stats.bidsByStatus.
 */
export type AdminStats = Pick<AdminStatsResponse['stats'], 'users' | 'bids' | 'bidsByStatus'>;

export const getAdminStats = async (signal?: AbortSignal): Promise<AdminStats> =>
  (await api.call(endpoints.adminStats.stats, { signal })).stats;

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsKeys.stats, queryFn: ({ signal }) => getAdminStats(signal) });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
