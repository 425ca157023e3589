import { useQuery } from '@tanstack/react-query';
import type { PlanResponse, PlansResponse } from '../../../../../contract/pricing';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './query-keys';

/**
 * GET /pricing/plans, in the server's display order. A failed read is an empty list: the page
 * still stands (with a friendly line) instead of an error screen.
 */
export async function getPlans(signal?: AbortSignal): Promise<readonly PlanResponse[]> {
  try {
    return (await api.get<PlansResponse>('/pricing/plans', { signal })).plans;
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return [];
  }
}

export const usePlans = () => useQuery({ queryKey: pricingKeys.plans, queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
