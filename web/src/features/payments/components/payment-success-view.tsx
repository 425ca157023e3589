import { CircleX, Clock, LoaderCircle } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PendingActionButton } from '@/components/ui/pending-action-button';
import { usePaymentGatewayMode } from '@/lib/demo-mode';
import type { SuccessState } from '../hooks/payment-success-machine';
import { DEFAULT_RETURN_PATH, type SuccessQuery } from '../hooks/payment-query';
import { usePaymentSuccess } from '../hooks/use-payment-success';
import { CancelledPaymentText } from './closed-payment-text';
import { PaymentResultCard } from './payment-result-card';
import { PaymentCompletedCard, PaymentFailedCard } from './payment-outcome-cards';
import { RedirectCountdown } from './redirect-countdown';

/** After a completed payment, and after a failure found by the status check, the page moves on after 3 s. */
export const POST_PAYMENT_REDIRECT_SECONDS = 3;

const FAILED_TEXTS: Readonly<Record<Extract<SuccessState, { kind: 'failed' }>['finding'], string>> = {
  failed: 'Your payment did not go through, so no bids were added. Please try again or contact support.',
  cancelled: 'This payment was cancelled, so no charges were made and no bids were added.',
  unknown: 'We could not verify this payment. If you were charged, please contact support with your payment reference.',
};

const backToSubscription = (
  <Link to={DEFAULT_RETURN_PATH} className={buttonClasses('secondary')}>
    Back to Subscription
  </Link>
);

const redirectToSubscription = {
  seconds: POST_PAYMENT_REDIRECT_SECONDS,
  to: DEFAULT_RETURN_PATH,
  destination: 'your subscription',
} as const;

/** The go-now control names where the countdown goes: the subscription unless return_to chose another page. */
const goNowLabel = (returnTo: string): string => (returnTo === DEFAULT_RETURN_PATH ? 'View Subscription' : 'Continue');

/** /payment/success: where the gateway returns the buyer after paying. */
export function PaymentSuccessView({ query }: { readonly query: SuccessQuery }) {
  const { state, send } = usePaymentSuccess(query);
  // Only a sandbox gateway lets a buyer ask for a completion; live PayFast refuses it, so live (or not yet known) shows no such control.
  const manualCompletion = usePaymentGatewayMode() === 'sandbox';
  const reference = query.paymentId ?? '';

  switch (state.kind) {
    case 'invalid':
      return <Navigate to={DEFAULT_RETURN_PATH} replace />;
    case 'verifying':
    case 'completing':
      return (
        <PaymentResultCard icon={LoaderCircle} tone="blue" title="Verifying Payment" busy>
          <p role="status">Please wait while we confirm your payment.</p>
        </PaymentResultCard>
      );
    case 'completed':
      return (
        <PaymentCompletedCard
          payment={state.payment}
          returnedWith={query.pfPaymentId}
          to={query.returnTo}
          goNowLabel={goNowLabel(query.returnTo)}
          seconds={POST_PAYMENT_REDIRECT_SECONDS}
          destination={query.returnTo === DEFAULT_RETURN_PATH ? 'your subscription' : 'your page'}
        />
      );
    case 'pending': {
      const busy = state.busy !== null;
      return (
        <PaymentResultCard
          icon={Clock}
          tone="yellow"
          title="Payment Processing"
          actions={
            <>
              <PendingActionButton
                busy={state.busy === 'checking'}
                disabled={busy}
                onClick={() => send({ type: 'checkStatus' })}
              >
                Check Status Now
              </PendingActionButton>
              {manualCompletion ? (
                <PendingActionButton
                  variant="secondary"
                  busy={state.busy === 'completing'}
                  disabled={busy}
                  onClick={() => send({ type: 'completeManually' })}
                >
                  Complete Payment Manually
                </PendingActionButton>
              ) : null}
              {backToSubscription}
            </>
          }
        >
          <p>
            Your payment is being processed. This usually takes a moment; your bids are added as soon as it is
            confirmed.
          </p>
          {/* Reached from the history's Check status too, for a checkout the buyer may have left unpaid. */}
          <p className="text-sm">
            Left the checkout without paying? Nothing was charged, and the payment is cancelled a day after it began.
          </p>
          <p className="text-sm">
            Payment reference
            <span className="mt-1 block font-mono font-medium break-all text-slate-900">{reference}</span>
          </p>
        </PaymentResultCard>
      );
    }
    case 'failed':
      return (
        <PaymentFailedCard icon={CircleX} title="Payment Failed" secondaryAction={backToSubscription}>
          {state.finding === 'cancelled' ? (
            <CancelledPaymentText
              paymentId={reference}
              returnedWith={query.pfPaymentId}
              cancelledText={FAILED_TEXTS.cancelled}
              redirect={state.redirect ? redirectToSubscription : null}
            />
          ) : (
            <>
              <p>{FAILED_TEXTS[state.finding]}</p>
              {state.redirect ? <RedirectCountdown {...redirectToSubscription} /> : null}
            </>
          )}
        </PaymentFailedCard>
      );
  }
}
