import { OutboxScreen } from '@/features/admin-outbox/components/outbox-screen';

/** /admin/outbox (admins only). */
export default function AdminOutboxRoute() {
  return <OutboxScreen />;
}
