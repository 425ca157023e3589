import type { ProposalLength } from '@core/domain/bidding/proposal-length';
import { errorMessage } from '@/lib/api-error';
import { useSaveBiddingSettings, type BiddingSettings } from '@/lib/bidding-settings';

export const PROMPT_SAVED = 'Custom prompt settings saved successfully!';
export const PROMPT_SAVE_FAILED = 'Failed to save settings';

export interface PromptSettings {
  readonly useCustomPrompt: boolean;
  readonly customPrompt: string;
  readonly proposalLength: ProposalLength;
}

/** What went wrong with a save, in the screen's words: the server's message, else the fallback. */
export const promptSaveFailure = (error: unknown): string => errorMessage(error, PROMPT_SAVE_FAILED);

/**
 * PUT /api/bidding/settings with the prompt fields and the proposal length only (the call takes any subset, so the
 * other settings stay as stored); the text goes trimmed. The screen tells the outcome inline.
 */
export function useSavePromptSettings(onSaved: (settings: BiddingSettings) => void) {
  const save = useSaveBiddingSettings({ onSaved });
  return {
    ...save,
    savePrompt: ({ useCustomPrompt, customPrompt, proposalLength }: PromptSettings) =>
      save.mutate({ useCustomPrompt, customPrompt: customPrompt.trim(), proposalLength }),
  };
}
