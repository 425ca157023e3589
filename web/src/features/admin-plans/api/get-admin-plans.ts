import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlansResponse } from '@contract/admin-plans';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export type AdminPlan = AdminPlansResponse['plans'][number];

export const adminPlansKey = ['admin', 'plans'] as const;

export const getAdminPlans = async (signal?: AbortSignal): Promise<readonly AdminPlan[]> =>
  (await api.call(endpoints.adminPlans.list, { signal })).plans;

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: adminPlansKey, queryFn: ({ signal }) => getAdminPlans(signal) });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
