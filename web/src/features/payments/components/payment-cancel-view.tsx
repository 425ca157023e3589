import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useRecordCancel, type CancelRecord } from '../hooks/use-record-cancel';
import { PaymentResultCard } from './payment-result-card';
import { paths } from '@/config/paths';

/** The way back, for what the checkout sold when the page knows it: a plan, or an add-on bid pack. */
function againText(record: CancelRecord): string {
  if (record.kind === 'recorded' && record.item === 'plan')
    return 'You can choose a plan again whenever you are ready.';
  if (record.kind === 'recorded' && record.item === 'addon')
    return 'You can buy a bid pack again whenever you are ready.';
  return 'You can buy again whenever you are ready.';
}

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
        <p>Your payment was cancelled and no charges were made. {againText(record)}</p>
      )}
    </PaymentResultCard>
  );
}
