import { Table, Td } from '@/components/ui/table';
import { formatCharge } from '@/lib/money';
import { CheckPaymentLink } from './check-payment-link';
import { bidsAddedLabel, dateOrDash, paymentItemLabel, type HistoryPayment } from './payment-display';
import { PaymentStatusBadge } from '@/components/ui/status-badge';
import { RefundDueBadge } from './refund-due-badge';

const COLUMNS = [
  'Date',
  'Item',
  { label: 'Amount', className: 'text-right' },
  'Status',
  { label: 'Bids Added', className: 'text-right' },
  { label: 'Actions', srOnly: true },
] as const;

/** Large screens: one row per payment. */
export function PaymentHistoryTable({ payments }: { readonly payments: readonly HistoryPayment[] }) {
  return (
    <Table caption="Payment history" columns={COLUMNS} className="hidden lg:block">
      {payments.map((payment) => (
        <tr key={payment._id}>
          <Td className="whitespace-nowrap">{dateOrDash(payment.createdAt)}</Td>
          <Td>
            <p className="font-medium text-slate-900">{paymentItemLabel(payment)}</p>
            <p className="text-xs text-slate-500">{payment.paymentId}</p>
          </Td>
          <Td className="whitespace-nowrap text-right tabular-nums">
            {formatCharge(payment.amount, payment.currency)}
          </Td>
          <Td>
            <div className="flex flex-wrap items-center gap-1">
              <PaymentStatusBadge status={payment.status} />
              <RefundDueBadge payment={payment} />
            </div>
          </Td>
          <Td className="text-right tabular-nums">{bidsAddedLabel(payment)}</Td>
          <Td className="whitespace-nowrap">
            {payment.status === 'pending' ? <CheckPaymentLink payment={payment} /> : null}
          </Td>
        </tr>
      ))}
    </Table>
  );
}
