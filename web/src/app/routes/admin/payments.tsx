import { PaymentsScreen } from '@/features/admin-payments/components/payments-screen';

export default function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}
