import { useSaveBiddingSettings, type BiddingSettings } from '@/lib/bidding-settings';

export const PREFERENCES_SAVED = 'Profile preferences saved';
export const PREFERENCES_SAVE_FAILED = 'Failed to save preferences';

/** The profile's Bidding Preferences go to PUT /api/bidding/settings like the settings screen's. */
export const useSavePreferences = ({ onSaved }: { readonly onSaved: (settings: BiddingSettings) => void }) =>
  useSaveBiddingSettings({ onSaved, savedMessage: PREFERENCES_SAVED, failureMessage: () => PREFERENCES_SAVE_FAILED });
