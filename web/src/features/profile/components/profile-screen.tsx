import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useRedirectMessageToast } from '@/lib/redirect-message';
import { useSession } from '@/lib/session';
import { PRODUCT } from '@core/domain/config';
import { ChangePasswordSection } from './change-password-section';
import { useProfileData } from '../api/get-profile-data';
import { AccountDetails } from './account-details';
import { BiddingPreferences } from './bidding-preferences';
import { FreelancerIntegration } from './freelancer-integration';
import { PortfolioSection } from './portfolio-section';

const SectionSpinner = () => (
  <Card className="flex justify-center">
    <Spinner />
  </Card>
);

/** The 'Profile' screen: the account, the Freelancer link, the skills and the bidding preferences, the portfolio. */
export function ProfileScreen() {
  const { user } = useSession();
  const { freelancerProfile, settings } = useProfileData();
  // Start Autobidding without a token stores why it sent the user here: taken here, it cannot
  // resurface on /pricing long after the token is saved.
  useRedirectMessageToast();
  if (user === null) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>
      <AccountDetails user={user} />
      {freelancerProfile.isPending ? (
        <SectionSpinner />
      ) : freelancerProfile.isError ? (
        <LoadFailed
          text={`Your ${PRODUCT.host} profile could not be loaded.`}
          onRetry={() => void freelancerProfile.refetch()}
        />
      ) : (
        <FreelancerIntegration
          savedToken={freelancerProfile.data.oauthToken}
          freelancerUserId={freelancerProfile.data.freelancerUserId}
        />
      )}
      {settings.isPending ? (
        <SectionSpinner />
      ) : settings.isError ? (
        <LoadFailed text="Your bidding preferences could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <BiddingPreferences settings={settings.data} user={user} />
      )}
      <PortfolioSection />
      <ChangePasswordSection />
    </div>
  );
}
