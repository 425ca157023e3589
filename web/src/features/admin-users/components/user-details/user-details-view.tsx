import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { AutobidPauseNotice, SkippedKindsNote } from '@/components/autobid/autobid-pause-notice';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useUserDetails } from '@/features/admin-users/api/get-user-details';
import { BidManagementCard } from './bid-management-card';
import { BiddingSettingsCard } from './bidding-settings-card';
import { PaymentHistoryCard } from './payment-history-card';
import { ProfileCard } from './profile-card';
import { RecentBidsCard } from './recent-bids-card';
import { paths } from '@/config/paths';

export const DETAILS_LOAD_FAILED = 'Failed to load user details';

/** The list's address the admin came from (search and page kept), else the list itself. */
function useBackTo(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith(paths.adminUsers) ? from : paths.adminUsers;
}

/** User Details: profile, bidding settings, bid balance, payments and recent bids of one user. Never their marketplace token. */
export function UserDetailsView({ userId }: { readonly userId: string }) {
  const details = useUserDetails(userId);
  const backTo = useBackTo();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Link to={backTo} className={buttonClasses('ghost', '-ml-3 px-3 py-1.5')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Users
      </Link>
      <header>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">
          {details.data === undefined ? 'User Details' : details.data.user.name}
        </h1>
        <p className="mt-1 break-all text-slate-600">
          {details.data === undefined ? 'Profile, settings, bids and payments of one user.' : details.data.user.email}
        </p>
      </header>
      {details.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading user details" />
        </div>
      ) : details.data === undefined ? (
        <LoadFailed
          text={errorMessage(details.error, DETAILS_LOAD_FAILED)}
          onRetry={isNotFound(details.error) ? undefined : () => void details.refetch()}
        />
      ) : (
        <>
          {details.data.biddingSettings.autobidPause ? (
            <AutobidPauseNotice pause={details.data.biddingSettings.autobidPause} about="the user" />
          ) : null}
          <SkippedKindsNote kinds={details.data.biddingSettings.unbiddableKinds} about="the user" />
          <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
            <ProfileCard user={details.data.user} marketplaceAccount={details.data.marketplaceAccount} />
            <BiddingSettingsCard settings={details.data.biddingSettings} />
            <BidManagementCard user={details.data.user} />
          </div>
          <PaymentHistoryCard payments={details.data.userPayments} stats={details.data.paymentStats} />
          <RecentBidsCard details={details.data} />
        </>
      )}
    </div>
  );
}
