import { notFound } from '../../../domain/errors.js';
import type { User } from '../../../domain/users/user.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import type { UserView } from '../../users/user-view.js';

/**
 * A user as the admin screens list them: the record, the bids the ledger holds for them, and
 * whether an unlimited plan is active (then those bids are not counted down), as the user's own
 * view says.
 */
export type AdminUserView = Pick<UserView, 'user' | 'availableBids' | 'unlimitedBids'>;

/** The admin screens' part of a user's view: not the balance's split. */
export const toAdminUserView = ({ user, availableBids, unlimitedBids }: UserView): AdminUserView => ({
  user,
  availableBids,
  unlimitedBids,
});

/** The user of `id`, or USER_NOT_FOUND. */
export async function findUserOrFail(users: Pick<UserRepository, 'findById'>, id: string): Promise<User> {
  const user = await users.findById(id);
  if (user === null) throw notFound('USER_NOT_FOUND', 'User');
  return user;
}
