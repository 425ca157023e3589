import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeUserStatusResponse, UsersResponse } from '@contract/admin-users';
import type { SubscriptionStatus } from '@core/domain/users/user';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminUsersKeys, reloadUser } from './query-keys';

/** Exactly one field per request, as the API insists; a null plan is 'No Plan'. */
export type UserStatusChange =
  | { readonly subscriptionStatus: SubscriptionStatus }
  | { readonly subscriptionPlan: string | null }
  | { readonly isActive: boolean };

export const changeUserStatus = (userId: string, change: UserStatusChange): Promise<ChangeUserStatusResponse> =>
  api.call(endpoints.adminUsers.changeStatus, { params: { id: userId }, body: change });

/**
 * Not optimistic: a row shows only what the server accepted. The answer's user replaces the row at
 * once, and the lists are re-read after every attempt, refused or not.
 */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { readonly userId: string; readonly change: UserStatusChange }) =>
      changeUserStatus(userId, change),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<UsersResponse>({ queryKey: adminUsersKeys.lists }, (list) =>
        list === undefined ? list : { ...list, users: list.users.map((row) => (row._id === user._id ? user : row)) },
      );
    },
    onSettled: (_data, _error, { userId }) => reloadUser(queryClient, userId),
  });
}
