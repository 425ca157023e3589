import type { PlanResponse } from '../../../../../contract/pricing';
import { CheckPaymentLink } from './check-payment-link';
import { formatCharge } from '../../../lib/money';
import { bidsAddedLabel, dateOrDash, paymentItemLabel, type HistoryPayment } from './payment-display';
import { PaymentStatusBadge } from './payment-status-badge';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-4 py-3 align-top text-sm text-slate-800';

/** Large screens: one row per payment. */
export function PaymentHistoryTable({ payments, plans }: { readonly payments: readonly HistoryPayment[]; readonly plans: readonly PlanResponse[] }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full table-auto">
        <caption className="sr-only">Payment history</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Bids Added
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment._id}>
              <td className={`${td} whitespace-nowrap`}>{dateOrDash(payment.createdAt)}</td>
              <td className={td}>
                <p className="font-medium text-slate-900">{paymentItemLabel(payment)}</p>
                <p className="text-xs text-slate-500">{payment.paymentId}</p>
              </td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatCharge(payment.amount, payment.currency)}</td>
              <td className={td}>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{bidsAddedLabel(payment, plans)}</td>
              <td className={`${td} whitespace-nowrap`}>{payment.status === 'pending' ? <CheckPaymentLink payment={payment} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
