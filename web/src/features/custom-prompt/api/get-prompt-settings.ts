import { useQuery } from '@tanstack/react-query';
import { biddingSettingsQueryOptions } from '@/lib/bidding-settings';
import { useLoadErrorToast } from '@/lib/load-error-toast';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings';

/** The user's settings (useCustomPrompt, customPrompt, and the skills and bid rules the preview uses). */
export function usePromptSettings() {
  const query = useQuery(biddingSettingsQueryOptions());
  useLoadErrorToast([query.error], SETTINGS_LOAD_FAILED, 'custom-prompt-load');
  return query;
}
