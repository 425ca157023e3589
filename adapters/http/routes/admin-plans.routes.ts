import type Router from '@koa/router';
import { CreatePlan } from '../../../core/use-cases/admin/plans/create-plan.js';
import { DeletePlan } from '../../../core/use-cases/admin/plans/delete-plan.js';
import { UpdatePlan } from '../../../core/use-cases/admin/plans/update-plan.js';
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
import { apiRoutes } from './api-routes.js';

/** Pricing plan management (spec 001 §2): every plan, active or not, for admins only. */
export function adminPlansRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes('/api/admin/pricing-plans', deps.resolveSession);
  const createPlan = new CreatePlan(deps.storage.plans);
  const updatePlan = new UpdatePlan(deps.storage.plans, deps.storage.users);
  const deletePlan = new DeletePlan(deps.storage);

  admin.get('', async (ctx) => {
    ctx.body = { success: true, plans: (await deps.storage.plans.list()).map(toPlanResponse) } satisfies AdminPlansResponse;
  });

  admin.post('', async (ctx) => {
    const plan = await createPlan.execute(CreatePlanBody.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Plan created successfully', plan: toPlanResponse(plan) } satisfies CreatePlanResponse;
  });

  admin.put('/:id', async (ctx) => {
    const { id } = PlanIdParams.parse(ctx.params);
    const plan = await updatePlan.execute(id, UpdatePlanBody.parse(ctx.request.body));
    ctx.body = { success: true, message: 'Plan updated successfully', plan: toPlanResponse(plan) } satisfies UpdatePlanResponse;
  });

  admin.delete('/:id', async (ctx) => {
    ctx.body = toDeletePlanResponse(await deletePlan.execute(PlanIdParams.parse(ctx.params).id)) satisfies DeletePlanResponse;
  });

  return router;
}
