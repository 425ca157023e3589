import { notFound } from '../../../domain/errors.js';
import type { Plan, PlanPatch } from '../../../domain/plans/plan.js';
import type { PlanRepository } from '../../../ports/plan-repository.port.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import { refuseRenameWhilePlanInUse } from './plan-in-use.js';
import { resolvePlanSlug } from './plan-slug.js';

/** Changes the named fields of a plan; a held plan keeps its slug (see refuseRenameWhilePlanInUse). */
export class UpdatePlan {
  constructor(
    private readonly plans: PlanRepository,
    private readonly users: Pick<UserRepository, 'countActiveOnPlan'>,
  ) {}

  async execute(id: string, patch: PlanPatch): Promise<Plan> {
    const current = await this.plans.findById(id);
    if (current === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    const slug = patch.slug === undefined ? undefined : resolvePlanSlug(patch.slug, current.name);
    if (slug !== undefined && slug !== current.slug) await refuseRenameWhilePlanInUse(this.users, current);
    const updated = await this.plans.update(id, slug === undefined ? patch : { ...patch, slug });
    if (updated === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    return updated;
  }
}
