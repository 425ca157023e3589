import { useParams } from 'react-router-dom';
import { UserDetailsView } from '@/features/admin-users/components/user-details/user-details-view';

/** /admin/users/:userId (admins only). */
export default function AdminUserDetailsPage() {
  const { userId = '' } = useParams();
  return <UserDetailsView key={userId} userId={userId} />;
}
