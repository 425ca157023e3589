import type { BidLogResponse, SettingsResponse } from '../../../contract/bidding';
import type { FreelancerProfileResponse } from '../../../contract/profile';

/** GET /api/bidding/settings' settings with the defaults; override what a test is about. */
export const testSettings = (overrides: Partial<SettingsResponse> = {}): SettingsResponse => ({
  isActive: false,
  timeInterval: '5min',
  maxBidsThreshold: 25,
  bidOnHourlyProjects: true,
  skills: [],
  timeLimit: 'no_limit',
  bidsLimit: 'no_limit',
  completionPeriod: 30,
  isProfileVerified: false,
  scheduleAutobidding: false,
  startTime: '09:00',
  endTime: '17:00',
  timezone: 'UTC',
  minBidUsd: 0,
  bidPercentage: 50,
  useCustomPrompt: false,
  customPrompt: '',
  ...overrides,
});

/** A linked Freelancer account (token saved, marketplace user id found). */
export const linkedProfile = (): FreelancerProfileResponse => ({ success: true, oauthToken: 'oauth-token', freelancerUserId: '4242' });

export const unlinkedProfile = (): FreelancerProfileResponse => ({ success: true, oauthToken: null, freelancerUserId: null });

/** One row of GET /api/bidding/logs. */
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
  proposal: 'Hello, I have built many dashboards.',
  ...overrides,
});
