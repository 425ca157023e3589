import { totalBids, type BidBalance } from '../../domain/ledger/ledger.js';
import type { Plan } from '../../domain/plans/plan.js';
import { isUnlimitedPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Repositories } from '../../ports/storage.port.js';

/** A user as the product shows them: the record plus the bids derived from the ledger. */
export interface UserView {
  readonly user: User;
  readonly availableBids: number;
  /** An unlimited plan is active: bids are not counted down. */
  readonly unlimitedBids: boolean;
  readonly balance: BidBalance;
}

const viewOf = (user: User, balance: BidBalance, plan: Plan | null, now: Date): UserView => ({
  user,
  balance,
  availableBids: totalBids(balance),
  unlimitedBids: plan !== null && isUnlimitedPlanActive(user, [plan], now),
});

export async function viewUser(repositories: Pick<Repositories, 'ledger' | 'plans'>, user: User, now: Date): Promise<UserView> {
  // Without a plan, one read: no Promise.all on the path of every `/api/auth/me`.
  const [balance, plan] =
    user.currentPlan === null ? [await repositories.ledger.balance(user.id), null] : await Promise.all([repositories.ledger.balance(user.id), repositories.plans.findBySlug(user.currentPlan)]);
  return viewOf(user, balance, plan, now);
}

/**
 * As viewUser, with the balance read together with the user (UserRepository.findSession):
 * a user without a plan is viewed with no further read.
 */
export async function viewUserWithBalance(repositories: Pick<Repositories, 'plans'>, user: User, balance: BidBalance, now: Date): Promise<UserView> {
  const plan = user.currentPlan === null ? null : await repositories.plans.findBySlug(user.currentPlan);
  return viewOf(user, balance, plan, now);
}
