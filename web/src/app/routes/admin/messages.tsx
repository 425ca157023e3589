import { MessagesScreen } from '@/features/admin-messages/components/messages-screen';

/** /admin/messages (admins only): the contact form's inbox. */
export default function AdminMessagesRoute() {
  return <MessagesScreen />;
}
