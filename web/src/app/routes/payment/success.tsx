import { useSearchParams } from 'react-router-dom';
import { PaymentSuccessView } from '@/features/payments/components/payment-success-view';
import { readSuccessQuery } from '@/features/payments/hooks/payment-query';

/** /payment/success (login required): the gateway's return address. */
export default function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const query = readSuccessQuery(search);
  // A new reference is a new payment: the page starts over rather than carry the old one's state.
  return <PaymentSuccessView key={query.paymentId ?? ''} query={query} />;
}
