import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerProfileResponse } from '../../../../../contract/profile';
import { api } from '../../../lib/api-client';
import { dashboardKeys, pollWhile } from './query-keys';

export const getFreelancerProfile = (signal?: AbortSignal): Promise<FreelancerProfileResponse> => api.get<FreelancerProfileResponse>('/users/freelancer-profile', { signal });

export const freelancerProfileQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.freelancerProfile, queryFn: ({ signal }) => getFreelancerProfile(signal) });

export const useFreelancerProfile = (polling: boolean) => useQuery({ ...freelancerProfileQueryOptions(), refetchInterval: pollWhile(polling) });

/** Starting autobidding needs both the token and the marketplace user id the server found with it. */
export const hasLinkedAccount = (profile: Pick<FreelancerProfileResponse, 'oauthToken' | 'freelancerUserId'>): boolean =>
  Boolean(profile.oauthToken) && Boolean(profile.freelancerUserId);
