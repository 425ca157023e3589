import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import type { BiddingSettings } from '@/lib/bidding-settings';
import type { SessionUser } from '@/lib/session';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { useDeleteProfile } from '../api/delete-profile';
import type { SearchProfile, useProfiles } from '../api/get-profiles';
import {
  COPY_SOURCE_DELETED_ELSEWHERE,
  PROFILE_ALREADY_DELETED,
  PROFILE_DELETED_ELSEWHERE,
} from '../api/profile-deleted-elsewhere';
import { useSelectedProfileId } from '../hooks/use-selected-profile';
import { SettingsEditor } from './main-settings-editor';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { NewProfileDialog, RenameProfileDialog } from './profile-dialogs';
import { ProfileEditor } from './profile-editor';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';

/** Without its profiles the screen still edits the settings, as it did before profiles existed. */
function ProfilesUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>Your search profiles could not be loaded. These are your main bidding settings.</p>
      <Button variant="secondary" className="shrink-0" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * After a deletion the deleted profile's panel is gone: focus goes to the main profile's name, not
 * the page body. It waits for the main profile to be shown (the address changes after the dialog
 * closed and gave focus back to the Delete button about to go).
 */
function useFocusMainAfterDelete(selectedId: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || selectedId !== MAIN_PROFILE_ID) return;
    setPending(false);
    heading.current?.focus();
  }, [pending, selectedId]);
  return { heading, requestFocus: () => setPending(true) };
}

/** Showing another profile while the form on screen holds unsaved edits asks first (the edits would be lost). */
function useUnsavedGuard(select: (id: string) => void) {
  const dirty = useRef(false);
  const [waiting, setWaiting] = useState<string | null>(null);
  const onDirtyChange = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  return {
    onDirtyChange,
    waiting,
    show: (id: string) => (dirty.current ? setWaiting(id) : select(id)),
    keep: () => setWaiting(null),
    discard: () => {
      if (waiting !== null) select(waiting);
      setWaiting(null);
    },
  };
}

/**
 * The settings screen's body: the account's search profiles as tabs and the selected one's
 * rules. The main profile keeps the screen as it was (every section, PUT /api/bidding/settings);
 * another profile shows only the rules a profile has.
 */
export function ProfileSettings({
  settings,
  profiles,
  user,
}: {
  readonly settings: BiddingSettings;
  readonly profiles: ReturnType<typeof useProfiles>;
  readonly user: SessionUser;
}) {
  const [selectedId, select] = useSelectedProfileId();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<SearchProfile | null>(null);
  const [deleting, setDeleting] = useState<SearchProfile | null>(null);
  const focus = useFocusMainAfterDelete(selectedId);
  const guard = useUnsavedGuard(select);
  const showMain = () => {
    select(MAIN_PROFILE_ID);
    focus.requestFocus();
  };
  // Its edits cannot be kept anywhere: the form goes without asking, and the toast says why.
  const deletedElsewhere = () => {
    toast.error(PROFILE_DELETED_ELSEWHERE);
    showMain();
  };
  const remove = useDeleteProfile({
    onDeleted: () => {
      setDeleting(null);
      showMain();
    },
    onDeletedElsewhere: () => {
      setDeleting(null);
      toast.success(PROFILE_ALREADY_DELETED);
      showMain();
    },
  });

  if (profiles.isPending) return <PageSpinner />;
  if (profiles.isError) {
    return (
      <>
        <ProfilesUnavailable onRetry={() => void profiles.refetch()} />
        <SettingsEditor settings={settings} user={user} />
      </>
    );
  }

  const { profiles: list, max } = profiles.data;
  // A profile deleted elsewhere, or a stale link, shows the main profile.
  const selected = list.find((profile) => profile.id === selectedId) ?? (list[0] as SearchProfile);

  return (
    <>
      <ProfileTabs
        profiles={list}
        max={max}
        selected={selected}
        onSelect={(id) => id !== selected.id && guard.show(id)}
        onNew={() => setCreating(true)}
      >
        <ProfileHeader
          key={`header-${selected.id}`}
          profile={selected}
          headingRef={focus.heading}
          onRename={() => setRenaming(selected)}
          onDelete={() => setDeleting(selected)}
          onDeletedElsewhere={deletedElsewhere}
        />
        {selected.isMain ? (
          <SettingsEditor settings={settings} user={user} onDirtyChange={guard.onDirtyChange} />
        ) : (
          <ProfileEditor
            key={`editor-${selected.id}`}
            profile={selected}
            settings={settings}
            user={user}
            onOpenMain={() => guard.show(MAIN_PROFILE_ID)}
            onDirtyChange={guard.onDirtyChange}
            onDeleted={deletedElsewhere}
          />
        )}
      </ProfileTabs>
      <NewProfileDialog
        open={creating}
        profiles={list}
        onClose={() => setCreating(false)}
        onCreated={(profile) => {
          setCreating(false);
          guard.show(profile.id);
        }}
        onCopySourceDeleted={(copyFrom) => {
          setCreating(false);
          // Only the profile on screen going takes the screen to the main one (`selected` already fell back to it).
          if (copyFrom === selectedId) deletedElsewhere();
          else toast.error(COPY_SOURCE_DELETED_ELSEWHERE);
        }}
      />
      <DiscardChangesDialog
        open={guard.waiting !== null}
        profileName={selected.name}
        onKeep={guard.keep}
        onDiscard={guard.discard}
      />
      <RenameProfileDialog
        profile={renaming}
        onClose={() => setRenaming(null)}
        onDeletedElsewhere={() => {
          setRenaming(null);
          deletedElsewhere();
        }}
      />
      <ConfirmDeleteDialog
        subject={deleting}
        title="Delete profile?"
        describe={(profile) => `"${profile.name}" and its rules will be deleted. Bids it already placed are kept.`}
        deleting={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
