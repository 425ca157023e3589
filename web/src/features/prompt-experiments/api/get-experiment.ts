import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExperimentWire } from '@contract/prompt-experiments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';

export type Experiment = ExperimentWire;

/** One cache entry per profile; every call's answer replaces it. */
export const experimentKey = (profileId: string) => ['bidding', 'experiments', profileId] as const;

export const getExperiment = async (profileId: string, signal?: AbortSignal): Promise<Experiment> =>
  (await api.call(endpoints.promptExperiments.get, { query: { profileId }, signal })).experiment;

export const useExperiment = (profileId: string) =>
  useQuery(
    queryOptions({ queryKey: experimentKey(profileId), queryFn: ({ signal }) => getExperiment(profileId, signal) }),
  );

export interface ProfileChoice {
  readonly id: string;
  readonly name: string;
  readonly isMain: boolean;
}

/** The profiles to pick from, the main one first: the profiles list, kept apart from the settings screen's cached copy. */
export const useProfileChoices = () =>
  useQuery({
    queryKey: [...SEARCH_PROFILES_KEY, 'choices'],
    queryFn: async ({ signal }): Promise<readonly ProfileChoice[]> =>
      (await api.call(endpoints.searchProfiles.list, { signal })).profiles.map(({ id, name, isMain }) => ({
        id,
        name,
        isMain,
      })),
  });
