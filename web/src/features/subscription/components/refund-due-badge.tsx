import { Badge } from '@/components/ui/badge';
import { formatCharge } from '@/lib/money';
import type { HistoryPayment } from './payment-display';

/** The charges kept for a refund, added up in minor units (a sum of decimal floats drifts by a cent). */
const totalOwed = (payment: HistoryPayment): number =>
  payment.refundDue.reduce((cents, charge) => cents + Math.round(Number(charge.amount) * 100), 0) / 100;

/**
 * A payment the buyer paid more than once: what it owes back, 'Refund due R 185.00', and in words
 * for a screen reader each charge kept for a refund by its PayFast id. Nothing for any other payment.
 */
export function RefundDueBadge({ payment }: { readonly payment: HistoryPayment }) {
  const owed = payment.refundDue;
  if (owed.length === 0) return null;
  const charges = owed
    .map((charge) => `PayFast ID ${charge.pfPaymentId}, ${formatCharge(charge.amount, payment.currency)}`)
    .join('; ');
  const words = `${owed.length === 1 ? 'a further payment' : `${owed.length} further payments`} (${charges}) added nothing and ${owed.length === 1 ? 'is' : 'are'} kept for a refund`;
  return (
    <Badge tone="amber" className="whitespace-nowrap">
      Refund due {formatCharge(totalOwed(payment), payment.currency)}
      <span className="sr-only">: {words}</span>
    </Badge>
  );
}
