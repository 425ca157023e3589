import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MessageResponse } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';
import type { SearchProfile } from './get-profiles';
import { isProfileDeletedElsewhere, refetchIfProfileDeleted } from './profile-deleted-elsewhere';

export const PROFILE_DELETE_FAILED = 'Failed to delete the profile';

export const deleteProfile = (id: string): Promise<MessageResponse> =>
  api.call(endpoints.searchProfiles.delete, { params: { id } });

/**
 * DELETE /api/bidding/profiles/:id (never the main profile: the screen offers no Delete for it). A
 * profile another tab or device deleted first reads the profiles again, then tells `onDeletedElsewhere`.
 */
export function useDeleteProfile({
  onDeleted,
  onDeletedElsewhere,
}: {
  readonly onDeleted: () => void;
  readonly onDeletedElsewhere: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SearchProfile) => deleteProfile(profile.id),
    onSuccess: (_response, profile) => {
      toast.success(`Profile "${profile.name}" deleted`);
      onDeleted();
    },
    onError: async (error) => {
      if (await refetchIfProfileDeleted(queryClient, error)) onDeletedElsewhere();
      else toast.error(errorMessage(error, PROFILE_DELETE_FAILED));
    },
    // The profiles deleted elsewhere were read again already.
    onSettled: (_response, error) =>
      isProfileDeletedElsewhere(error) ? undefined : queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY }),
  });
}
