import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  CreatePlanBody,
  PlanIdParams,
  toDeletePlanResponse,
  UpdatePlanBody,
  type AdminPlansResponse,
  type CreatePlanResponse,
  type DeletePlanResponse,
  type UpdatePlanResponse,
} from '../../../contract/admin-plans.js';
import { toPlanResponse } from '../../../contract/pricing.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** Pricing plan management (docs/design.md#plans): every plan, active or not, for admins only. */
export function adminPlansRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes(deps.resolveSession);
  const plans = deps.useCases.admin.plans;

  admin.on(endpoints.adminPlans.list, async (ctx) => {
    ctx.body = { success: true, plans: (await plans.list()).map(toPlanResponse) } satisfies AdminPlansResponse;
  });

  admin.on(endpoints.adminPlans.create, async (ctx) => {
    const plan = await plans.create(CreatePlanBody.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Plan created successfully',
      plan: toPlanResponse(plan),
    } satisfies CreatePlanResponse;
  });

  admin.on(endpoints.adminPlans.update, async (ctx) => {
    const { id } = PlanIdParams.parse(ctx.params);
    const plan = await plans.update(id, UpdatePlanBody.parse(ctx.request.body));
    ctx.body = {
      success: true,
      message: 'Plan updated successfully',
      plan: toPlanResponse(plan),
    } satisfies UpdatePlanResponse;
  });

  admin.on(endpoints.adminPlans.delete, async (ctx) => {
    ctx.body = toDeletePlanResponse(await plans.delete(PlanIdParams.parse(ctx.params).id)) satisfies DeletePlanResponse;
  });

  return router;
}
