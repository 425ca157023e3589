import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { BIDDING_SETTINGS_KEY, type BiddingSettings } from '@/lib/bidding-settings';
import { PRODUCT } from '@core/domain/config';

export const skillsSynced = (count: number): string => `Successfully synced ${count} skills from ${PRODUCT.host}!`;
export const SKILLS_SYNC_FAILED = `Failed to sync skills from ${PRODUCT.host}`;

/** POST /api/users/syncskills: the server replaces the skills with the Freelancer profile's; the cache follows. */
export function useSyncSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.profile.syncSkills),
    onSuccess: ({ skills, skillsCount }) => {
      queryClient.setQueryData<BiddingSettings>(BIDDING_SETTINGS_KEY, (current) =>
        current === undefined ? current : { ...current, skills: [...skills] },
      );
      toast.success(skillsSynced(skillsCount));
    },
    onError: (error) => toast.error(errorMessage(error, SKILLS_SYNC_FAILED)),
  });
}
