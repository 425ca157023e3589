import { useQuery } from '@tanstack/react-query';
import type { GetUserDetailsResponse } from '@contract/admin-users';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

export const getUserDetails = (userId: string, signal?: AbortSignal): Promise<GetUserDetailsResponse> =>
  api.call(endpoints.adminUsers.details, { params: { userId }, signal });

export const useUserDetails = (userId: string) =>
  useQuery({ queryKey: adminUsersKeys.details(userId), queryFn: ({ signal }) => getUserDetails(userId, signal) });
