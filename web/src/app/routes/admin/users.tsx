import { UsersView } from '@/features/admin-users/components/users/users-view';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'User Management';

/** /admin/users (admins only). */
export default function AdminUsersPage() {
  return <UsersView />;
}
