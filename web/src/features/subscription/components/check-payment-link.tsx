import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { checkPaymentHref, type HistoryPayment } from './payment-display';

/** A pending payment's way to the payment page that checks it (and can complete it in the sandbox). */
export function CheckPaymentLink({ payment }: { readonly payment: HistoryPayment }) {
  return (
    <Link
      to={checkPaymentHref(payment)}
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline',
        focusRing,
      )}
    >
      <RefreshCw aria-hidden="true" className="h-4 w-4" />
      Check status<span className="sr-only"> of payment {payment.paymentId}</span>
    </Link>
  );
}
