import { useParams } from 'react-router-dom';
import { UserDetailsView } from '@/features/admin-users/components/user-details/user-details-view';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'User Details';

/** /admin/users/:userId (admins only). */
export default function AdminUserDetailsPage() {
  const { userId = '' } = useParams();
  return <UserDetailsView key={userId} userId={userId} />;
}
