import { http, HttpResponse } from 'msw';
import type { BidLogResponse, BidLogsResponse, BiddingStatsResponse, GetSettingsResponse, SettingsResponse, ToggleResponse } from '../../../../contract/bidding';
import type { FreelancerProfileResponse } from '../../../../contract/profile';
import { linkedProfile, testSettings } from '../bidding-data';
import { apiUrl } from './handlers';

export const settingsHandler = (settings: SettingsResponse = testSettings()) =>
  http.get(apiUrl('/bidding/settings'), () => HttpResponse.json<GetSettingsResponse>({ success: true, settings }));

export const statsHandler = (submittedBids = 0) =>
  http.get(apiUrl('/bidding/stats'), () =>
    HttpResponse.json<BiddingStatsResponse>({ success: true, stats: { submittedBids, totalBids: submittedBids, acceptedBids: 0, rejectedBids: 0, failedBids: 0 } }),
  );

export const freelancerProfileHandler = (profile: FreelancerProfileResponse = linkedProfile()) => http.get(apiUrl('/users/freelancer-profile'), () => HttpResponse.json(profile));

export const toggleHandler = (isActive: boolean) =>
  http.patch(apiUrl('/bidding/toggle'), () => HttpResponse.json<ToggleResponse>({ success: true, isActive, message: isActive ? 'Autobidding started' : 'Autobidding stopped' }));

/** GET /api/bidding/logs over `rows`, paged the way the server pages them. */
export const bidLogsHandler = (rows: readonly BidLogResponse[]) =>
  http.get(apiUrl('/bidding/logs'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const logs = rows.slice((page - 1) * limit, page * limit);
    return HttpResponse.json<BidLogsResponse>({ success: true, logs, pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length } });
  });
