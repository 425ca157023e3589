import { useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '../../../../../contract/pricing';
import { api } from '../../../lib/api-client';
import { adminUsersKeys } from './query-keys';

export const getPlanOptions = (signal?: AbortSignal): Promise<PlansResponse> => api.get<PlansResponse>('/pricing/plans', { signal });

/** The plans a user can be assigned: the row's plan selector beside 'No Plan'. */
export const usePlanOptions = () => useQuery({ queryKey: adminUsersKeys.planOptions, queryFn: ({ signal }) => getPlanOptions(signal) });
