import { http, HttpResponse } from 'msw';
import type { AdminFunnelResponse, FunnelResponse } from '@contract/analytics';
import { testFunnel } from '../results-data';
import { apiUrl } from './handlers';

/** GET /analytics/funnel: the funnel of the window asked for; each query string asked is recorded. */
export const funnelHandler = (asked: string[] = [], options: { readonly empty?: boolean } = {}) =>
  http.get(apiUrl('/analytics/funnel'), ({ request }) => {
    const query = new URL(request.url).search;
    asked.push(query);
    const days = Number(new URL(request.url).searchParams.get('days') ?? 30) as 7 | 30 | 90;
    return HttpResponse.json<FunnelResponse>({ success: true, funnel: testFunnel(days, options) });
  });

/** GET /admin/analytics/funnel: everyone's funnel, or a plan's named after its id; each query string asked is recorded. */
export const adminFunnelHandler = (asked: string[] = []) =>
  http.get(apiUrl('/admin/analytics/funnel'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(new URL(request.url).search);
    const plan = params.get('plan');
    const days = Number(params.get('days') ?? 30) as 7 | 30 | 90;
    return HttpResponse.json<AdminFunnelResponse>({
      success: true,
      plan: plan === null ? null : { id: plan, name: 'Pro' },
      funnel: testFunnel(days),
    });
  });
