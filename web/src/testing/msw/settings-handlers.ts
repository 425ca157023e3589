import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { GetSettingsResponse, SettingsResponse, UpdateSettingsResponse } from '../../../../contract/bidding';
import type { FreelancerProfileResponse } from '../../../../contract/profile';
import { apiUrl } from './handlers';

/** The bidding settings as GET /api/bidding/settings answers them: the spec's defaults unless overridden. */
export function testSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
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
  };
}

/** The request bodies a handler received, in order, for a test to read. */
export type Received = unknown[];

const record = async (received: Received | undefined, request: StrictRequest<DefaultBodyType>) => {
  if (received !== undefined) received.push(await request.json());
};

export const settingsHandler = (settings: SettingsResponse = testSettings()) => http.get(apiUrl('/bidding/settings'), () => HttpResponse.json<GetSettingsResponse>({ success: true, settings }));

/** PUT /api/bidding/settings answering with the stored settings changed by the body. */
export const updateSettingsHandler = (received?: Received, stored: SettingsResponse = testSettings()) =>
  http.put(apiUrl('/bidding/settings'), async ({ request }) => {
    const body = (await request.clone().json()) as Partial<SettingsResponse>;
    await record(received, request);
    return HttpResponse.json<UpdateSettingsResponse>({ success: true, message: 'Settings updated successfully!', settings: { ...stored, ...body } });
  });

export const freelancerProfileHandler = (profile: Partial<FreelancerProfileResponse> = {}) =>
  http.get(apiUrl('/users/freelancer-profile'), () => HttpResponse.json<FreelancerProfileResponse>({ success: true, oauthToken: null, freelancerUserId: null, ...profile }));
