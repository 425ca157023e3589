import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import type { WebhookEndpointWire } from '@contract/webhooks';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { SecretReveal } from './secret-reveal';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { NotificationsPage } from '@/components/layouts/notifications-tabs';

export const LOAD_FAILED = 'Failed to load your webhook endpoints';

function EmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Webhook aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No Webhook Endpoints Yet</h2>
      <p className="mt-1 text-sm text-slate-600">
        Add a URL above and BidPilot will POST your chosen notifications there, signed.
      </p>
    </div>
  );
}

/** /notifications/webhooks: the user's signed webhook endpoints, their secrets shown once, test events and delivery logs. */
export function WebhooksView() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [revealed, setRevealed] = useState<{ readonly url: string; readonly secret: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointWire | null>(null);
  const endpoints = webhooks.data?.endpoints ?? [];
  const full = webhooks.data !== undefined && endpoints.length >= webhooks.data.maxEndpoints;

  return (
    <NotificationsPage
      title="Webhooks"
      intro={
        <>
          BidPilot POSTs the notifications you route to webhooks as JSON, signed by the Standard Webhooks scheme (
          <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>). A failed delivery is
          retried for 24 hours; an endpoint answering 410 is switched off.
        </>
      }
    >
      <Card className="space-y-3 p-4 sm:p-6">
        <CardTitle>Add an endpoint</CardTitle>
        <AddWebhookForm disabled={full} onAdded={(url, secret) => setRevealed({ url, secret })} />
        {webhooks.data === undefined ? null : (
          <p className="text-sm text-slate-500">
            {endpoints.length} of {webhooks.data.maxEndpoints} endpoints used
            {full ? ': delete one to add another.' : '.'}
          </p>
        )}
      </Card>
      {revealed === null ? null : (
        <SecretReveal url={revealed.url} secret={revealed.secret} onDone={() => setRevealed(null)} />
      )}
      {webhooks.isPending ? (
        <div className="flex min-h-[20vh] items-center justify-center">
          <Spinner label="Loading webhook endpoints" />
        </div>
      ) : webhooks.data === undefined ? (
        <LoadFailed text={LOAD_FAILED} onRetry={() => void webhooks.refetch()} />
      ) : endpoints.length === 0 ? (
        <EmptyState />
      ) : (
        <section aria-label="Webhook endpoints" className="space-y-4">
          {endpoints.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
          ))}
        </section>
      )}
      <DeleteWebhookDialog
        endpoint={deleting}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </NotificationsPage>
  );
}
