import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { SelectField } from '@/components/ui/select-field';
import { useTabKeys } from '@/components/ui/tabs';
import type { SearchProfile } from '../api/get-profiles';

export const profileState = (profile: SearchProfile): string =>
  profile.isMain ? 'Main' : profile.isActive ? 'On' : 'Off';

const stateClasses = (profile: SearchProfile): string =>
  profile.isMain
    ? 'bg-blue-100 text-blue-800'
    : profile.isActive
      ? 'bg-green-100 text-green-800'
      : 'bg-slate-100 text-slate-700';

interface ProfileTabsProps {
  readonly profiles: readonly SearchProfile[];
  readonly max: number;
  readonly selected: SearchProfile;
  readonly onSelect: (id: string) => void;
  readonly onNew: () => void;
  /** Called with the tab of each profile as it mounts, for focus to return to after a dialog. */
  readonly tabRef?: (id: string, element: HTMLButtonElement | null) => void;
  readonly children: ReactNode;
}

/**
 * The account's search profiles: tabs on a wide screen (only the selected one in the tab order,
 * arrows move), a select on a phone, where five names do not fit in a row; then the selected
 * profile's panel. "New profile" is disabled at the limit, with the reason beside it.
 */
export function ProfileTabs({ profiles, max, selected, onSelect, onNew, tabRef, children }: ProfileTabsProps) {
  const base = useId();
  const keys = useTabKeys(
    profiles.map((profile) => profile.id),
    onSelect,
  );
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const limitId = `${base}-limit`;
  const atLimit = profiles.length >= max;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Search profile"
          className="sm:hidden"
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
          options={profiles.map((profile) => ({
            value: profile.id,
            label: `${profile.name} (${profileState(profile).toLowerCase()})`,
          }))}
        />
        <div role="tablist" aria-label="Search profiles" className="hidden min-w-0 flex-wrap gap-1 sm:flex">
          {profiles.map((profile, index) => {
            const active = profile.id === selected.id;
            return (
              <button
                key={profile.id}
                ref={(element) => {
                  keys.ref(profile.id)(element);
                  tabRef?.(profile.id, element);
                }}
                type="button"
                role="tab"
                id={tabId(profile.id)}
                aria-selected={active}
                aria-controls={panelId}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(profile.id)}
                onKeyDown={(event) => keys.onKeyDown(event, index)}
                className={cn(
                  'flex max-w-[16rem] items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium',
                  focusRing,
                  active
                    ? 'border-blue-600 bg-blue-50 text-blue-800'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <span className="truncate">{profile.name}</span>
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', stateClasses(profile))}>
                  {profileState(profile)}
                </span>
              </button>
            );
          })}
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={atLimit}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={onNew}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            New profile
          </Button>
          {atLimit ? (
            <p id={limitId} className="text-sm text-slate-600">
              You have {max} profiles, the most an account can have. Delete one to add another.
            </p>
          ) : null}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected.id)}>
        {children}
      </div>
    </div>
  );
}
