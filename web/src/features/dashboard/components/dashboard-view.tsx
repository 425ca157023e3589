import { Coins, Send } from 'lucide-react';
import { AutobidPauseNotice, SkippedKindsNote } from '@/components/autobid/autobid-pause-notice';
import { Spinner } from '@/components/ui/spinner';
import { autobiddingShownActive } from '@/lib/autobidding';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import type { SessionUser } from '@/lib/session';
import { useBiddingSettings } from '../api/get-bidding-settings';
import { useBiddingStats } from '../api/get-bidding-stats';
import { useLastRun } from '../api/get-last-run';
import { hasLinkedAccount, showsFreelancerBids } from '@/lib/freelancer-profile';
import { useFreelancerProfile } from '../api/get-freelancer-profile';
import { useAutobidSwitch } from '../hooks/use-autobid-switch';
import { useRereadOnSpend } from '../hooks/use-reread-on-spend';
import { useTestBidding } from '../hooks/use-test-bidding';
import { AutobiddingStatusCard } from './autobidding-status-card';
import { CurrentSettingsCard } from './current-settings-card';
import { FreelancerBidsNote } from './freelancer-bids-note';
import { LastRunCard } from './last-run-card';
import { OAuthWarning } from './oauth-warning';
import { PlanStatusCard } from './plan-status-card';
import { StatCard } from './stat-card';

export const LOAD_FAILED = 'Failed to load dashboard data';

/** The signed-in user's dashboard: autobidding, plan, bids and the settings in force. */
export function DashboardView({ user }: { readonly user: SessionUser }) {
  const settings = useBiddingSettings((latest) => autobiddingShownActive(latest.isActive, user));
  const shownActive = autobiddingShownActive(settings.data?.isActive ?? false, user);
  const stats = useBiddingStats(shownActive);
  const lastRun = useLastRun(shownActive);
  useRereadOnSpend(user.availableBids);
  const profile = useFreelancerProfile(shownActive);
  useLoadErrorToast([settings.error, stats.error, profile.error, lastRun.error], LOAD_FAILED, 'dashboard-load');

  const hasToken = profile.data !== undefined && hasLinkedAccount(profile.data);
  const marketplaceAccount = profile.data?.marketplaceAccount ?? null;
  const autobid = useAutobidSwitch({ user, shownActive, hasToken });
  const testBidding = useTestBidding();

  if (settings.isPending && stats.isPending && profile.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading dashboard" />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome, {user.name}!</h1>
        <p className="mt-1 text-slate-600">Here is how your automated bidding is doing.</p>
      </header>
      {profile.data !== undefined && !profile.data.oauthToken ? <OAuthWarning /> : null}
      {settings.data?.autobidPause ? <AutobidPauseNotice pause={settings.data.autobidPause} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <AutobiddingStatusCard
          active={shownActive}
          paused={Boolean(settings.data?.autobidPause)}
          switching={autobid.busy}
          testing={testBidding.busy}
          onToggle={autobid.flip}
          onTest={testBidding.run}
        />
        <PlanStatusCard user={user} now={new Date()} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <StatCard
          title="Available Bids"
          icon={Coins}
          value={user.unlimitedBids ? 'Unlimited' : user.availableBids}
          footer={
            hasToken && showsFreelancerBids(marketplaceAccount) ? (
              <FreelancerBidsNote account={marketplaceAccount} now={new Date()} />
            ) : undefined
          }
        />
        <StatCard title="Submitted Bids" icon={Send} value={stats.data?.submittedBids ?? '—'} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <LastRunCard data={lastRun.data} now={new Date()} />
        <CurrentSettingsCard settings={settings.data} />
      </div>
      <SkippedKindsNote kinds={settings.data?.unbiddableKinds ?? []} />
    </div>
  );
}
