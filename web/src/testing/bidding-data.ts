import type { BidLogResponse } from '@contract/bid-logs';
import { toSettingsResponse, type SettingsResponse } from '@contract/bidding';
import { defaultBiddingSettings } from '@core/domain/bidding/settings';
import type { FreelancerProfileResponse } from '@contract/profile';
import { toProfileView, type ProfileView } from '@contract/search-profiles';
import { MAIN_PROFILE_ID, profileRulesOf, type ProfileRules } from '@core/domain/bidding/search-profile';

/** GET /api/bidding/settings' settings as a new user has them (core's defaults); override what a test is about. */
export const testSettings = (overrides: Partial<SettingsResponse> = {}): SettingsResponse => ({
  ...toSettingsResponse(defaultBiddingSettings('test-user', new Date(0)), new Date(0)),
  ...overrides,
});

/** A linked Freelancer account (token saved, marketplace user id found). */
export const linkedProfile = (overrides: Partial<FreelancerProfileResponse> = {}): FreelancerProfileResponse => ({
  success: true,
  oauthToken: 'oauth-token',
  freelancerUserId: '4242',
  marketplaceAccount: null,
  ...overrides,
});

export const unlinkedProfile = (): FreelancerProfileResponse => ({
  success: true,
  oauthToken: null,
  freelancerUserId: null,
  marketplaceAccount: null,
});

/** One row of GET /api/bidding/logs: a bid on a fixed-price project. */
export const testBidLog = (overrides: Partial<BidLogResponse> = {}): BidLogResponse => ({
  _id: 'bid-1',
  projectId: '1001',
  projectTitle: 'Build a React dashboard',
  projectUrl: 'https://www.freelancer.com/projects/1001',
  status: 'submitted',
  bidAmount: 120,
  currency: 'USD',
  submittedAt: '2026-03-05T10:00:00.000Z',
  errorMessage: null,
  projectType: 'fixed',
  proposal: 'Hello, I have built many dashboards.',
  ...overrides,
});

/** One profile of GET /api/bidding/profiles: the main one (the test settings' rules) unless told otherwise. */
export const testProfile = (
  overrides: Partial<Omit<ProfileView, 'rules'>> & { readonly rules?: Partial<ProfileRules> } = {},
): ProfileView => {
  const { rules, ...rest } = overrides;
  const id = rest.id ?? MAIN_PROFILE_ID;
  return {
    ...toProfileView({
      id,
      name: id === MAIN_PROFILE_ID ? 'Main profile' : 'Second profile',
      isActive: true,
      rules: { ...profileRulesOf(defaultBiddingSettings('test-user', new Date(0))), ...rules },
    }),
    ...rest,
  };
};
