import { useParams } from 'react-router-dom';
import { UserBidsView } from '@/features/admin-users/components/user-bids/user-bids-view';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'User Bids';

/** /admin/users/:userId/bids (admins only). */
export default function AdminUserBidsPage() {
  const { userId = '' } = useParams();
  return <UserBidsView key={userId} userId={userId} />;
}
