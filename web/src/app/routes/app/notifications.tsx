import { InboxView } from '@/features/notifications/components/inbox-view';

/** /notifications (login required): the inbox. */
export default function NotificationsPage() {
  return <InboxView />;
}
