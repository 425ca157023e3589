import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSettingsResponse, SettingsResponse } from '../../../../../contract/bidding';
import { api } from '../../../lib/api-client';
import { dashboardKeys, pollWhile } from './query-keys';

export const getBiddingSettings = async (signal?: AbortSignal): Promise<SettingsResponse> => (await api.get<GetSettingsResponse>('/bidding/settings', { signal })).settings;

export const biddingSettingsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.settings, queryFn: ({ signal }) => getBiddingSettings(signal) });

/** The settings decide the polling themselves: `polls` says, from the latest answer, whether to re-read in 30 s. */
export const useBiddingSettings = (polls: (settings: SettingsResponse) => boolean) =>
  useQuery({ ...biddingSettingsQueryOptions(), refetchInterval: (query) => pollWhile(query.state.data !== undefined && polls(query.state.data)) });
