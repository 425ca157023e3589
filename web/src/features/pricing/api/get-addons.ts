import { useQuery } from '@tanstack/react-query';
import type { AddonResponse, AddonsResponse } from '../../../../../contract/pricing';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './query-keys';

/** GET /pricing/addons: the one-time bid packs, for the first pricing FAQ. */
export const getAddons = async (signal?: AbortSignal): Promise<readonly AddonResponse[]> => (await api.get<AddonsResponse>('/pricing/addons', { signal })).addons;

export const useAddons = () => useQuery({ queryKey: pricingKeys.addons, queryFn: ({ signal }) => getAddons(signal), staleTime: 5 * 60_000 });
