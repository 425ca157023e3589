import { queryOptions } from '@tanstack/react-query';
import type { GetSettingsResponse, SettingsResponse, UpdateSettingsBody, UpdateSettingsResponse } from '../../../contract/bidding';
import { api } from './api-client';

export type BiddingSettings = SettingsResponse;

/** One cache entry for GET /api/bidding/settings, shared by every screen that shows or saves the settings. */
export const BIDDING_SETTINGS_KEY = ['bidding', 'settings'] as const;

export const getBiddingSettings = async (signal?: AbortSignal): Promise<BiddingSettings> => (await api.get<GetSettingsResponse>('/bidding/settings', { signal })).settings;

export const biddingSettingsQueryOptions = () =>
  queryOptions({ queryKey: BIDDING_SETTINGS_KEY, queryFn: ({ signal }) => getBiddingSettings(signal) });

export const updateBiddingSettings = async (changes: UpdateSettingsBody): Promise<BiddingSettings> => (await api.put<UpdateSettingsResponse>('/bidding/settings', changes)).settings;
