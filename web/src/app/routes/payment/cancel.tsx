import { PRODUCT } from '../../../../../core/domain/config';
import { PaymentCancelView } from '../../../features/payments/components/payment-cancel-view';

/** /payment/cancel (login required): the gateway's cancel address. */
export default function PaymentCancelPage() {
  return (
    <>
      <title>{`Payment Cancelled · ${PRODUCT.name}`}</title>
      <PaymentCancelView />
    </>
  );
}
