import { useParams } from 'react-router-dom';
import { MailScreen } from '@/features/admin-outbox/components/mail-screen';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Outbox Mail';

/** /admin/outbox/:mailId (admins only). */
export default function AdminOutboxMailRoute() {
  const { mailId = '' } = useParams();
  return <MailScreen key={mailId} mailId={mailId} />;
}
