import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@contract/search-profiles';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';

export type SearchProfile = ProfileView;

/** The account's profiles, the main one first, and how many it may have. */
export interface SearchProfiles {
  readonly profiles: readonly SearchProfile[];
  readonly max: number;
}

export const getProfiles = async (signal?: AbortSignal): Promise<SearchProfiles> => {
  const { profiles, max } = await api.call(endpoints.searchProfiles.list, { signal });
  return { profiles, max };
};

export const profilesQueryOptions = () =>
  queryOptions({ queryKey: SEARCH_PROFILES_KEY, queryFn: ({ signal }) => getProfiles(signal) });

export const useProfiles = () => useQuery(profilesQueryOptions());
