import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUserResponse } from '@contract/admin-users';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

export const deleteUser = (userId: string): Promise<DeleteUserResponse> =>
  api.call(endpoints.adminUsers.delete, { params: { id: userId } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, userId) => {
      queryClient.removeQueries({ queryKey: adminUsersKeys.details(userId) });
      queryClient.removeQueries({ queryKey: adminUsersKeys.bids(userId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists }),
  });
}
