import { notFound } from '../../domain/errors.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';

/** A payment by its `_id` or its paymentId (admin routes accept either, docs/design.md#payments); 404 otherwise. */
export async function findPayment(
  payments: Pick<PaymentRepository, 'findById' | 'findByPaymentId'>,
  reference: string,
): Promise<Payment> {
  const found = (await payments.findById(reference)) ?? (await payments.findByPaymentId(reference));
  if (found === null) throw notFound('PAYMENT_NOT_FOUND', 'Payment');
  return found;
}
