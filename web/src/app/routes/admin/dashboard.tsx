import { AdminDashboard } from '@/features/admin-stats/components/admin-dashboard';

/** /admin (admins only; RequireAdmin has checked the role before this renders). */
export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
