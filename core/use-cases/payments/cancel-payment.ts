import { DomainError } from '../../domain/errors.js';
import { untouchedByGateway, type Payment } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import { findOwnPayment } from './user-payment.js';

/** Who cancelled: the gateway data of a payment the buyer's cancel return closed. */
export const BUYER_CANCELLED = 'buyer';

/**
 * The buyer's return from the gateway's Cancel (/payment/cancel): their own pending payment
 * becomes cancelled, so it shows as such and no status check or manual completion can complete it.
 * Idempotent: a cancelled payment is answered as it is. A payment the gateway already completed or
 * failed is not the buyer's to close (409), nor is a pending one it spoke about (confirmed paid
 * but refused a grant, or notified for another amount): the money may have been taken, and it waits
 * for an admin to settle. Someone else's answers 404, like an unknown one.
 */
export class CancelPayment {
  constructor(
    private readonly payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId' | 'transition'>,
    private readonly clock: Clock,
  ) {}

  /** `cancelled` is true for the call that cancelled it. */
  async execute(input: {
    readonly user: User;
    readonly reference: string;
  }): Promise<{ readonly cancelled: boolean; readonly payment: Payment }> {
    const payment = await findOwnPayment(this.payments, input.user, input.reference);
    if (payment.status === 'cancelled') return { cancelled: false, payment };
    if (payment.status !== 'pending') throw notCancellable(payment);
    if (!untouchedByGateway(payment)) throw new DomainError('CONFLICT', GATEWAY_SPOKE_MESSAGE);
    const gatewayData = { cancelled_by: BUYER_CANCELLED, cancelled_at: this.clock.now().toISOString() };
    const cancelled = await this.payments.transition(payment.id, ['pending'], 'cancelled', { gatewayData });
    if (cancelled !== null) return { cancelled: true, payment: cancelled };
    // Decided meanwhile (the gateway's notification, say): answered as it now stands.
    const now = await findOwnPayment(this.payments, input.user, payment.id);
    if (now.status === 'cancelled') return { cancelled: false, payment: now };
    throw notCancellable(now);
  }
}

export const GATEWAY_SPOKE_MESSAGE =
  'The payment gateway has already reported on this payment, so it cannot be cancelled here; our team will settle it';

const notCancellable = (payment: Payment): DomainError =>
  new DomainError('CONFLICT', `This payment is ${payment.status} and cannot be cancelled`);
