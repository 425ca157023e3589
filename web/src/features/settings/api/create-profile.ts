import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CreateProfileBody } from '@contract/search-profiles';
import { endpoints } from '@contract/endpoints';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { api } from '@/lib/api-client';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';
import type { SearchProfile } from './get-profiles';
import { refetchIfProfileDeleted } from './profile-deleted-elsewhere';

export const createProfile = async (body: CreateProfileBody): Promise<SearchProfile> =>
  (await api.call(endpoints.searchProfiles.create, { body })).profile;

/**
 * POST /api/bidding/profiles; the dialog shows a refusal (the limit, a bad name) itself. When the
 * profile to copy was deleted by another tab or device, the profiles are read again, then
 * `onCopySourceDeleted` is told which one it was.
 */
export function useCreateProfile({
  onCreated,
  onCopySourceDeleted,
}: {
  readonly onCreated: (profile: SearchProfile) => void;
  readonly onCopySourceDeleted: (copyFrom: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY });
      toast.success(`Profile "${profile.name}" created`);
      onCreated(profile);
    },
    onError: async (error, { copyFrom = MAIN_PROFILE_ID }) => {
      if (await refetchIfProfileDeleted(queryClient, error)) onCopySourceDeleted(copyFrom);
    },
  });
}
