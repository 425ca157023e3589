import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '@contract/admin-users';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** Ten users a page. */
export const USERS_PAGE_SIZE = 10;

export const getUsers = (page: number, search: string, signal?: AbortSignal): Promise<UsersResponse> => {
  return api.call(endpoints.adminUsers.list, {
    query: { page, limit: USERS_PAGE_SIZE, search: search === '' ? undefined : search },
    signal,
  });
};

export const usersQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: adminUsersKeys.list(page, search),
    queryFn: ({ signal }) => getUsers(page, search, signal),
  });

/** The page being read keeps the previous one on screen until it arrives. */
export const useUsers = (page: number, search: string) =>
  useQuery({ ...usersQueryOptions(page, search), placeholderData: keepPreviousData });
