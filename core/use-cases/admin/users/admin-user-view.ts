import { notFound } from '../../../domain/errors.js';
import type { User } from '../../../domain/users/user.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';

/** A user as the admin screens list them: the record plus the bids the ledger holds for them. */
export interface AdminUserView {
  readonly user: User;
  readonly availableBids: number;
}

/** The user of `id`, or USER_NOT_FOUND. */
export async function findUserOrFail(users: Pick<UserRepository, 'findById'>, id: string): Promise<User> {
  const user = await users.findById(id);
  if (user === null) throw notFound('USER_NOT_FOUND', 'User');
  return user;
}
