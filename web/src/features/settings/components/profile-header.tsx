import { Pencil, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import { errorMessage } from '@/lib/api-error';
import type { SearchProfile } from '../api/get-profiles';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_SWITCH_FAILED = 'Failed to switch the profile';

/** A profile beside the main one is switched on and off at once, not with Save: the tab shows it. */
function ProfileSwitch({
  profile,
  onDeletedElsewhere,
}: {
  readonly profile: SearchProfile;
  readonly onDeletedElsewhere: () => void;
}) {
  const update = useUpdateProfile({
    onSaved: (saved) =>
      toast.success(saved.isActive ? `"${saved.name}" searches for projects` : `"${saved.name}" is off`),
    onFailed: (error) => toast.error(errorMessage(error, PROFILE_SWITCH_FAILED)),
    onDeletedElsewhere,
  });
  return (
    <SwitchField
      label="Search with this profile"
      description={profile.isActive ? 'On: searched while autobidding runs' : 'Off: kept, never searched'}
      checked={profile.isActive}
      disabled={update.isPending}
      onCheckedChange={(isActive) => update.mutate({ id: profile.id, changes: { isActive } })}
    />
  );
}

interface ProfileHeaderProps {
  readonly profile: SearchProfile;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onRename: () => void;
  readonly onDelete: () => void;
  /** The switch found the profile deleted by another tab or device. */
  readonly onDeletedElsewhere: () => void;
}

/** The selected profile's name, what kind it is, and what can be done to it. */
export function ProfileHeader({ profile, headingRef, onRename, onDelete, onDeletedElsewhere }: ProfileHeaderProps) {
  return (
    <div className="mb-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-lg font-semibold break-words text-slate-900 focus:outline-none"
          >
            {profile.name}
          </h2>
          {profile.isMain ? <Badge tone="blue">Main</Badge> : null}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" className="px-3 py-1.5" onClick={onRename} aria-label={`Rename ${profile.name}`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Rename
          </Button>
          {profile.isMain ? null : (
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={onDelete}
              aria-label={`Delete ${profile.name}`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          )}
        </div>
      </div>
      {profile.isMain ? (
        <p className="text-sm text-slate-600">
          Your bidding settings. Autobidding, pace, the daily limit and client screening set here apply to every
          profile.
        </p>
      ) : (
        <ProfileSwitch profile={profile} onDeletedElsewhere={onDeletedElsewhere} />
      )}
    </div>
  );
}
