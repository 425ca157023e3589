import { DomainError, notFound } from '../../../domain/errors.js';
import type { User } from '../../../domain/users/user.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import { findUserOrFail } from './admin-user-view.js';

export const ADMIN_UNDELETABLE_MESSAGE = 'Admin users cannot be deleted';

/** Admins are never deleted: refused before anything else, so a caller can ask about it before asking "are you sure?". */
export function refuseDeletingAdmin(user: Pick<User, 'role'>): void {
  if (user.role === 'admin') throw new DomainError('FORBIDDEN', ADMIN_UNDELETABLE_MESSAGE);
}

/** Deletes a non-admin user and everything they own (the repository cascades). */
export class DeleteUser {
  constructor(private readonly users: Pick<UserRepository, 'findById' | 'delete'>) {}

  async execute(userId: string): Promise<void> {
    const user = await findUserOrFail(this.users, userId);
    refuseDeletingAdmin(user);
    if (!(await this.users.delete(user.id))) throw notFound('USER_NOT_FOUND', 'User');
  }
}
