import toast from 'react-hot-toast';
import { useChangeUserStatus, type UserStatusChange } from '../api/change-user-status';

export const STATUS_UPDATED = 'User status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update user status';

/** One row control's change: a one-field PATCH, told with the spec's toasts. */
export function useUserStatusChange(): (userId: string, change: UserStatusChange) => void {
  const { mutate } = useChangeUserStatus();
  return (userId, change) =>
    mutate(
      { userId, change },
      {
        onSuccess: () => void toast.success(STATUS_UPDATED),
        onError: () => void toast.error(STATUS_UPDATE_FAILED),
      },
    );
}
