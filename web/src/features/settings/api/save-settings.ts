import { errorMessage } from '@/lib/api-error';
import { useSaveBiddingSettings, type BiddingSettings } from '@/lib/bidding-settings';

export const SETTINGS_SAVED = 'Settings updated successfully!';
export const SETTINGS_SAVE_FAILED = 'Failed to update settings';

/** The settings screen's save: the server's message when it refuses, else the spec's fallback. */
export const useSaveSettings = ({ onSaved }: { readonly onSaved: (settings: BiddingSettings) => void }) =>
  useSaveBiddingSettings({
    onSaved,
    savedMessage: SETTINGS_SAVED,
    failureMessage: (error) => errorMessage(error, SETTINGS_SAVE_FAILED),
  });
