import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { BidLogResponse, BidLogsResponse } from '@contract/bid-logs';
import type {
  BiddingStatsResponse,
  GetSettingsResponse,
  SettingsResponse,
  ToggleResponse,
  UpdateSettingsResponse,
} from '@contract/bidding';
import type { FreelancerProfileResponse } from '@contract/profile';
import { linkedProfile, testSettings, unlinkedProfile } from '../bidding-data';
import { apiUrl } from './handlers';

export const settingsHandler = (settings: SettingsResponse = testSettings()) =>
  http.get(apiUrl('/bidding/settings'), () => HttpResponse.json<GetSettingsResponse>({ success: true, settings }));

export const statsHandler = (submittedBids = 0) =>
  http.get(apiUrl('/bidding/stats'), () =>
    HttpResponse.json<BiddingStatsResponse>({
      success: true,
      stats: { submittedBids, totalBids: submittedBids, acceptedBids: 0, rejectedBids: 0, failedBids: 0 },
    }),
  );

/** GET /api/users/freelancer-profile: a linked account unless told otherwise. */
export const freelancerProfileHandler = (profile: Partial<FreelancerProfileResponse> = linkedProfile()) =>
  http.get(apiUrl('/users/freelancer-profile'), () =>
    HttpResponse.json<FreelancerProfileResponse>({ ...unlinkedProfile(), ...profile }),
  );

/** The request bodies a handler received, in order, for a test to read. */
export type Received = unknown[];

const record = async (received: Received | undefined, request: StrictRequest<DefaultBodyType>) => {
  if (received !== undefined) received.push(await request.json());
};

/** PUT /api/bidding/settings answering with the stored settings changed by the body. */
export const updateSettingsHandler = (received?: Received, stored: SettingsResponse = testSettings()) =>
  http.put(apiUrl('/bidding/settings'), async ({ request }) => {
    const body = (await request.clone().json()) as Partial<SettingsResponse>;
    await record(received, request);
    return HttpResponse.json<UpdateSettingsResponse>({
      success: true,
      message: 'Settings updated successfully!',
      settings: { ...stored, ...body },
    });
  });

export const toggleHandler = (isActive: boolean) =>
  http.patch(apiUrl('/bidding/toggle'), () =>
    HttpResponse.json<ToggleResponse>({
      success: true,
      isActive,
      message: isActive ? 'Autobidding started' : 'Autobidding stopped',
    }),
  );

/** GET /api/bidding/logs over `rows`, paged the way the server pages them. */
export const bidLogsHandler = (rows: readonly BidLogResponse[]) =>
  http.get(apiUrl('/bidding/logs'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const logs = rows.slice((page - 1) * limit, page * limit);
    return HttpResponse.json<BidLogsResponse>({
      success: true,
      logs,
      pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length },
    });
  });
