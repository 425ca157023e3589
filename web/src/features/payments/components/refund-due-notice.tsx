import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { formatCharge } from '@/lib/money';
import type { PaymentRecord } from '../api/verify-payment';

/** 'twice', '3 times': how often the checkout was paid, the applied payment included. */
const timesPaid = (count: number): string => (count === 2 ? 'twice' : `${count} times`);

/** The charges kept for a refund, each named by PayFast's id with its amount: 'PayFast ID 1796…, R 185.00'. */
export const chargesText = (payment: PaymentRecord): string =>
  payment.refundDue
    .map((charge) => `PayFast ID ${charge.pfPaymentId}, ${formatCharge(charge.amount, payment.currency)}`)
    .join('; ');

/**
 * A completed payment the buyer paid more than once (two tabs, or Back and pay again): the plan or
 * pack was added once, and every further charge is kept for a refund (docs/design.md#payments).
 * An alert when the return link is one of those charges: what the buyer has just paid added nothing.
 */
export function RefundDueNotice({
  payment,
  returnedWith,
}: {
  readonly payment: PaymentRecord;
  /** The return link's pf_payment_id, null when it has none. */
  readonly returnedWith: string | null;
}) {
  const owed = payment.refundDue.length;
  if (owed === 0) return null;
  const justPaid = payment.refundDue.some((charge) => charge.pfPaymentId === returnedWith);
  const item = payment.kind === 'plan' ? 'plan' : 'add-on pack';
  const others = owed === 1 ? 'the second payment' : `the other ${owed} payments`;
  return (
    <div
      role={justPaid ? 'alert' : 'status'}
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-amber-950"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">You paid this checkout {timesPaid(owed + 1)}.</p>
        <p className="break-words">
          Your {item} was added once; {others} ({chargesText(payment)}) added nothing and {owed === 1 ? 'is' : 'are'}{' '}
          kept for a refund.
          {justPaid
            ? owed === 1
              ? ' That is the payment you have just made.'
              : ' That includes the one you have just made.'
            : null}
        </p>
        <p>
          <Link
            to={paths.contactUs}
            className={cn('rounded font-medium text-amber-950 underline hover:text-amber-800', focusRing)}
          >
            Contact support
          </Link>{' '}
          if {owed === 1 ? 'it has' : 'they have'} not reached you within a few days.
        </p>
      </div>
    </div>
  );
}
