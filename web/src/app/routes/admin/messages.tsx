import { MessagesScreen } from '@/features/admin-messages/components/messages-screen';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Messages';

/** /admin/messages (admins only): the contact form's inbox. */
export default function AdminMessagesRoute() {
  return <MessagesScreen />;
}
