import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatIfResponse } from '@contract/what-if';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { refetchIfProfileDeleted } from './profile-deleted-elsewhere';

export type SettingsPreview = WhatIfResponse;

/**
 * POST /api/bidding/what-if: the form's unsaved values, as its save would send them, replayed over
 * the last 7 days beside the saved ones. Nothing is saved, so a preview changes
 * no cache.
 */
export const previewSettings = (body: Record<string, unknown>): Promise<SettingsPreview> =>
  api.call(endpoints.bidding.whatIf, { body });

/** A preview of a profile that another tab or device deleted reads the profiles again, then tells `onDeletedElsewhere`. */
export function usePreviewSettings({ onDeletedElsewhere }: { readonly onDeletedElsewhere?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewSettings,
    onError: async (error) => {
      if (await refetchIfProfileDeleted(queryClient, error)) onDeletedElsewhere?.();
    },
  });
}
