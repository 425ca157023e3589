import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { WebhookDeliveryWire } from '@contract/webhooks';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { formatDateTime } from '@/lib/date-format';
import { DELIVERY_STATUS, nextTryText, responseText } from './webhook-display';

function DeliveryRow({
  delivery,
  redelivering,
  onRedeliver,
}: {
  readonly delivery: WebhookDeliveryWire;
  readonly redelivering: boolean;
  readonly onRedeliver: () => void;
}) {
  const status = DELIVERY_STATUS[delivery.status];
  const next = nextTryText(delivery);
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium text-slate-900">{delivery.eventType}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="mt-0.5 truncate font-mono text-xs text-slate-500" title={delivery.id}>
          {delivery.id}
        </p>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">Response</dt>
        <dd className="min-w-0 break-words text-slate-800">{responseText(delivery)}</dd>
        <dt className="text-slate-500">Attempts</dt>
        <dd className="text-slate-800">{delivery.attempts}</dd>
        <dt className="text-slate-500">{delivery.lastAttemptAt === null ? 'Queued' : 'Last try'}</dt>
        <dd className="text-slate-800">{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</dd>
        {next === null ? null : (
          <>
            <dt className="sr-only">Next try</dt>
            <dd className="col-span-2 text-slate-600">{next}</dd>
          </>
        )}
      </dl>
      <div>
        <Button
          variant="secondary"
          disabled={redelivering}
          onClick={onRedeliver}
          aria-label={`Redeliver ${delivery.eventType} ${delivery.id}`}
        >
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Redeliver
        </Button>
      </div>
    </li>
  );
}

/** One endpoint's delivery log, newest first, with Redeliver per delivery. */
export function DeliveryLog({ endpointId, label }: { readonly endpointId: string; readonly label: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const redeliver = useRedeliver(endpointId);
  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.data === undefined)
    return <LoadFailed text="Failed to load deliveries" onRetry={() => void deliveries.refetch()} />;
  const { deliveries: rows, pagination } = deliveries.data;
  if (pagination.total === 0)
    return <p className="text-sm text-slate-600">No deliveries yet. Send a test event to see one arrive.</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="divide-y divide-slate-100">
        {rows.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            redelivering={redeliver.isPending && redeliver.variables === delivery.id}
            onRedeliver={() => redeliver.mutate(delivery.id)}
          />
        ))}
      </ul>
      <Pagination label={`${label} pages`} current={pagination.current} pages={pagination.pages} onPage={setPage} />
    </div>
  );
}
