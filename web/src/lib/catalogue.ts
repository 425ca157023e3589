import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AddonResponse, PlanResponse } from '@contract/pricing';
import { endpoints } from '@contract/endpoints';
import { api } from './api-client';

/** What is on sale: read by the pricing page, the subscription screen and the admin's plan selector. */
export const catalogueKeys = {
  plans: ['catalogue', 'plans'] as const,
  addons: ['catalogue', 'addons'] as const,
};

const CATALOGUE_STALE_MS = 5 * 60_000;

/** GET /pricing/plans, in the server's display order. */
export const getPlans = async (signal?: AbortSignal): Promise<readonly PlanResponse[]> =>
  (await api.call(endpoints.pricing.plans, { signal })).plans;

/** GET /pricing/addons: the one-time bid packs. */
export const getAddons = async (signal?: AbortSignal): Promise<readonly AddonResponse[]> =>
  (await api.call(endpoints.pricing.addons, { signal })).addons;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.plans,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export const addonsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.addons,
    queryFn: ({ signal }) => getAddons(signal),
    staleTime: CATALOGUE_STALE_MS,
  });

const NO_PLANS: readonly PlanResponse[] = [];

/**
 * The plans; undefined while the first read is under way. A failed read is an empty list: every
 * screen that shows plans still stands without them (the pricing page says so in a friendly line).
 */
export function usePlans(): readonly PlanResponse[] | undefined {
  const query = useQuery(plansQueryOptions());
  return query.isError ? NO_PLANS : query.data;
}

export const useAddons = () => useQuery(addonsQueryOptions());

/** After an admin changes the plans, every screen reads them again. */
export const reloadPlans = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: catalogueKeys.plans });
