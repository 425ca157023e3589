import { useQuery } from '@tanstack/react-query';
import type { AddonsResponse } from '../../../../../contract/pricing';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export const getAddons = (signal?: AbortSignal): Promise<AddonsResponse> => api.get<AddonsResponse>('/pricing/addons', { signal });

/** The add-on packs on sale, smallest first. */
export const useAddons = () =>
  useQuery({
    queryKey: subscriptionKeys.addons,
    queryFn: ({ signal }) => getAddons(signal),
    select: (response) => [...response.addons].sort((a, b) => a.quantity - b.quantity),
    staleTime: 5 * 60_000,
  });
