import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatRand } from '@/lib/money';
import { extraChargesWarning, type AdminPayment } from './payment-display';

/** The list rows' marker of a payment PayFast charged for more than it applied; nothing otherwise. */
export function ExtraChargesBadge({ payment }: { readonly payment: AdminPayment }) {
  const warning = extraChargesWarning(payment);
  return warning === null ? null : (
    <Badge tone="red" className="whitespace-nowrap">
      {warning.label}
    </Badge>
  );
}

/**
 * The payment's details open on what the admin must do: refund, in PayFast, each charge it took
 * that this payment did not apply, named by PayFast's id with its amount. Nothing was granted for them.
 */
export function ExtraChargesNotice({ payment }: { readonly payment: AdminPayment }) {
  const warning = extraChargesWarning(payment);
  if (warning === null) return null;
  const headingId = `extra-charges-${payment._id}`;
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="min-w-0 text-sm">
        <p id={headingId} className="font-semibold">
          {warning.title}
        </p>
        <p className="mt-1">Nothing was granted for {payment.extraCharges.length === 1 ? 'it' : 'them'}:</p>
        <ul className="mt-1 space-y-1" aria-label="Charges to refund">
          {payment.extraCharges.map((charge) => (
            <li key={charge.pfPaymentId} className="break-words">
              PayFast ID <span className="break-all font-mono text-xs">{charge.pfPaymentId}</span> ·{' '}
              <span className="whitespace-nowrap font-medium tabular-nums">{formatRand(charge.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
