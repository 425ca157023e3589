import { Crown, FlaskConical, Gauge, Gavel, Send, Shield, Target, UserCheck, Users } from 'lucide-react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { demoModeText, useDemoMode } from '@/lib/demo-mode';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useAdminStats, type AdminStats } from '../api/get-admin-stats';
import { CHART_DAYS, dailyStatsQueryOptions } from '../api/get-daily-stats';
import { BidStatusDistribution } from './bid-status-distribution';
import { QuickActions } from './quick-actions';
import { StatTiles, type Tile } from './stat-tiles';
import { SystemHealthCard } from './system-health-card';

/** recharts is most of the page's JavaScript: the figures show while the charts still load. */
const DailyActivityCharts = lazy(async () => ({
  default: (await import('./daily-activity-charts')).DailyActivityCharts,
}));
const AdminFunnelSection = lazy(async () => ({
  default: (await import('@/features/results/components/admin-funnel-section')).AdminFunnelSection,
}));

const chartsLoading = (
  <div className="flex min-h-40 items-center justify-center">
    <Spinner label="Loading daily charts" />
  </div>
);

export const STATS_LOAD_FAILED = 'Failed to load system statistics';

const userTiles = ({ users }: AdminStats): Tile[] => [
  { label: 'Total', value: users.total, icon: Users },
  { label: 'Active', value: users.active, icon: UserCheck },
  { label: 'Subscribed', value: users.subscribed, icon: Crown },
  { label: 'Admin', value: users.admin, icon: Shield },
];

const bidTiles = ({ bids }: AdminStats): Tile[] => [
  { label: 'Total', value: bids.total, icon: Gavel },
  { label: 'Submitted', value: bids.submitted, icon: Send },
  { label: 'Success Rate', value: `${bids.successRate.toFixed(1)}%`, icon: Target },
];

function StatsSections({ stats }: { readonly stats: AdminStats }) {
  return (
    <>
      <StatTiles title="Users" tiles={userTiles(stats)} />
      <StatTiles title="Bids" tiles={bidTiles(stats)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BidStatusDistribution stats={stats} />
        <SystemHealthCard stats={stats} />
      </div>
    </>
  );
}

/** Tells the admin the server runs on its simulators, and which settings take it live. */
function DemoModeNotice() {
  const simulated = useDemoMode();
  if (simulated === null) return null;
  const missing = [
    ...(simulated.payments ? ['PAYFAST_URL'] : []),
    ...(simulated.freelancer ? ['MARKETPLACE_URL'] : []),
  ];
  return (
    <section
      aria-labelledby="demo-mode-notice"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <h2 id="demo-mode-notice" className="font-semibold">
          This server runs in demo mode
        </h2>
        <p className="mt-1 text-sm">
          {demoModeText(simulated)} Set {missing.join(' and ')} to go live.
        </p>
      </div>
    </section>
  );
}

/** /admin: system figures, the health card, daily charts and quick actions. */
export function AdminDashboard() {
  const stats = useAdminStats();
  // The charts' data is asked for at once, alongside their chunk rather than after it.
  usePrefetchQuery(dailyStatsQueryOptions(CHART_DAYS));
  useLoadErrorToast([stats.error], STATS_LOAD_FAILED, 'admin-stats-load');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Gauge aria-hidden="true" className="h-7 w-7 text-blue-600" />
          Admin Dashboard
        </h1>
        <p className="mt-1 text-slate-600">Users, bids, payments and the health of the system at a glance.</p>
      </header>
      <DemoModeNotice />
      {stats.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading system statistics" />
        </div>
      ) : stats.isError ? (
        <LoadFailed text={STATS_LOAD_FAILED} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsSections stats={stats.data} />
      )}
      <section aria-labelledby="daily-activity" className="space-y-3">
        <h2 id="daily-activity" className="text-lg font-semibold text-slate-900">
          Daily Activity
        </h2>
        <Suspense fallback={chartsLoading}>
          <DailyActivityCharts />
        </Suspense>
      </section>
      <section aria-labelledby="system-results" className="space-y-3">
        <h2 id="system-results" className="text-lg font-semibold text-slate-900">
          Results
        </h2>
        <p className="text-sm text-slate-600">
          What every user’s bids became, or the users of one plan: scanned to awarded.
        </p>
        <Suspense fallback={chartsLoading}>
          <AdminFunnelSection />
        </Suspense>
      </section>
      <QuickActions />
    </div>
  );
}
