import { AdminDashboard } from '@/features/admin-stats/components/admin-dashboard';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'Admin Dashboard';

/** /admin (admins only; RequireAdmin has checked the role before this renders). */
export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
