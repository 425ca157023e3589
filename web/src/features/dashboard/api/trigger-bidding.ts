import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TriggerBiddingResponse } from '@contract/bidding';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { reloadDashboard } from './query-keys';

/** Test Bidding: one bidding run for the user, now. */
export const triggerBidding = (): Promise<TriggerBiddingResponse> => api.post<TriggerBiddingResponse>('/bidding-process/trigger');

/** The dashboard reloads after the run (its bids and stats may have moved). */
export function useTriggerBidding() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: triggerBidding,
    onSuccess: () => {
      void reloadDashboard(queryClient);
      void refreshUser();
    },
  });
}
