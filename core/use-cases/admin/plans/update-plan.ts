import { notFound } from '../../../domain/errors.js';
import type { Plan, PlanPatch } from '../../../domain/plans/plan.js';
import type { Repositories, Storage } from '../../../ports/storage.port.js';
import { refuseRenameWhilePlanInUse } from './plan-in-use.js';
import { resolvePlanSlug } from './plan-slug.js';

/**
 * Changes the named fields of a plan; a held plan keeps its slug (see refuseRenameWhilePlanInUse).
 * The check and the change are one transaction holding the plan, as purchases hold it while they
 * record theirs: a free activation cannot land between the count and the new slug.
 */
export class UpdatePlan {
  constructor(private readonly storage: Pick<Storage, 'transaction'>) {}

  execute(id: string, patch: PlanPatch): Promise<Plan> {
    return this.storage.transaction((repositories) => this.within(repositories, id, patch));
  }

  private async within({ plans, users }: Repositories, id: string, patch: PlanPatch): Promise<Plan> {
    const current = await plans.lock(id, 'update');
    if (current === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    // Only a new slug is checked, so a plan made before `none` was reserved can still be edited.
    const newSlug =
      patch.slug === undefined || patch.slug === current.slug ? null : resolvePlanSlug(patch.slug, current.name);
    if (newSlug !== null) await refuseRenameWhilePlanInUse(users, current);
    const updated = await plans.update(id, patch);
    if (updated === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    return updated;
  }
}
