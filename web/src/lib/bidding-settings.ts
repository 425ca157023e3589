import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { SettingsResponse, UpdateSettingsBody } from '@contract/bidding';
import { endpoints } from '@contract/endpoints';
import { api } from './api-client';

export type BiddingSettings = SettingsResponse;

/** One cache entry for GET /api/bidding/settings, shared by every screen that shows or saves the settings. */
export const BIDDING_SETTINGS_KEY = ['bidding', 'settings'] as const;

/**
 * GET /api/bidding/profiles: the main profile's rules are these settings, so a save of the settings
 * from any screen makes the cached profiles stale.
 */
export const SEARCH_PROFILES_KEY = ['bidding', 'profiles'] as const;

export const getBiddingSettings = async (signal?: AbortSignal): Promise<BiddingSettings> =>
  (await api.call(endpoints.bidding.settings, { signal })).settings;

export const biddingSettingsQueryOptions = () =>
  queryOptions({ queryKey: BIDDING_SETTINGS_KEY, queryFn: ({ signal }) => getBiddingSettings(signal) });

export const updateBiddingSettings = async (changes: UpdateSettingsBody): Promise<BiddingSettings> =>
  (await api.call(endpoints.bidding.updateSettings, { body: changes })).settings;

/**
 * Saves settings with PUT /api/bidding/settings (the settings screen, the profile's Bidding
 * Preferences, the custom prompt screen); the answer becomes the cached settings, so every screen
 * sees them at once. Without `savedMessage` / `failureMessage` no toast is shown: the custom prompt
 * screen tells the outcome inline.
 */
export function useSaveBiddingSettings(options: {
  readonly onSaved: (settings: BiddingSettings) => void;
  readonly savedMessage?: string;
  readonly failureMessage?: (error: unknown) => string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsBody) => updateBiddingSettings(changes),
    onSuccess: (settings) => {
      queryClient.setQueryData(BIDDING_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY });
      options.onSaved(settings);
      if (options.savedMessage !== undefined) toast.success(options.savedMessage);
    },
    onError: (error) => {
      if (options.failureMessage !== undefined) toast.error(options.failureMessage(error));
    },
  });
}
