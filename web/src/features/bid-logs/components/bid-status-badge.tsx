import { bidStatusTone } from '../../../lib/bid-log-format';
import { Badge } from '../../../components/ui/badge';
import { statusLabel } from './bid-log-display';

/** The spec's status colours: accepted green, submitted yellow, failed and rejected red; replied blue; held amber; anything else grey. */
export function BidStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={bidStatusTone(status)}>{statusLabel(status)}</Badge>;
}
