import { UsersView } from '@/features/admin-users/components/users/users-view';

/** /admin/users (admins only). */
export default function AdminUsersPage() {
  return <UsersView />;
}
