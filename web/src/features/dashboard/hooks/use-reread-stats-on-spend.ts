import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dashboardKeys } from '../api/query-keys';

/**
 * A bid is spent when it is placed, and the live session says so at once; Submitted Bids is read
 * again then. Polling alone left it stale: it runs only while autobidding is active, and spending
 * the last bid stops autobidding, so "0 available, 0 submitted" stayed until a reload.
 */
export function useRereadStatsOnSpend(availableBids: number): void {
  const queryClient = useQueryClient();
  const previous = useRef(availableBids);
  useEffect(() => {
    if (availableBids < previous.current) void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
    previous.current = availableBids;
  }, [availableBids, queryClient]);
}
