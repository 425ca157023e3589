import { Badge } from '../../../components/ui/badge';
import { capitalized, paymentStatusTone } from './payment-display';

export function PaymentStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{capitalized(status)}</Badge>;
}
