import type { PaymentStats } from './payment.js';

/**
 * The share of decided payments that completed, as a percentage with one decimal: completed over
 * completed + failed + cancelled. Pending payments are left out: they are not decided yet, and a
 * checkout left open says nothing about whether payments succeed.
 */
export function paymentSuccessRate(
  stats: Pick<PaymentStats, 'completedPayments' | 'failedPayments' | 'cancelledPayments'>,
): number {
  const decided = stats.completedPayments + stats.failedPayments + stats.cancelledPayments;
  return decided === 0 ? 0 : Math.round((stats.completedPayments * 1000) / decided) / 10;
}
