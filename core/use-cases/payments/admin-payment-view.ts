import { totalBids } from '../../domain/ledger/ledger.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { Plan } from '../../domain/plans/plan.js';
import type { User } from '../../domain/users/user.js';
import type { Repositories } from '../../ports/storage.port.js';

/** A payment with what the admin screens show beside it: its user, their bids and its plan. */
export interface AdminPaymentView {
  readonly payment: Payment;
  /** Null when the user was deleted since. */
  readonly user: User | null;
  readonly availableBids: number;
  /** Null for an add-on pack, or a plan deleted since (the payment keeps its itemName). */
  readonly plan: Pick<Plan, 'id' | 'name'> | null;
}

/** Loads the users, balances and plans of all the payments at once: three queries, not three per row. */
export async function viewAdminPayments(
  repositories: Pick<Repositories, 'users' | 'ledger' | 'plans'>,
  payments: readonly Payment[],
): Promise<AdminPaymentView[]> {
  if (payments.length === 0) return [];
  const userIds = [...new Set(payments.map((payment) => payment.userId))];
  const [users, balances, plans] = await Promise.all([
    repositories.users.findByIds(userIds),
    repositories.ledger.balances(userIds),
    repositories.plans.list(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  return payments.map((payment) => {
    const balance = balances.get(payment.userId);
    const plan = payment.item.kind === 'plan' ? planById.get(payment.item.planId) : undefined;
    return {
      payment,
      user: userById.get(payment.userId) ?? null,
      availableBids: balance === undefined ? 0 : totalBids(balance),
      plan: plan === undefined ? null : { id: plan.id, name: plan.name },
    };
  });
}
