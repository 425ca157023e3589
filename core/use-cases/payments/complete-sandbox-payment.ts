import { DomainError } from '../../domain/errors.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { CompletePayment, CompletePaymentResult } from './complete-payment.js';
import { findOwnPayment } from './user-payment.js';

export const SANDBOX_ONLY_MESSAGE = 'Manual completion is only available with a sandbox payment gateway: a live payment completes when the gateway confirms it';

/**
 * The payment pages' "Complete Payment Manually": completes the
 * buyer's own pending payment without the gateway's word, so only while the gateway is a sandbox
 * (docs/design.md#payments). verificationStatus stays 'pending' and gatewayData says manually_completed, so an
 * admin can tell it from a payment the gateway confirmed. Exactly once, like every completion.
 */
export class CompleteSandboxPayment {
  constructor(
    private readonly payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId'>,
    private readonly completePayment: Pick<CompletePayment, 'execute'>,
    private readonly gateway: Pick<PaymentGateway, 'isSandbox'>,
    private readonly clock: Clock,
  ) {}

  /** completed is true for the call that completed it, false when it was completed already. */
  async execute(input: { readonly user: User; readonly reference: string }): Promise<CompletePaymentResult> {
    if (!this.gateway.isSandbox) throw new DomainError('MANUAL_COMPLETION_UNAVAILABLE', SANDBOX_ONLY_MESSAGE);
    const payment = await findOwnPayment(this.payments, input.user, input.reference);
    if (payment.status === 'completed') return { completed: false, payment };
    if (payment.status !== 'pending') throw notCompletable(payment);
    const gatewayData = { manually_completed: true, completion_method: 'sandbox', completed_at: this.clock.now().toISOString() };
    const outcome = await this.completePayment.execute({ paymentId: payment.id, from: ['pending'], verificationStatus: 'pending', gatewayData });
    // Completed meanwhile by another call is fine; failed or cancelled meanwhile is not.
    if (outcome.payment.status !== 'completed') throw notCompletable(outcome.payment);
    return outcome;
  }
}

const notCompletable = (payment: Payment): DomainError =>
  new DomainError('CONFLICT', `This payment is ${payment.status} and cannot be completed; please start a new payment`);
