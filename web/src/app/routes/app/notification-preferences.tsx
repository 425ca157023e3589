import { PreferencesView } from '@/features/notifications/components/preferences-view';

/** /notifications/preferences (login required): which notifications go where. */
export default function NotificationPreferencesPage() {
  return <PreferencesView />;
}
