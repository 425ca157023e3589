import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { capitalized, formatWhen, methodLabel, planLabel, type AdminPayment } from './payment-display';
import { formatRand } from '../../../lib/money';
import { PaymentStatusBadge } from './payment-status-badge';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-4 py-3 align-top text-sm text-slate-800';

/** Large screens (from xl, beside the side navigation): one row per payment. */
export function PaymentsTable({ payments, onOpen }: { readonly payments: readonly AdminPayment[]; readonly onOpen: (payment: AdminPayment) => void }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm xl:block">
      <table className="w-full table-auto">
        <caption className="sr-only">Payments</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Payment
            </th>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              Plan
            </th>
            <th scope="col" className={th}>
              Amount
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment._id}>
              <td className={td}>
                <p className="whitespace-nowrap font-mono text-xs text-slate-900">{payment.paymentId}</p>
                <p className="whitespace-nowrap text-xs text-slate-500">{formatWhen(payment.createdAt)}</p>
              </td>
              <td className={td}>
                <p className="font-medium text-slate-900">{payment.userId?.name ?? 'Deleted user'}</p>
                <p className="text-xs text-slate-500">{payment.userId?.email ?? '—'}</p>
              </td>
              <td className={td}>
                <p>{planLabel(payment)}</p>
                <p className="text-xs text-slate-500">{capitalized(payment.billingType)}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <p className="font-medium tabular-nums text-slate-900">{formatRand(payment.amount)}</p>
                <p className="text-xs text-slate-500">{methodLabel(payment.paymentMethod)}</p>
              </td>
              <td className={td}>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className={`${td} text-right`}>
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => onOpen(payment)} aria-label={`View payment ${payment.paymentId}`}>
                  <Eye aria-hidden="true" className="h-4 w-4" />
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
