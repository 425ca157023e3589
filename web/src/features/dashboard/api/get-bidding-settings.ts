import { useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@contract/bidding';
import { biddingSettingsQueryOptions } from '@/lib/bidding-settings';
import { pollWhile } from './query-keys';

/** The settings decide the polling themselves: `polls` says, from the latest answer, whether to re-read in 30 s. */
export const useBiddingSettings = (polls: (settings: SettingsResponse) => boolean) =>
  useQuery({
    ...biddingSettingsQueryOptions(),
    refetchInterval: (query) => pollWhile(query.state.data !== undefined && polls(query.state.data)),
  });
