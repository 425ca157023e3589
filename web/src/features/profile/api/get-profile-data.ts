import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { FreelancerProfileResponse } from '../../../../../contract/profile';
import { api } from '../../../lib/api-client';
import { biddingSettingsQueryOptions } from '../../../lib/bidding-settings';

export const PROFILE_LOAD_FAILED = 'Failed to load profile settings';

export const FREELANCER_PROFILE_KEY = ['users', 'freelancer-profile'] as const;

export const freelancerProfileQueryOptions = () =>
  queryOptions({
    queryKey: FREELANCER_PROFILE_KEY,
    queryFn: async ({ signal }) => {
      const { oauthToken, freelancerUserId } = await api.get<FreelancerProfileResponse>('/users/freelancer-profile', { signal });
      return { oauthToken, freelancerUserId };
    },
  });

/** The two reads the profile screen edits: the Freelancer link and the bidding settings; one toast if either fails. */
export function useProfileData() {
  const freelancerProfile = useQuery(freelancerProfileQueryOptions());
  const settings = useQuery(biddingSettingsQueryOptions());
  const failed = freelancerProfile.error ?? settings.error;
  useEffect(() => {
    if (failed !== null) toast.error(PROFILE_LOAD_FAILED, { id: PROFILE_LOAD_FAILED });
  }, [failed]);
  return { freelancerProfile, settings };
}
