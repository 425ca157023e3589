import { queryOptions } from '@tanstack/react-query';
import type { FreelancerProfileResponse } from '../../../contract/profile';
import { api } from './api-client';

export type FreelancerLink = Pick<FreelancerProfileResponse, 'oauthToken' | 'freelancerUserId' | 'marketplaceAccount'>;

/** One cache entry for GET /api/users/freelancer-profile, shared by the dashboard and the profile screen. */
export const FREELANCER_PROFILE_KEY = ['users', 'freelancer-profile'] as const;

export const getFreelancerProfile = async (signal?: AbortSignal): Promise<FreelancerLink> => {
  const { oauthToken, freelancerUserId, marketplaceAccount } = await api.get<FreelancerProfileResponse>('/users/freelancer-profile', { signal });
  // Answered by servers before the reading existed as absent: unknown.
  return { oauthToken, freelancerUserId, marketplaceAccount: marketplaceAccount ?? null };
};

export const freelancerProfileQueryOptions = () => queryOptions({ queryKey: FREELANCER_PROFILE_KEY, queryFn: ({ signal }) => getFreelancerProfile(signal) });

/** Starting autobidding needs both the token and the marketplace user id the server found with it. */
export const hasLinkedAccount = (profile: FreelancerLink): boolean => Boolean(profile.oauthToken) && Boolean(profile.freelancerUserId);
