import { useQuery } from '@tanstack/react-query';
import type { AddonResponse } from '@contract/pricing';
import { addonsQueryOptions } from '@/lib/catalogue';

const smallestFirst = (addons: readonly AddonResponse[]): readonly AddonResponse[] =>
  [...addons].sort((a, b) => a.quantity - b.quantity);

/** The add-on packs on sale, smallest first. */
export const useAddonPacks = () => useQuery({ ...addonsQueryOptions(), select: smallestFirst });
