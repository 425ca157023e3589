import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetAvailableBidsResponse } from '@contract/admin-users';
import { api } from '@/lib/api-client';
import { reloadUser } from './query-keys';

export const NEGATIVE_BIDS = 'Bid count cannot be negative';

/**
 * What the box holds as a bid count, read as the number box reads it (so `1e3` is 1000, not 1):
 * anything that is not a number counts as 0, and a fraction is cut to whole bids.
 */
export function parseBidCount(text: string): number {
  const count = text.trim() === '' ? 0 : Number(text.trim());
  return Number.isFinite(count) ? Math.trunc(count) : 0;
}

export const setAvailableBids = (userId: string, availableBids: number): Promise<SetAvailableBidsResponse> =>
  api.patch<SetAvailableBidsResponse>(`/admin/users/${encodeURIComponent(userId)}/bids`, { availableBids });

export function useSetAvailableBids(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availableBids: number) => setAvailableBids(userId, availableBids),
    onSettled: () => reloadUser(queryClient, userId),
  });
}
