import { useState } from 'react';
import type { PaymentRecordResponse, PaymentStatsResponse } from '@contract/admin-payments';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { formatRand } from '@/lib/money';
import { formatDate } from '../format';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentStatusBadge } from '@/components/ui/status-badge';

function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The user's newest payments, each with a Details popup. */
export function PaymentHistoryCard({
  payments,
  stats,
}: {
  readonly payments: readonly PaymentRecordResponse[];
  readonly stats: PaymentStatsResponse;
}) {
  const [open, setOpen] = useState<PaymentRecordResponse | null>(null);
  return (
    <Card>
      <CardTitle>Payment History</CardTitle>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Payments" value={String(stats.totalPayments)} />
        <Figure label="Completed" value={String(stats.completedPayments)} />
        <Figure label="Pending" value={String(stats.pendingPayments)} />
        <Figure label="Total paid" value={formatRand(stats.totalAmount)} />
      </dl>
      {payments.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul aria-label="Payments" className="mt-4 divide-y divide-slate-100">
          {payments.map((payment) => (
            <li key={payment._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="break-words text-sm font-medium text-slate-900">{payment.planName}</p>
                <p className="break-all text-xs text-slate-500">
                  {payment.paymentId} · {formatDate(payment.createdAt)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="whitespace-nowrap text-sm font-semibold text-slate-900">
                  {formatRand(payment.amount)}
                </span>
                <PaymentStatusBadge status={payment.status} />
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen(payment)}>
                  Details<span className="sr-only"> of payment {payment.paymentId}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PaymentDetailsDialog payment={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
