import { DomainError } from '../../domain/errors.js';
import type { Payment, PaymentStatus } from '../../domain/payments/payment.js';
import type { Clock } from '../../ports/clock.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { CompletePayment } from './complete-payment.js';
import { findPayment } from './find-payment.js';

export interface ChangePaymentStatusInput {
  /** The payment's `_id` or its paymentId. */
  readonly reference: string;
  readonly status: PaymentStatus;
  readonly notes?: string | undefined;
}

const NOT_COMPLETED: readonly PaymentStatus[] = ['pending', 'failed', 'cancelled'];

/**
 * An admin's edit of a payment's status and notes (docs/design.md#payments). Completing it grants the bids
 * exactly once through CompletePayment. A completed payment cannot go back: its bids were
 * granted and may already be spent, so undoing it would need a refund flow the product lacks.
 */
export class ChangePaymentStatus {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly completePayment: Pick<CompletePayment, 'execute'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangePaymentStatusInput): Promise<Payment> {
    const payment = await findPayment(this.payments, input.reference);
    const notesChanged = input.notes !== undefined && input.notes !== (payment.gatewayData.admin_notes ?? '');
    if (input.status === payment.status && !notesChanged) return payment;
    const adminData = {
      admin_updated_at: this.clock.now().toISOString(),
      ...(notesChanged ? { admin_notes: input.notes } : {}),
    };
    if (input.status === payment.status)
      return this.orNotFound(await this.payments.mergeGatewayData(payment.id, adminData));
    if (payment.status === 'completed') throw completedIsFinal();
    if (input.status === 'completed') return this.complete(payment, adminData, notesChanged);
    const changed = await this.payments.transition(payment.id, NOT_COMPLETED, input.status, { gatewayData: adminData });
    // Null here means someone completed it since we read it.
    if (changed === null) throw completedIsFinal();
    return changed;
  }

  private async complete(
    payment: Payment,
    adminData: Readonly<Record<string, unknown>>,
    notesChanged: boolean,
  ): Promise<Payment> {
    const gatewayData = { ...adminData, manually_completed: true, completed_at: adminData.admin_updated_at };
    const outcome = await this.completePayment.execute({
      paymentId: payment.id,
      from: NOT_COMPLETED,
      verificationStatus: 'verified',
      gatewayData,
    });
    // Completed by someone else meanwhile: the admin's wish holds, only their notes remain to keep.
    if (!outcome.completed && notesChanged)
      return this.orNotFound(await this.payments.mergeGatewayData(payment.id, adminData));
    return outcome.payment;
  }

  private orNotFound(payment: Payment | null): Payment {
    if (payment === null) throw new DomainError('PAYMENT_NOT_FOUND', 'Payment not found');
    return payment;
  }
}

const completedIsFinal = (): DomainError => new DomainError('CONFLICT', 'A completed payment cannot be changed');
