import { useParams } from 'react-router-dom';
import { MailScreen } from '@/features/admin-outbox/components/mail-screen';

/** /admin/outbox/:mailId (admins only). */
export default function AdminOutboxMailRoute() {
  const { mailId = '' } = useParams();
  return <MailScreen key={mailId} mailId={mailId} />;
}
