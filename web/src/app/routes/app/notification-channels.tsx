import { ChannelsScreen } from '@/features/notification-channels/components/channels-screen';

/** /notifications/channels (signed in). */
export default function NotificationChannelsRoute() {
  return <ChannelsScreen />;
}
