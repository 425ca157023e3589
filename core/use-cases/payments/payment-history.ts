import type { Payment } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import type { PageRequest } from '../../ports/page.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { UserPaymentView } from './user-payment.js';

export interface PaymentHistory {
  readonly payments: readonly UserPaymentView[];
  /** Every payment of the user, across all pages. */
  readonly total: number;
}

/**
 * The plans and packs a page of payments refers to, read once for the page rather than once per
 * row. Inactive ones are included: a payment names what it bought even after it was retired.
 */
async function viewPage(
  repositories: Pick<Repositories, 'plans' | 'addons'>,
  payments: readonly Payment[],
): Promise<UserPaymentView[]> {
  const needsPlans = payments.some((payment) => payment.item.kind === 'plan');
  const needsPacks = payments.some((payment) => payment.item.kind === 'addon');
  const [plans, packs] = await Promise.all([
    needsPlans ? repositories.plans.list() : [],
    needsPacks ? repositories.addons.list() : [],
  ]);
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const packById = new Map(packs.map((pack) => [pack.id, pack]));
  return payments.map((payment) => {
    const { item } = payment;
    if (item.kind === 'plan') {
      const plan = planById.get(item.planId);
      return {
        payment,
        plan: plan === undefined ? null : { id: plan.id, slug: plan.slug, name: plan.name },
        addonPack: null,
      };
    }
    const pack = packById.get(item.addonPackId);
    return { payment, plan: null, addonPack: pack === undefined ? null : { id: pack.id, quantity: pack.quantity } };
  });
}

/**
 * The signed-in buyer's own payments, newest first, one page at a time: whose payments they are
 * comes from the session, never from the request.
 */
export class ListOwnPayments {
  constructor(private readonly repositories: Pick<Repositories, 'payments' | 'plans' | 'addons'>) {}

  async execute(input: { readonly user: User } & PageRequest): Promise<PaymentHistory> {
    const page = await this.repositories.payments.list({ userId: input.user.id, page: input.page, limit: input.limit });
    return { payments: await viewPage(this.repositories, page.items), total: page.total };
  }
}
