import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFunnelResponse, FunnelResponse } from '@contract/analytics';
import { FUNNEL_WINDOWS, isFunnelWindow, DEFAULT_FUNNEL_WINDOW, type FunnelWindow } from '@core/domain/stats/funnel';
import { api } from '@/lib/api-client';

export { FUNNEL_WINDOWS, DEFAULT_FUNNEL_WINDOW, type FunnelWindow };

/** `?days=` of the page's address as a window; anything else is the default 30. */
export const windowFromSearch = (value: string | null): FunnelWindow => {
  const days = Number(value);
  return value !== null && isFunnelWindow(days) ? days : DEFAULT_FUNNEL_WINDOW;
};

export const funnelKeys = {
  own: (days: FunnelWindow) => ['analytics', 'funnel', days] as const,
  admin: (days: FunnelWindow, plan: string | null) => ['analytics', 'admin-funnel', days, plan] as const,
};

/** A day's figures move slowly; a minute keeps the screen from asking again on every focus. */
const FUNNEL_STALE_MS = 60_000;

export const funnelQueryOptions = (days: FunnelWindow) =>
  queryOptions({
    queryKey: funnelKeys.own(days),
    queryFn: async ({ signal }) => (await api.get<FunnelResponse>(`/analytics/funnel?days=${days}`, { signal })).funnel,
    staleTime: FUNNEL_STALE_MS,
  });

export const useFunnel = (days: FunnelWindow) => useQuery(funnelQueryOptions(days));

export const useAdminFunnel = (days: FunnelWindow, plan: string | null) =>
  useQuery({
    queryKey: funnelKeys.admin(days, plan),
    queryFn: async ({ signal }) => {
      const query = plan === null ? `days=${days}` : `days=${days}&plan=${encodeURIComponent(plan)}`;
      return api.get<AdminFunnelResponse>(`/admin/analytics/funnel?${query}`, { signal });
    },
    staleTime: FUNNEL_STALE_MS,
  });
