import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import type { PaymentRecord } from '../api/verify-payment';
import { PaymentResultCard } from './payment-result-card';
import { PaymentSummary } from './payment-summary';
import { RedirectCountdown } from './redirect-countdown';
import { RefundDueNotice } from './refund-due-notice';
import { paths } from '@/config/paths';

/**
 * A completed payment: the thanks, what was bought, and a countdown to the next page with a go-now
 * link. A payment with charges kept for a refund says so and stays put (no countdown), so the buyer
 * can read it; the go-now link still leads on.
 */
export function PaymentCompletedCard({
  payment,
  returnedWith,
  to,
  goNowLabel,
  seconds,
  destination,
}: {
  readonly payment: PaymentRecord;
  /** The return link's pf_payment_id, null when it has none. */
  readonly returnedWith: string | null;
  readonly to: string;
  readonly goNowLabel: string;
  readonly seconds: number;
  /** How the countdown names where it goes: 'your dashboard'. */
  readonly destination: string;
}) {
  return (
    <PaymentResultCard
      icon={CircleCheck}
      tone="green"
      title="Payment Successful"
      actions={
        <Link to={to} className={buttonClasses('primary')}>
          {goNowLabel}
        </Link>
      }
    >
      <p>Thank you! Your payment is complete and your bids have been added to your account.</p>
      <RefundDueNotice payment={payment} returnedWith={returnedWith} />
      <PaymentSummary payment={payment} />
      {payment.refundDue.length === 0 ? (
        <RedirectCountdown seconds={seconds} to={to} destination={destination} />
      ) : null}
    </PaymentResultCard>
  );
}

/** A payment that did not go through: Try Again (back to the plans) first, then the page's own way out. */
export function PaymentFailedCard({
  icon,
  title,
  secondaryAction,
  children,
}: {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly secondaryAction: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <PaymentResultCard
      icon={icon}
      tone="red"
      title={title}
      actions={
        <>
          <Link to={paths.pricing} className={buttonClasses('primary')}>
            Try Again
          </Link>
          {secondaryAction}
        </>
      }
    >
      {children}
    </PaymentResultCard>
  );
}
