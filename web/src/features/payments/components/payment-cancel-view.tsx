import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useRecordCancel } from '../hooks/use-record-cancel';
import { PaymentResultCard } from './payment-result-card';
import { paths } from '@/config/paths';

/**
 * /payment/cancel: where the gateway returns a buyer who cancelled. The payment is recorded as
 * cancelled, so it shows as such in the history and nothing can complete it later; it grants nothing.
 */
export function PaymentCancelView({ paymentId }: { readonly paymentId: string | null }) {
  const record = useRecordCancel(paymentId);
  return (
    <PaymentResultCard
      icon={CircleX}
      tone="grey"
      title="Payment Cancelled"
      actions={
        <>
          <Link to={paths.subscription} className={buttonClasses('primary')}>
            Back to Subscription
          </Link>
          <Link to={paths.dashboard} className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
        </>
      }
    >
      {/* A payment the gateway decided first (paid in another tab, say) was not cancelled: "no charges" would be untrue. */}
      {record.kind === 'refused' ? (
        <p role="status">{record.message}. Your subscription shows where it stands.</p>
      ) : (
        <p>Your payment was cancelled and no charges were made. You can choose a plan again whenever you are ready.</p>
      )}
    </PaymentResultCard>
  );
}
