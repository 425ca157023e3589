import { totalBids, type BidBalance } from '../../domain/ledger/ledger.js';
import { hasUnlimitedBids } from '../../domain/plans/plan-change.js';
import type { User } from '../../domain/users/user.js';
import type { Repositories } from '../../ports/storage.port.js';

/** A user as the product shows them: the record plus the bids derived from the ledger. */
export interface UserView {
  readonly user: User;
  readonly availableBids: number;
  /** An unlimited plan is active, as the user bought it (their entitlement, not the plan as it reads now): bids are not counted down. */
  readonly unlimitedBids: boolean;
  readonly balance: BidBalance;
}

const viewOf = (user: User, balance: BidBalance, now: Date): UserView => ({
  user,
  balance,
  availableBids: totalBids(balance),
  unlimitedBids: hasUnlimitedBids(user, now),
});

export async function viewUser(repositories: Pick<Repositories, 'ledger'>, user: User, now: Date): Promise<UserView> {
  return viewOf(user, await repositories.ledger.balance(user.id), now);
}

/**
 * As viewUser, with the balance read together with the user (UserRepository.findSession): no further read.
 */
export function viewUserWithBalance(user: User, balance: BidBalance, now: Date): UserView {
  return viewOf(user, balance, now);
}
