import { bidStatusTone } from '../../../lib/bid-log-format';
import { Badge } from '../../../components/ui/badge';
import { capitalise } from './format';

/** Accepted green, submitted yellow, failed and rejected red, any other status neutral. */
export function BidStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={bidStatusTone(status)}>{capitalise(status)}</Badge>;
}
