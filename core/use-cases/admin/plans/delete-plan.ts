import { notFound } from '../../../domain/errors.js';
import type { Repositories, Storage } from '../../../ports/storage.port.js';

/** What deleting did: a plan with a history is only switched off. */
export type DeletePlanOutcome = 'deleted' | 'deactivated';

/**
 * Deletes a plan that nobody holds and nobody paid for. A plan with users (any user whose
 * currentPlan it is, active or not, or whom an admin assigned it as subscriptionPlan) or payments
 * (any status) is deactivated instead: users hold their plan by slug (unlimited bids, the pricing
 * banner, plan expiry and the admin's plan selector look it up), and an admin reading a payment
 * expects to find its plan. Deactivated, it leaves the pricing page and can no longer be bought,
 * while payments already made still complete from their own copy of it.
 *
 * The check and the delete are one transaction holding the plan, and purchases hold it too while
 * they record theirs, so no purchase lands between them: one made first is counted, one made
 * after finds the plan gone or inactive.
 */
export class DeletePlan {
  constructor(private readonly storage: Pick<Storage, 'transaction'>) {}

  execute(id: string): Promise<DeletePlanOutcome> {
    return this.storage.transaction((repositories) => this.within(repositories, id));
  }

  private async within({ plans, users, payments }: Repositories, id: string): Promise<DeletePlanOutcome> {
    const plan = await plans.lock(id, 'update');
    if (plan === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    const [holders, paid] = await Promise.all([users.countHoldingPlan(plan.slug), payments.countForPlan(plan.id)]);
    if (holders > 0 || paid > 0) {
      if ((await plans.update(id, { active: false })) === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
      return 'deactivated';
    }
    if (!(await plans.delete(id))) throw notFound('PLAN_NOT_FOUND', 'Plan');
    return 'deleted';
  }
}
