import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { biddingSettingsQueryOptions } from '@/lib/bidding-settings';
import { isApiError } from '@/lib/api-error';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings';

/** The settings to edit; a failed read says so in one toast, except a 403, which is ignored as the spec says. */
export function useSettings() {
  const query = useQuery(biddingSettingsQueryOptions());
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error === null) return;
    if (isApiError(error) && error.status === 403) return;
    toast.error(SETTINGS_LOAD_FAILED, { id: SETTINGS_LOAD_FAILED });
  }, [error, errorUpdatedAt]);
  return query;
}
