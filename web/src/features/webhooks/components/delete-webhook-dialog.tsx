import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { WebhookEndpointWire } from '../../../../../contract/webhooks';

export const deleteWebhookConfirmation = (url: string): string => `Delete the endpoint ${url}? Its delivery log goes with it, and nothing more is sent there.`;

/** Asks before deleting; while the deletion runs, Escape and a click outside do not close it. */
export function DeleteWebhookDialog({ endpoint, deleting, onConfirm, onClose }: { readonly endpoint: WebhookEndpointWire | null; readonly deleting: boolean; readonly onConfirm: () => void; readonly onClose: () => void }) {
  // The text stays while the dialog animates shut after `endpoint` went back to null.
  const last = useRef(endpoint);
  if (endpoint !== null) last.current = endpoint;
  return (
    <Modal open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Delete webhook endpoint" description={last.current === null ? '' : deleteWebhookConfirmation(last.current.url)} busy={deleting}>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={deleting} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
