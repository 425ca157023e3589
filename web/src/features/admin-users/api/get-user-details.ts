import { useQuery } from '@tanstack/react-query';
import type { GetUserDetailsResponse } from '@contract/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

export const getUserDetails = (userId: string, signal?: AbortSignal): Promise<GetUserDetailsResponse> =>
  api.get<GetUserDetailsResponse>(`/admin/users/${encodeURIComponent(userId)}`, { signal });

export const useUserDetails = (userId: string) => useQuery({ queryKey: adminUsersKeys.details(userId), queryFn: ({ signal }) => getUserDetails(userId, signal) });
