import { notFound } from '../../../domain/errors.js';
import type { PlanRepository } from '../../../ports/plan-repository.port.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import { refuseWhilePlanInUse } from './plan-in-use.js';

/**
 * Deletes a plan nobody currently holds. Past payments keep the plan's name (itemName), so
 * the payment history still reads right after the plan is gone.
 */
export class DeletePlan {
  constructor(
    private readonly plans: PlanRepository,
    private readonly users: Pick<UserRepository, 'countActiveOnPlan'>,
  ) {}

  async execute(id: string): Promise<void> {
    const plan = await this.plans.findById(id);
    if (plan === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    await refuseWhilePlanInUse(this.users, plan, 'deleted');
    if (!(await this.plans.delete(id))) throw notFound('PLAN_NOT_FOUND', 'Plan');
  }
}
