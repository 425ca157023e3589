import { useSearchParams } from 'react-router-dom';
import { PaymentCancelView } from '@/features/payments/components/payment-cancel-view';
import { readProcessingQuery } from '@/features/payments/hooks/payment-query';

/** /payment/cancel (login required): the gateway's cancel address. */
export default function PaymentCancelPage() {
  const [search] = useSearchParams();
  const { paymentId } = readProcessingQuery(search);
  return <PaymentCancelView key={paymentId ?? ''} paymentId={paymentId} />;
}
