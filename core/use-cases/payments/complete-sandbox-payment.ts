import { DomainError } from '../../domain/errors.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { ConfirmWithGateway, GatewayConfirmation } from './confirm-with-gateway.js';
import { findOwnPayment } from './user-payment.js';

export const SANDBOX_ONLY_MESSAGE =
  'Manual completion is only available with a sandbox payment gateway: a live payment completes when the gateway confirms it';

export const NOT_CONFIRMED_MESSAGE =
  'The payment gateway has not confirmed this payment, so nothing was completed. If you paid, it completes as soon as the gateway confirms it.';

/** What the call did: `completed` only for the call that completed it. */
export interface SandboxCompletion {
  readonly completed: boolean;
  readonly payment: Payment;
  /** The gateway's answer, for the route's log. */
  readonly confirmation: GatewayConfirmation;
}

/**
 * The payment pages' "Complete Payment Manually", on a sandbox gateway only: it asks the gateway
 * where the buyer's own pending payment stands and completes it only when the gateway says it was
 * paid, in full (ConfirmWithGateway). Nobody's word but the gateway's completes a payment: an
 * unpaid, cancelled or failed payment is refused and nothing changes (docs/design.md#payments).
 */
export class CompleteSandboxPayment {
  constructor(
    private readonly payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId'>,
    private readonly confirm: Pick<ConfirmWithGateway, 'execute'>,
    private readonly gateway: Pick<PaymentGateway, 'isSandbox'>,
  ) {}

  async execute(input: {
    readonly user: User;
    readonly reference: string;
    readonly gatewayPaymentId?: string | null;
  }): Promise<SandboxCompletion> {
    if (!this.gateway.isSandbox) throw new DomainError('MANUAL_COMPLETION_UNAVAILABLE', SANDBOX_ONLY_MESSAGE);
    const payment = await findOwnPayment(this.payments, input.user, input.reference);
    const confirmation = await this.confirm.execute(payment, input.gatewayPaymentId ?? null);
    const { payment: now } = confirmation;
    if (now.status === 'completed') return { completed: confirmation.kind === 'completed', payment: now, confirmation };
    if (now.status !== 'pending') throw notCompletable(now);
    if (confirmation.kind === 'held') throw new DomainError('CONFLICT', confirmation.reason);
    throw new DomainError('PAYMENT_NOT_CONFIRMED', NOT_CONFIRMED_MESSAGE, {
      reason: confirmation.kind === 'not_confirmed' ? confirmation.reason : now.status,
    });
  }
}

const notCompletable = (payment: Payment): DomainError =>
  new DomainError('CONFLICT', `This payment is ${payment.status} and cannot be completed; please start a new payment`);
