import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FREELANCER_PROFILE_KEY } from '@/lib/freelancer-profile';
import { dashboardKeys } from '../api/query-keys';

/**
 * A bid is spent when it is placed, and the live session says so at once; what placing it changed
 * is read again then: Submitted Bids, and the Freelancer account's bids left (counted down with
 * each bid placed). Polling alone left them stale: it runs only while autobidding is active, and
 * spending the last bid stops autobidding, so "0 available, 0 submitted" stayed until a reload.
 */
export function useRereadOnSpend(availableBids: number): void {
  const queryClient = useQueryClient();
  const previous = useRef(availableBids);
  useEffect(() => {
    if (availableBids < previous.current) {
      for (const queryKey of [dashboardKeys.stats, FREELANCER_PROFILE_KEY])
        void queryClient.invalidateQueries({ queryKey });
    }
    previous.current = availableBids;
  }, [availableBids, queryClient]);
}
