import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastRunResponse } from '@contract/last-run';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** While autobidding is on, runs happen every few minutes: a minute's refresh keeps "Last run" true cheaply. */
const LAST_RUN_POLL_MS = 60_000;

export const getLastRun = (signal?: AbortSignal): Promise<LastRunResponse> =>
  api.call(endpoints.decisions.lastRun, { signal });

export const lastRunQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.lastRun, queryFn: ({ signal }) => getLastRun(signal) });

export const useLastRun = (polling: boolean) =>
  useQuery({ ...lastRunQueryOptions(), refetchInterval: polling ? LAST_RUN_POLL_MS : false });
