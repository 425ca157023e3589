import { formatCharge } from '@/lib/money';
import { CheckPaymentLink } from './check-payment-link';
import { Fact } from '@/components/ui/fact';
import { bidsAddedLabel, dateOrDash, paymentItemLabel, type HistoryPayment } from './payment-display';
import { PaymentStatusBadge } from '@/components/ui/status-badge';
import { RefundDueBadge } from './refund-due-badge';

/** Small screens: one card per payment. */
export function PaymentHistoryCards({ payments }: { readonly payments: readonly HistoryPayment[] }) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Payment history">
      {payments.map((payment) => (
        <li key={payment._id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">{paymentItemLabel(payment)}</h3>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <PaymentStatusBadge status={payment.status} />
              <RefundDueBadge payment={payment} />
            </div>
          </div>
          <p className="mt-1 break-all text-xs text-slate-500">{payment.paymentId}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            <Fact label="Date">{dateOrDash(payment.createdAt)}</Fact>
            <Fact label="Amount">{formatCharge(payment.amount, payment.currency)}</Fact>
            <Fact label="Bids added">{bidsAddedLabel(payment)}</Fact>
          </dl>
          {payment.status === 'pending' ? (
            <div className="mt-3">
              <CheckPaymentLink payment={payment} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
