import { useSearchParams } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { PaymentCancelView } from '@/features/payments/components/payment-cancel-view';
import { readProcessingQuery } from '@/features/payments/hooks/payment-query';

/** /payment/cancel (login required): the gateway's cancel address. */
export default function PaymentCancelPage() {
  const [search] = useSearchParams();
  const { paymentId } = readProcessingQuery(search);
  return (
    <>
      <title>{`Payment Cancelled · ${PRODUCT.name}`}</title>
      <PaymentCancelView key={paymentId ?? ''} paymentId={paymentId} />
    </>
  );
}
