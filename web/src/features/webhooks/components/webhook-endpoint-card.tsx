import { ChevronDown, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { WebhookEndpointWire } from '@contract/webhooks';
import { useSendTestEvent } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { formatDateTime } from '@/lib/date-format';

/** One endpoint: its URL and state, Send test event, Delete, and its delivery log on demand. */
export function WebhookEndpointCard({
  endpoint,
  onDelete,
}: {
  readonly endpoint: WebhookEndpointWire;
  readonly onDelete: () => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const sendTest = useSendTestEvent();
  const sending = sendTest.isPending && sendTest.variables === endpoint.id;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={endpoint.url} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">{endpoint.url}</h2>
          {endpoint.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">Switched off</Badge>}
        </div>
        {endpoint.disabledReason === null ? null : (
          <p className="text-sm text-red-700">
            {endpoint.disabledReason}. Fix the receiver, then delete this endpoint and add it again.
          </p>
        )}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Secret</dt>
          <dd className="font-mono text-slate-800">{endpoint.secretHint}</dd>
          <dt className="text-slate-500">Added</dt>
          <dd className="text-slate-800">{formatDateTime(endpoint.createdAt)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => sendTest.mutate(endpoint.id, { onSuccess: () => setLogOpen(true) })}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
            {sending ? 'Sending...' : 'Send test event'}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('h-4 w-4 transition-transform', logOpen ? 'rotate-180' : undefined)}
            />
            Deliveries
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${endpoint.url}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        </div>
        <div id={logId} hidden={!logOpen} className="border-t border-slate-100 pt-3">
          {logOpen ? <DeliveryLog endpointId={endpoint.id} label={`Deliveries to ${endpoint.url}`} /> : null}
        </div>
      </article>
    </Card>
  );
}
