import type { BadgeTone } from '@/components/ui/badge';
import type { WebhookDeliveryWire } from '@contract/webhooks';
import { formatDateTime } from '@/lib/date-format';

export const DELIVERY_STATUS: Record<
  WebhookDeliveryWire['status'],
  { readonly label: string; readonly tone: BadgeTone }
> = {
  pending: { label: 'Pending', tone: 'yellow' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** What the endpoint answered last, as the log's "Response" cell says it. */
export function responseText(delivery: WebhookDeliveryWire): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? 'No answer';
}

/** When the next try is due, for a pending delivery that failed before. */
export const nextTryText = (delivery: WebhookDeliveryWire): string | null =>
  delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt !== null
    ? `Next try ${formatDateTime(delivery.nextAttemptAt)}`
    : null;
