import { notFound } from '../../domain/errors.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { AddonPack, Plan } from '../../domain/plans/plan.js';
import type { User } from '../../domain/users/user.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { ConfirmWithGateway, GatewayConfirmation } from './confirm-with-gateway.js';
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
export async function findOwnPayment(
  payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId'>,
  user: User,
  reference: string,
): Promise<Payment> {
  const payment = await findPayment(payments, reference);
  if (payment.userId !== user.id) throw notFound('PAYMENT_NOT_FOUND', 'Payment');
  return payment;
}

export async function viewUserPayment(
  repositories: Pick<Repositories, 'plans' | 'addons'>,
  payment: Payment,
): Promise<UserPaymentView> {
  const { item } = payment;
  if (item.kind === 'plan') {
    const plan = await repositories.plans.findById(item.planId);
    return { payment, plan: plan === null ? null : { id: plan.id, slug: plan.slug, name: plan.name }, addonPack: null };
  }
  const pack = await repositories.addons.findById(item.addonPackId);
  return { payment, plan: null, addonPack: pack === null ? null : { id: pack.id, quantity: pack.quantity } };
}

/** The buyer's look at one payment, and what asking the gateway about it did. */
export interface CheckedPayment {
  readonly view: UserPaymentView;
  readonly confirmation: GatewayConfirmation;
}

/**
 * The buyer's look at one payment (verify, Check Status Now): a pending one is first asked about
 * at the gateway, and completed only on the gateway's own word (ConfirmWithGateway); any other is
 * read as stored.
 */
export class CheckPayment {
  constructor(
    private readonly repositories: Pick<Repositories, 'payments' | 'plans' | 'addons'>,
    private readonly confirm: Pick<ConfirmWithGateway, 'execute'>,
  ) {}

  /** `gatewayPaymentId`: the gateway reference of the buyer's return link, untrusted. */
  async execute(input: {
    readonly user: User;
    readonly reference: string;
    readonly gatewayPaymentId?: string | null;
  }): Promise<CheckedPayment> {
    const payment = await findOwnPayment(this.repositories.payments, input.user, input.reference);
    const confirmation = await this.confirm.execute(payment, input.gatewayPaymentId ?? null);
    return { view: await viewUserPayment(this.repositories, confirmation.payment), confirmation };
  }
}
