import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CreateProfileBody } from '@contract/search-profiles';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';
import type { SearchProfile } from './get-profiles';

export const createProfile = async (body: CreateProfileBody): Promise<SearchProfile> =>
  (await api.call(endpoints.searchProfiles.create, { body })).profile;

/** POST /api/bidding/profiles; the dialog shows a refusal (the limit, a bad name) itself. */
export function useCreateProfile({ onCreated }: { readonly onCreated: (profile: SearchProfile) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY });
      toast.success(`Profile "${profile.name}" created`);
      onCreated(profile);
    },
  });
}
