import { DomainError, notFound } from '../../../domain/errors.js';
import type { PaymentStats } from '../../../domain/payments/payment.js';
import type { User } from '../../../domain/users/user.js';
import type { PaymentRepository } from '../../../ports/payment-repository.port.js';
import type { UserRepository } from '../../../ports/user-repository.port.js';
import { findUserOrFail } from './admin-user-view.js';

export const ADMIN_UNDELETABLE_MESSAGE = 'Admin users cannot be deleted';

/** Admins are never deleted: refused before anything else, so a caller can ask about it before asking "are you sure?". */
export function refuseDeletingAdmin(user: Pick<User, 'role'>): void {
  if (user.role === 'admin') throw new DomainError('FORBIDDEN', ADMIN_UNDELETABLE_MESSAGE);
}

/**
 * A user with a completed payment (money taken: the record is the business's accounts) or a
 * pending one (money the gateway may still confirm, which would then have no one to go to) is
 * never deleted: deleting cascades to their payments. Disabling keeps the account and its history.
 */
export function refuseDeletingPayer(stats: Pick<PaymentStats, 'completedPayments' | 'pendingPayments'>): void {
  const { completedPayments: completed, pendingPayments: pending } = stats;
  if (completed === 0 && pending === 0) return;
  const kept = [
    ...(completed > 0 ? [`${completed} completed`] : []),
    ...(pending > 0 ? [`${pending} pending`] : []),
  ].join(', ');
  throw new DomainError(
    'USER_HAS_PAYMENTS',
    `This user has payments on record (${kept}), so they cannot be deleted: disable the account instead, which keeps their payments and stops their sign-ins and bids.`,
    { completedPayments: completed, pendingPayments: pending },
  );
}

/** Deletes a non-admin user with no payment to keep, and everything they own (the repository cascades). */
export class DeleteUser {
  constructor(
    private readonly users: Pick<UserRepository, 'findById' | 'delete'>,
    private readonly payments: Pick<PaymentRepository, 'stats'>,
  ) {}

  /** Refuses as execute would, without deleting: asked before "are you sure?". */
  async check(userId: string): Promise<User> {
    const user = await findUserOrFail(this.users, userId);
    refuseDeletingAdmin(user);
    refuseDeletingPayer(await this.payments.stats({ userId: user.id }));
    return user;
  }

  async execute(userId: string): Promise<void> {
    const user = await this.check(userId);
    if (!(await this.users.delete(user.id))) throw notFound('USER_NOT_FOUND', 'User');
  }
}
