import { DomainError } from '../../../domain/errors.js';
import type { Plan } from '../../../domain/plans/plan.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';

/**
 * Users hold their plan by slug, bought (active or lapsed) or assigned by an admin. While anyone
 * holds it, changing its slug would leave them on a plan that no longer resolves (unlimited bids,
 * the pricing banner, the expiry sweep and the admin's plan selector all look it up), so it is
 * refused. (Deleting such a plan deactivates it: see DeletePlan.)
 */
export async function refuseRenameWhilePlanInUse(
  users: Pick<UserRepository, 'countHoldingPlan'>,
  plan: Plan,
): Promise<void> {
  const holders = await users.countHoldingPlan(plan.slug);
  if (holders === 0) return;
  throw new DomainError(
    'CONFLICT',
    `Plan is in use by ${holders} user${holders === 1 ? '' : 's'}; its slug cannot change.`,
    { holders },
  );
}
