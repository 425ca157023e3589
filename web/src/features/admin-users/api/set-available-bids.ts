import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetAvailableBidsResponse } from '../../../../../contract/admin-users';
import { api } from '../../../lib/api-client';
import { reloadUser } from './query-keys';

export const NEGATIVE_BIDS = 'Bid count cannot be negative';

/** What the box holds as a bid count: anything that is not a number counts as 0 (whole numbers only, as typed). */
export function parseBidCount(text: string): number {
  const count = Number.parseInt(text.trim(), 10);
  return Number.isNaN(count) ? 0 : count;
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
