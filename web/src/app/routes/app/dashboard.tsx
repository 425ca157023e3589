import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useSession } from '@/lib/session';

/** /dashboard (login required; RequireUser has the user before this renders). */
export default function DashboardPage() {
  const { user } = useSession();
  return user === null ? null : <DashboardView user={user} />;
}
