import { PaymentsScreen } from '@/features/admin-payments/components/payments-screen';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Payment Management';

export default function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}
