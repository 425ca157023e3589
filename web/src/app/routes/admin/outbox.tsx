import { OutboxScreen } from '@/features/admin-outbox/components/outbox-screen';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Mail Outbox';

/** /admin/outbox (admins only). */
export default function AdminOutboxRoute() {
  return <OutboxScreen />;
}
