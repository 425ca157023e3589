import { notFound } from '../../domain/errors.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { AddonPack, Plan } from '../../domain/plans/plan.js';
import type { User } from '../../domain/users/user.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { findPayment } from './find-payment.js';

/** A payment as its buyer's payment pages show it, with what it bought. */
export interface UserPaymentView {
  readonly payment: Payment;
  /** Null for an add-on pack, or a plan deleted since (the payment keeps its itemName). */
  readonly plan: Pick<Plan, 'id' | 'slug' | 'name'> | null;
  /** Null for a plan, or a pack deleted since. */
  readonly addonPack: Pick<AddonPack, 'id' | 'quantity'> | null;
}

/**
 * The user's own payment by its paymentId or `_id`. Someone else's answers the same 404 as an
 * unknown one, so payment references cannot be probed.
 */
export async function findOwnPayment(payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId'>, user: User, reference: string): Promise<Payment> {
  const payment = await findPayment(payments, reference);
  if (payment.userId !== user.id) throw notFound('PAYMENT_NOT_FOUND', 'Payment');
  return payment;
}

export async function viewUserPayment(repositories: Pick<Repositories, 'plans' | 'addons'>, payment: Payment): Promise<UserPaymentView> {
  const { item } = payment;
  if (item.kind === 'plan') {
    const plan = await repositories.plans.findById(item.planId);
    return { payment, plan: plan === null ? null : { id: plan.id, slug: plan.slug, name: plan.name }, addonPack: null };
  }
  const pack = await repositories.addons.findById(item.addonPackId);
  return { payment, plan: null, addonPack: pack === null ? null : { id: pack.id, quantity: pack.quantity } };
}

/** The buyer's look at one payment (its status, or a re-check after checkout): the stored state only; completing is the notification's job. */
export class CheckPayment {
  constructor(private readonly repositories: Pick<Repositories, 'payments' | 'plans' | 'addons'>) {}

  async execute(input: { readonly user: User; readonly reference: string }): Promise<UserPaymentView> {
    return viewUserPayment(this.repositories, await findOwnPayment(this.repositories.payments, input.user, input.reference));
  }
}
