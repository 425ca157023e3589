import { queryOptions } from '@tanstack/react-query';
import type { FreelancerProfileResponse, MarketplaceAccountWire } from '@contract/profile';
import { endpoints } from '@contract/endpoints';
import { api } from './api-client';

export type FreelancerLink = Pick<FreelancerProfileResponse, 'oauthToken' | 'freelancerUserId' | 'marketplaceAccount'>;

/** One cache entry for GET /api/users/freelancer-profile, shared by the dashboard and the profile screen. */
export const FREELANCER_PROFILE_KEY = ['users', 'freelancer-profile'] as const;

export const getFreelancerProfile = async (signal?: AbortSignal): Promise<FreelancerLink> => {
  const { oauthToken, freelancerUserId, marketplaceAccount } = await api.call(endpoints.profile.freelancerProfile, {
    signal,
  });
  // Answered by servers before the reading existed as absent: unknown.
  return { oauthToken, freelancerUserId, marketplaceAccount: marketplaceAccount ?? null };
};

export const freelancerProfileQueryOptions = () =>
  queryOptions({ queryKey: FREELANCER_PROFILE_KEY, queryFn: ({ signal }) => getFreelancerProfile(signal) });

/** Starting autobidding needs both the token and the marketplace user id the server found with it. */
export const hasLinkedAccount = (profile: FreelancerLink): boolean =>
  Boolean(profile.oauthToken) && Boolean(profile.freelancerUserId);

const MINUTE = 60_000;

/** How old a reading of the Freelancer account is: "just now", "4 min ago", "3 h ago", "2 days ago". */
export function checkedAgo(checkedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(checkedAt)) / MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** Whether Freelancer said anything about the account's own bids worth showing: a count, or a limited account. */
export const showsFreelancerBids = (account: MarketplaceAccountWire | null): account is MarketplaceAccountWire =>
  account !== null && (account.bidsRemaining !== null || account.limited);
