import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PaymentResultCard } from './payment-result-card';

/**
 * /payment/cancel: where the gateway returns a buyer who cancelled. It changes nothing: the
 * payment stays unpaid and grants nothing.
 */
export function PaymentCancelView() {
  return (
    <PaymentResultCard
      icon={CircleX}
      tone="grey"
      title="Payment Cancelled"
      actions={
        <>
          <Link to="/subscription" className={buttonClasses('primary')}>
            Back to Subscription
          </Link>
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
        </>
      }
    >
      <p>Your payment was cancelled and no charges were made. You can choose a plan again whenever you are ready.</p>
    </PaymentResultCard>
  );
}
