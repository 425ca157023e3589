import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { capitalise } from '../format';

const TONES: Readonly<Record<string, BadgeTone>> = { completed: 'green', pending: 'yellow', failed: 'red', cancelled: 'grey' };

export function PaymentStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={TONES[status] ?? 'grey'}>{capitalise(status)}</Badge>;
}
