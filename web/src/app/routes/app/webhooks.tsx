import { WebhooksView } from '@/features/webhooks/components/webhooks-view';

/** /notifications/webhooks (login required). */
export default function WebhooksPage() {
  return <WebhooksView />;
}
