import type { QueryClient } from '@tanstack/react-query';

/** Every read of the admin user screens, so a change can re-read what it touched. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (page: number, search: string) => ['admin-users', 'list', { page, search }] as const,
  details: (userId: string) => ['admin-users', 'details', userId] as const,
  bids: (userId: string) => ['admin-users', 'bids', userId] as const,
};

/** A change to one user shows on the list, their details and their bids alike. */
export const reloadUser = (queryClient: QueryClient, userId: string): Promise<unknown> =>
  Promise.all(
    [adminUsersKeys.lists, adminUsersKeys.details(userId), adminUsersKeys.bids(userId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
