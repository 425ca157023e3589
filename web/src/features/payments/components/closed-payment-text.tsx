import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { usePaymentStatus } from '../api/get-payment-status';
import { chargesText } from './refund-due-notice';
import { RedirectCountdown } from './redirect-countdown';

/**
 * What the page says of a payment it found cancelled: nothing charged, nothing added. Unless the
 * buyer paid it after it was closed (a checkout tab paid after the day it was kept open, or after
 * an admin closed it): that money added nothing and is kept for a refund (docs/design.md#payments),
 * and saying "no charges were made" would be false; the page then stays put for the buyer to read
 * it instead of moving on.
 */
export function CancelledPaymentText({
  paymentId,
  returnedWith,
  cancelledText,
  redirect,
}: {
  readonly paymentId: string;
  /** The return link's pf_payment_id, null when it has none. */
  readonly returnedWith: string | null;
  readonly cancelledText: string;
  /** Where the page moves on to after its countdown, when it does (found cancelled by Check Status Now). */
  readonly redirect: { readonly seconds: number; readonly to: string; readonly destination: string } | null;
}) {
  const { data: payment } = usePaymentStatus(paymentId, returnedWith);
  if (payment === undefined || payment.refundDue.length === 0)
    return (
      <>
        <p>{cancelledText}</p>
        {redirect === null ? null : <RedirectCountdown {...redirect} />}
      </>
    );
  const owed = payment.refundDue.length;
  return (
    <div role="alert" className="space-y-2">
      <p>
        This payment was closed before PayFast confirmed it, so no bids were added. PayFast took{' '}
        {owed === 1 ? 'a payment' : `${owed} payments`} for it afterwards ({chargesText(payment)}):{' '}
        {owed === 1 ? 'it is' : 'they are'} kept for a refund.
      </p>
      <p className="text-sm">
        <Link to={paths.contactUs} className={cn('rounded font-medium underline', focusRing)}>
          Contact support
        </Link>{' '}
        if {owed === 1 ? 'it has' : 'they have'} not reached you within a few days.
      </p>
    </div>
  );
}
