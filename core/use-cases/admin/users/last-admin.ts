import { DomainError } from '../../../domain/errors.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';

export const LAST_ADMIN_MESSAGE =
  'The last active admin cannot be disabled, demoted or deleted. Enable or create another admin first.';

/**
 * Refuses to take away the last enabled admin (disable, demote, delete): nobody could manage
 * users or plans from the product again. Runs first inside the transaction that makes the change:
 * the admins are counted with their rows locked, so two admins disabling each other at once
 * leave one.
 */
export async function refuseRemovingLastAdmin(
  users: Pick<UserRepository, 'lockEnabledAdmins'>,
  userId: string,
): Promise<void> {
  const enabled = await users.lockEnabledAdmins();
  if (enabled.includes(userId) && enabled.length === 1) throw new DomainError('LAST_ADMIN', LAST_ADMIN_MESSAGE);
}
