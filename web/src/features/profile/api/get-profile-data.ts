import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { biddingSettingsQueryOptions } from '@/lib/bidding-settings';
import { freelancerProfileQueryOptions } from '@/lib/freelancer-profile';

export const PROFILE_LOAD_FAILED = 'Failed to load profile settings';

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
