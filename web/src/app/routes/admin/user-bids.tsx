import { useParams } from 'react-router-dom';
import { UserBidsView } from '@/features/admin-users/components/user-bids/user-bids-view';

/** /admin/users/:userId/bids (admins only). */
export default function AdminUserBidsPage() {
  const { userId = '' } = useParams();
  return <UserBidsView key={userId} userId={userId} />;
}
