import { Badge } from '../../../components/ui/badge';
import { capitalised, paymentStatusTone } from './payment-display';

/** Completed green, pending yellow, failed and cancelled red. */
export function PaymentStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{capitalised(status)}</Badge>;
}
