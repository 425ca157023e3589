import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetSettingsResponse, ToggleResponse } from '@contract/bidding';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { BIDDING_SETTINGS_KEY } from '@/lib/bidding-settings';
import { reloadDashboard } from './query-keys';

/** PATCH /bidding/toggle flips the stored switch; the answer says where it now stands. */
export const toggleAutobidding = (): Promise<ToggleResponse> => api.call(endpoints.bidding.toggle);

/**
 * Puts the switch where the user asked. The screen can show "stopped" while the stored switch is
 * still on (no bids left): the first flip then stops it, and a second one asks the server
 * to start, which it refuses with its own reason when no bid is there.
 */
export async function setAutobidding(wanted: boolean): Promise<ToggleResponse> {
  const first = await toggleAutobidding();
  return first.isActive === wanted ? first : toggleAutobidding();
}

/** Applies the answer's isActive at once, then re-reads the screen and the user. */
export function useToggleAutobidding() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: setAutobidding,
    onSuccess: ({ isActive }) => {
      // Switching on resumes a pause that waited for the user; a cool-down runs its course.
      queryClient.setQueryData<GetSettingsResponse['settings']>(BIDDING_SETTINGS_KEY, (settings) =>
        settings === undefined
          ? settings
          : {
              ...settings,
              isActive,
              autobidPause: isActive && settings.autobidPause?.until === null ? null : settings.autobidPause,
            },
      );
    },
    // A refused second flip still leaves the first one done: re-read either way.
    onSettled: () => {
      void reloadDashboard(queryClient);
      void refreshUser();
    },
  });
}
