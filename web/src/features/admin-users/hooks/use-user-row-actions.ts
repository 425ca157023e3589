import toast from 'react-hot-toast';
import { isApiError } from '@/lib/api-error';
import { useChangeUserStatus, type UserStatusChange } from '../api/change-user-status';

export const STATUS_UPDATED = 'User status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update user status';

/**
 * The spec's toast for a refused change, but the server's own words when it refused to take away
 * the last enabled admin: the admin needs to know why and what to do instead.
 */
const refusalText = (error: unknown): string =>
  isApiError(error) && error.errorCode === 'LAST_ADMIN' && error.message !== '' ? error.message : STATUS_UPDATE_FAILED;

/** One row control's change: a one-field PATCH, told with the spec's toasts. */
export function useUserStatusChange(): (userId: string, change: UserStatusChange) => void {
  const { mutate } = useChangeUserStatus();
  return (userId, change) =>
    mutate(
      { userId, change },
      {
        onSuccess: () => void toast.success(STATUS_UPDATED),
        onError: (error) => void toast.error(refusalText(error)),
      },
    );
}
