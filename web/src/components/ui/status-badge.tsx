import { bidStatusTone } from '@/lib/bid-log-format';
import { Badge, type BadgeTone } from './badge';

/** 'cancelled' → 'Cancelled': a status reads as the server names it, capitalised. */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * One meaning per payment status on every screen, the buyer's and the admin's alike. Cancelled is
 * grey, not red: the buyer chose to stop, nothing went wrong (a failure is red).
 */
const PAYMENT_TONES: Readonly<Record<string, BadgeTone>> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'grey',
};

export const paymentStatusTone = (status: string): BadgeTone => PAYMENT_TONES[status] ?? 'grey';

/** Completed green, pending yellow, failed red, cancelled (and anything unknown) grey. */
export function PaymentStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{statusLabel(status)}</Badge>;
}

/** Accepted green, submitted yellow, failed and rejected red, replied blue, held amber, anything else (declined, pending) grey. */
export function BidStatusBadge({ status }: { readonly status: string }) {
  return <Badge tone={bidStatusTone(status)}>{statusLabel(status)}</Badge>;
}
