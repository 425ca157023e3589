import { CircleAlert, Clock, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PendingActionButton } from '@/components/ui/pending-action-button';
import { PROCESSING_TEXTS } from '../hooks/payment-processing-machine';
import { usePaymentProcessing } from '../hooks/use-payment-processing';
import { PaymentResultCard } from './payment-result-card';
import { PaymentCompletedCard, PaymentFailedCard } from './payment-outcome-cards';
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
    <PaymentFailedCard icon={CircleAlert} title="Payment Error" secondaryAction={contactSupport}>
      <p role="alert">{text}</p>
    </PaymentFailedCard>
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
        <PaymentCompletedCard
          payment={state.payment}
          returnedWith={null}
          to={paths.dashboard}
          goNowLabel="Go to Dashboard Now"
          seconds={PROCESSING_COUNTDOWN_SECONDS}
          destination="your dashboard"
        />
      );
    case 'pending':
      return (
        <PaymentResultCard
          icon={Clock}
          tone="yellow"
          title="Payment Pending"
          actions={
            <>
              <PendingActionButton busy={state.checking} onClick={() => send({ type: 'checkStatus' })}>
                Check Payment Status
              </PendingActionButton>
              {contactSupport}
            </>
          }
        >
          <p>{PROCESSING_TEXTS.pending}</p>
        </PaymentResultCard>
      );
  }
}
