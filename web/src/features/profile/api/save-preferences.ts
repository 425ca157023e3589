import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { BIDDING_SETTINGS_KEY, updateBiddingSettings, type BiddingSettings } from '../../../lib/bidding-settings';
import type { SettingsPayload } from '../../../lib/bidding-settings-form';

export const PREFERENCES_SAVED = 'Profile preferences saved';
export const PREFERENCES_SAVE_FAILED = 'Failed to save preferences';

/** The profile's Bidding Preferences go to PUT /api/bidding/settings like the settings screen's. */
export function useSavePreferences({ onSaved }: { readonly onSaved: (settings: BiddingSettings) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SettingsPayload) => updateBiddingSettings(payload),
    onSuccess: (settings) => {
      queryClient.setQueryData(BIDDING_SETTINGS_KEY, settings);
      onSaved(settings);
      toast.success(PREFERENCES_SAVED);
    },
    onError: () => toast.error(PREFERENCES_SAVE_FAILED),
  });
}
