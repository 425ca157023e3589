import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { BIDDING_SETTINGS_KEY, updateBiddingSettings, type BiddingSettings } from '../../../lib/bidding-settings';
import type { SettingsPayload } from '../../../lib/bidding-settings-form';

export const SETTINGS_SAVED = 'Settings updated successfully!';
export const SETTINGS_SAVE_FAILED = 'Failed to update settings';

/** PUT /api/bidding/settings; the answer becomes the cached settings, so every screen sees them. */
export function useSaveSettings({ onSaved }: { readonly onSaved: (settings: BiddingSettings) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SettingsPayload) => updateBiddingSettings(payload),
    onSuccess: (settings) => {
      queryClient.setQueryData(BIDDING_SETTINGS_KEY, settings);
      onSaved(settings);
      toast.success(SETTINGS_SAVED);
    },
    onError: (error) => toast.error(errorMessage(error, SETTINGS_SAVE_FAILED)),
  });
}
