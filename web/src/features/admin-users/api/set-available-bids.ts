import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetAvailableBidsResponse } from '@contract/admin-users';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { reloadUser } from './query-keys';

export const NEGATIVE_BIDS = 'Bid count cannot be negative';
/** The server's words for a fraction, said before sending: 1.5 bids is no balance to guess at. */
export const FRACTIONAL_BIDS = 'Bid count must be a whole number';

/**
 * What the box holds as a bid count, read as the number box reads it (so `1e3` is 1000, not 1):
 * anything that is not a number counts as 0 (the spec's rule); a fraction is kept, for the form to refuse.
 */
export function parseBidCount(text: string): number {
  const count = text.trim() === '' ? 0 : Number(text.trim());
  return Number.isFinite(count) ? count : 0;
}

export const setAvailableBids = (userId: string, availableBids: number): Promise<SetAvailableBidsResponse> =>
  api.call(endpoints.adminUsers.setAvailableBids, { params: { userId }, body: { availableBids } });

export function useSetAvailableBids(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availableBids: number) => setAvailableBids(userId, availableBids),
    onSettled: () => reloadUser(queryClient, userId),
  });
}
