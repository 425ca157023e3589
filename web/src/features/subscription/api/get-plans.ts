import { useQuery } from '@tanstack/react-query';
import type { PlanResponse, PlansResponse } from '../../../../../contract/pricing';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export const getPlans = (signal?: AbortSignal): Promise<PlansResponse> => api.get<PlansResponse>('/pricing/plans', { signal });

/**
 * The plans, to name the user's plan by its slug and tell unlimited ones. Without them the screen
 * still works: names fall back to the slug, so a failure stays silent (an empty list, as the
 * pricing call's failure is meant to read).
 */
export function usePlans() {
  const query = useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
  const plans: readonly PlanResponse[] = query.data?.plans ?? [];
  return { plans, isPending: query.isPending };
}
