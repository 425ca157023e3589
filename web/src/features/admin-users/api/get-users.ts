import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '@contract/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** Ten users a page. */
export const USERS_PAGE_SIZE = 10;

export const getUsers = (page: number, search: string, signal?: AbortSignal): Promise<UsersResponse> => {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (search !== '') query.set('search', search);
  return api.get<UsersResponse>(`/admin/users?${query.toString()}`, { signal });
};

export const usersQueryOptions = (page: number, search: string) =>
  queryOptions({ queryKey: adminUsersKeys.list(page, search), queryFn: ({ signal }) => getUsers(page, search, signal) });

/** The page being read keeps the previous one on screen until it arrives. */
export const useUsers = (page: number, search: string) => useQuery({ ...usersQueryOptions(page, search), placeholderData: keepPreviousData });
