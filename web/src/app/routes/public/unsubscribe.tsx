import { UnsubscribeView } from '@/features/notifications/components/unsubscribe-view';

/** /notifications/unsubscribe?token=… (public): a mail footer's unsubscribe link. */
export default function UnsubscribeRoute() {
  return <UnsubscribeView />;
}
