import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { FreelancerProfileBody, SaveFreelancerProfileResponse } from '@contract/profile';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { PRODUCT } from '@core/domain/config';
import { FREELANCER_PROFILE_KEY } from '@/lib/freelancer-profile';

export const FREELANCER_PROFILE_SAVED = `${PRODUCT.host} profile updated successfully!`;
export const FREELANCER_PROFILE_SAVE_FAILED = `Failed to save ${PRODUCT.host} profile`;

/** The token is trimmed before it is sent (a pasted token often carries a newline). */
export const saveFreelancerProfile = (oauthToken: string): Promise<SaveFreelancerProfileResponse> =>
  api.put<SaveFreelancerProfileResponse>('/users/freelancer-profile', { oauthToken: oauthToken.trim() } satisfies FreelancerProfileBody);

/** PUT /api/users/freelancer-profile, then the profile is read again so the screen shows what was stored. */
export function useSaveFreelancerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFreelancerProfile,
    onSuccess: async () => {
      toast.success(FREELANCER_PROFILE_SAVED);
      await queryClient.invalidateQueries({ queryKey: FREELANCER_PROFILE_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, FREELANCER_PROFILE_SAVE_FAILED)),
  });
}
