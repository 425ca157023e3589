import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileBody } from '@contract/search-profiles';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { BIDDING_SETTINGS_KEY, SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';
import type { SearchProfile } from './get-profiles';
import { refetchIfProfileDeleted } from './profile-deleted-elsewhere';

export const updateProfile = async (id: string, changes: UpdateProfileBody): Promise<ProfileResponse> =>
  api.call(endpoints.searchProfiles.update, { params: { id }, body: changes });

export interface ProfileChange {
  readonly id: string;
  readonly changes: UpdateProfileBody;
}

/**
 * PUT /api/bidding/profiles/:id. The answer replaces the profile in the cached list; a change to
 * the main profile is a change to the bidding settings, whose cache is then read again. A profile
 * deleted elsewhere goes to `onDeletedElsewhere` when given, else to `onFailed` like any refusal.
 */
export function useUpdateProfile(
  options: {
    readonly onSaved?: (profile: SearchProfile, message: string) => void;
    readonly onFailed?: (error: unknown) => void;
    readonly onDeletedElsewhere?: () => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: ProfileChange) => updateProfile(id, changes),
    onSuccess: async ({ profile, message }) => {
      queryClient.setQueryData(
        SEARCH_PROFILES_KEY,
        (cached: { profiles: readonly SearchProfile[]; max: number } | undefined) =>
          cached === undefined
            ? cached
            : { ...cached, profiles: cached.profiles.map((each) => (each.id === profile.id ? profile : each)) },
      );
      if (profile.id === MAIN_PROFILE_ID) await queryClient.invalidateQueries({ queryKey: BIDDING_SETTINGS_KEY });
      options.onSaved?.(profile, message);
    },
    onError: async (error) => {
      const deleted = await refetchIfProfileDeleted(queryClient, error);
      if (deleted && options.onDeletedElsewhere !== undefined) options.onDeletedElsewhere();
      else options.onFailed?.(error);
    },
  });
}
