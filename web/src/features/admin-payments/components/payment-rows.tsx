import { ChevronDown, Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { formatRand } from '@/lib/money';
import { ExtraChargesBadge } from './extra-charges';
import { capitalized, formatWhen, methodLabel, planLabel, type AdminPayment } from './payment-display';
import { PaymentStatusBadge } from '@/components/ui/status-badge';

function PaymentRow({
  payment,
  onOpen,
}: {
  readonly payment: AdminPayment;
  readonly onOpen: (payment: AdminPayment) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = `payment-row-${payment._id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
        className={cn('flex w-full items-start gap-3 rounded-lg p-4 text-left', focusRing)}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{payment.userId?.name ?? 'Deleted user'}</span>
          <span className="block text-sm text-slate-600">
            {planLabel(payment)} ·{' '}
            <span className="font-medium tabular-nums text-slate-900">{formatRand(payment.amount)}</span>
          </span>
          {/* Two payments of one user for one plan differ by when they were made: it shows without opening the row. */}
          <time dateTime={payment.createdAt} className="block text-xs text-slate-500">
            {formatWhen(payment.createdAt)}
          </time>
        </span>
        <span className="flex flex-col items-end gap-1">
          <PaymentStatusBadge status={payment.status} />
          <ExtraChargesBadge payment={payment} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
        />
        <span className="sr-only">{expanded ? 'Hide details' : 'Show details'}</span>
      </button>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-100 px-4 pb-4 pt-3">
        <dl className="grid grid-cols-1 gap-2 text-sm min-[400px]:grid-cols-2">
          {[
            ['Payment ID', payment.paymentId],
            ['Email', payment.userId?.email ?? '—'],
            ['Billing', capitalized(payment.billingType)],
            ['Method', methodLabel(payment.paymentMethod)],
            ['Verification', capitalized(payment.verificationStatus)],
          ].map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-slate-500">{term}</dt>
              <dd className="break-all font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => onOpen(payment)}
          aria-label={`View payment ${payment.paymentId}`}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          View Details
        </Button>
      </div>
    </li>
  );
}

/** Below extra-large screens: one row per payment that opens in place; View Details opens the full record. */
export function PaymentRows({
  payments,
  onOpen,
}: {
  readonly payments: readonly AdminPayment[];
  readonly onOpen: (payment: AdminPayment) => void;
}) {
  return (
    <ul className="space-y-3 xl:hidden" aria-label="Payments">
      {payments.map((payment) => (
        <PaymentRow key={payment._id} payment={payment} onOpen={onOpen} />
      ))}
    </ul>
  );
}
