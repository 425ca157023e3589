import { DomainError } from '../../../domain/errors.js';
import type { Plan } from '../../../domain/plans/plan.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';

/**
 * Users hold their plan by slug. While anyone's plan is active on it, deleting the plan or
 * changing its slug would leave them on a plan that no longer resolves (unlimited bids, the
 * pricing banner and the expiry sweep all look it up), so both are refused.
 */
export async function refuseWhilePlanInUse(users: Pick<UserRepository, 'countActiveOnPlan'>, plan: Plan, action: 'deleted' | 'renamed'): Promise<void> {
  const holders = await users.countActiveOnPlan(plan.slug);
  if (holders === 0) return;
  const what = action === 'deleted' ? 'it cannot be deleted' : 'its slug cannot change';
  throw new DomainError('CONFLICT', `Plan is in use by ${holders} user${holders === 1 ? '' : 's'} with an active plan; ${what}. Deactivate it instead.`, { holders });
}
