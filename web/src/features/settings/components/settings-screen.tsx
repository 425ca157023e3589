import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { PRODUCT } from '@core/domain/config';
import { useProfiles } from '../api/get-profiles';
import { useSettings } from '../api/get-settings';
import { ProfileSettings } from './profile-settings';

/** The '{product} Settings' screen: the search profiles, then the selected one's rules (docs/design.md#settings-for-what-gets-bid, #search-profiles). */
export function SettingsScreen() {
  const { user } = useSession();
  const settings = useSettings();
  // Both reads start together: the profiles are not waiting on the settings.
  const profiles = useProfiles();
  if (user === null || settings.isPending || profiles.isPending) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{PRODUCT.name} Settings</h1>
      {settings.isError ? (
        <LoadFailed text="Your settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <ProfileSettings settings={settings.data} profiles={profiles} user={user} />
      )}
    </div>
  );
}
