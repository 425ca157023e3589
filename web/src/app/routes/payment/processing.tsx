import { useSearchParams } from 'react-router-dom';
import { PaymentProcessingView } from '@/features/payments/components/payment-processing-view';
import { readProcessingQuery } from '@/features/payments/hooks/payment-query';

/** /payment/processing (login required). */
export default function PaymentProcessingPage() {
  const [search] = useSearchParams();
  const { paymentId } = readProcessingQuery(search);
  return <PaymentProcessingView key={paymentId ?? ''} paymentId={paymentId} />;
}
