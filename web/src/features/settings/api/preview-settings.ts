import { useMutation } from '@tanstack/react-query';
import type { WhatIfResponse } from '@contract/what-if';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export type SettingsPreview = WhatIfResponse;

/**
 * POST /api/bidding/what-if: the form's unsaved values, as its save would send them, replayed over
 * the last 7 days beside the saved ones. Nothing is saved, so no cache changes.
 */
export const previewSettings = (body: Record<string, unknown>): Promise<SettingsPreview> =>
  api.call(endpoints.bidding.whatIf, { body });

export const usePreviewSettings = () => useMutation({ mutationFn: previewSettings });
