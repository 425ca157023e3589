import { http, HttpResponse } from 'msw';
import type {
  AdminPlansResponse,
  CreatePlanResponse,
  DeletePlanResponse,
  UpdatePlanResponse,
} from '@contract/admin-plans';
import type { AdminDailyStatsResponse, AdminStatsResponse, DailyStatsDay } from '@contract/admin-stats';
import type { PlanResponse } from '@contract/pricing';
import { testAdminPlans, testAdminStats, testDailyStats } from '../admin-dash-data';
import { testPlan } from '../pricing-data';
import { apiUrl } from './handlers';

export const adminStatsHandler = (stats: AdminStatsResponse['stats'] = testAdminStats()) =>
  http.get(apiUrl('/admin/stats'), () => HttpResponse.json<AdminStatsResponse>({ success: true, stats }));

/** GET /api/admin/stats/daily; `queries` collects each call's query string. */
export const dailyStatsHandler = (days: readonly DailyStatsDay[] = testDailyStats(), queries?: string[]) =>
  http.get(apiUrl('/admin/stats/daily'), ({ request }) => {
    queries?.push(new URL(request.url).search);
    return HttpResponse.json<AdminDailyStatsResponse>({ success: true, days });
  });

export const adminPlansHandler = (plans: readonly PlanResponse[] = testAdminPlans()) =>
  http.get(apiUrl('/admin/pricing-plans'), () => HttpResponse.json<AdminPlansResponse>({ success: true, plans }));

/** The bodies a handler received, in order. */
export type Received = unknown[];

export const createPlanHandler = (received: Received = []) =>
  http.post(apiUrl('/admin/pricing-plans'), async ({ request }) => {
    const body = (await request.json()) as Partial<PlanResponse>;
    received.push(body);
    return HttpResponse.json<CreatePlanResponse>(
      { success: true, message: 'Plan created successfully', plan: testPlan({ ...body, _id: 'plan-new' }) },
      { status: 201 },
    );
  });

export const updatePlanHandler = (received: Received = []) =>
  http.put(apiUrl('/admin/pricing-plans/:id'), async ({ request, params }) => {
    const body = (await request.json()) as Partial<PlanResponse>;
    received.push({ id: params.id, body });
    return HttpResponse.json<UpdatePlanResponse>({
      success: true,
      message: 'Plan updated successfully',
      plan: testPlan({ ...body, _id: String(params.id) }),
    });
  });

export const deletePlanHandler = (outcome: 'deleted' | 'deactivated', received: string[] = []) =>
  http.delete(apiUrl('/admin/pricing-plans/:id'), ({ params }) => {
    received.push(String(params.id));
    return HttpResponse.json<DeletePlanResponse>(
      outcome === 'deleted'
        ? { success: true, message: 'Plan deleted successfully', deleted: true }
        : { success: true, message: 'Plan deactivated: it has users or payments', deactivated: true },
    );
  });
