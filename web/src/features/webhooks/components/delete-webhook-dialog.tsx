import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { WebhookEndpointWire } from '@contract/webhooks';

export const deleteWebhookConfirmation = (url: string): string =>
  `Delete the endpoint ${url}? Its delivery log goes with it, and nothing more is sent there.`;

export function DeleteWebhookDialog({
  endpoint,
  deleting,
  onConfirm,
  onClose,
}: {
  readonly endpoint: WebhookEndpointWire | null;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      subject={endpoint}
      title="Delete webhook endpoint"
      describe={(shown) => deleteWebhookConfirmation(shown.url)}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
