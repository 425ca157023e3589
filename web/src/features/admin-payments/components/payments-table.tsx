import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, Td } from '@/components/ui/table';
import { formatRand } from '@/lib/money';
import { ExtraChargesBadge } from './extra-charges';
import { capitalized, formatWhen, methodLabel, planLabel, type AdminPayment } from './payment-display';
import { PaymentStatusBadge } from '@/components/ui/status-badge';

const COLUMNS = ['Payment', 'User', 'Plan', 'Amount', 'Status', { label: 'Actions', srOnly: true }] as const;

/** Large screens (from xl, beside the side navigation): one row per payment. */
export function PaymentsTable({
  payments,
  onOpen,
}: {
  readonly payments: readonly AdminPayment[];
  readonly onOpen: (payment: AdminPayment) => void;
}) {
  return (
    <Table caption="Payments" columns={COLUMNS} className="hidden xl:block">
      {payments.map((payment) => (
        <tr key={payment._id}>
          <Td>
            <p className="whitespace-nowrap font-mono text-xs text-slate-900">{payment.paymentId}</p>
            <p className="whitespace-nowrap text-xs text-slate-500">{formatWhen(payment.createdAt)}</p>
          </Td>
          <Td>
            <p className="font-medium text-slate-900">{payment.userId?.name ?? 'Deleted user'}</p>
            <p className="text-xs text-slate-500">{payment.userId?.email ?? '—'}</p>
          </Td>
          <Td>
            <p>{planLabel(payment)}</p>
            <p className="text-xs text-slate-500">{capitalized(payment.billingType)}</p>
          </Td>
          <Td className="whitespace-nowrap">
            <p className="font-medium tabular-nums text-slate-900">{formatRand(payment.amount)}</p>
            <p className="text-xs text-slate-500">{methodLabel(payment.paymentMethod)}</p>
          </Td>
          <Td>
            <div className="flex flex-col items-start gap-1">
              <PaymentStatusBadge status={payment.status} />
              <ExtraChargesBadge payment={payment} />
            </div>
          </Td>
          <Td className="text-right">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => onOpen(payment)}
              aria-label={`View payment ${payment.paymentId}`}
            >
              <Eye aria-hidden="true" className="h-4 w-4" />
              View
            </Button>
          </Td>
        </tr>
      ))}
    </Table>
  );
}
