import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { PROCESSING_TEXTS } from '../hooks/payment-processing-machine';
import { usePaymentProcessing } from '../hooks/use-payment-processing';
import { PaymentResultCard } from './payment-result-card';
import { PaymentSummary } from './payment-summary';
import { RedirectCountdown } from './redirect-countdown';
import { paths } from '@/config/paths';

/** A confirmed payment counts down this long before the dashboard. */
export const PROCESSING_COUNTDOWN_SECONDS = 5;

const contactSupport = (
  <Link to={paths.contactUs} className={buttonClasses('secondary')}>
    Contact Support
  </Link>
);

function ErrorCard({ text }: { readonly text: string }) {
  return (
    <PaymentResultCard
      icon={CircleAlert}
      tone="red"
      title="Payment Error"
      actions={
        <>
          <Link to={paths.pricing} className={buttonClasses('primary')}>
            Try Again
          </Link>
          {contactSupport}
        </>
      }
    >
      <p role="alert">{text}</p>
    </PaymentResultCard>
  );
}

/** /payment/processing: waits a moment for the gateway, then tells where the payment stands. */
export function PaymentProcessingView({ paymentId }: { readonly paymentId: string | null }) {
  const { state, send } = usePaymentProcessing(paymentId);

  switch (state.kind) {
    case 'missing':
      return <ErrorCard text={PROCESSING_TEXTS.missing} />;
    case 'error':
      return <ErrorCard text={PROCESSING_TEXTS.error} />;
    case 'processing':
      return (
        <PaymentResultCard icon={LoaderCircle} tone="blue" title="Processing Payment" busy>
          <p role="status">Please wait while we confirm your payment. This only takes a few seconds.</p>
        </PaymentResultCard>
      );
    case 'success':
      return (
        <PaymentResultCard
          icon={CircleCheck}
          tone="green"
          title="Payment Successful"
          actions={
            <Link to={paths.dashboard} className={buttonClasses('primary')}>
              Go to Dashboard Now
            </Link>
          }
        >
          <p>Thank you! Your payment is complete and your bids have been added to your account.</p>
          <PaymentSummary payment={state.payment} />
          <RedirectCountdown seconds={PROCESSING_COUNTDOWN_SECONDS} to={paths.dashboard} destination="your dashboard" />
        </PaymentResultCard>
      );
    case 'pending':
      return (
        <PaymentResultCard
          icon={Clock}
          tone="yellow"
          title="Payment Pending"
          actions={
            <>
              <Button
                onClick={() => send({ type: 'checkStatus' })}
                disabled={state.checking}
                aria-busy={state.checking}
              >
                {state.checking ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
                Check Payment Status
              </Button>
              {contactSupport}
            </>
          }
        >
          <p>{PROCESSING_TEXTS.pending}</p>
        </PaymentResultCard>
      );
  }
}
