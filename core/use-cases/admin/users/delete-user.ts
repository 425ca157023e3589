import { DomainError, notFound } from '../../../domain/errors.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import { findUserOrFail } from './admin-user-view.js';

export const ADMIN_UNDELETABLE_MESSAGE = 'Admin users cannot be deleted';

/** Deletes a non-admin user and everything they own (the repository cascades). */
export class DeleteUser {
  constructor(private readonly users: Pick<UserRepository, 'findById' | 'delete'>) {}

  async execute(userId: string): Promise<void> {
    const user = await findUserOrFail(this.users, userId);
    if (user.role === 'admin') throw new DomainError('FORBIDDEN', ADMIN_UNDELETABLE_MESSAGE);
    if (!(await this.users.delete(user.id))) throw notFound('USER_NOT_FOUND', 'User');
  }
}
