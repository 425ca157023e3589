import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_PROMPT } from '@core/domain/bidding/default-prompt';
import { DEFAULT_PROPOSAL_LENGTH, type ProposalLength } from '@core/domain/bidding/proposal-length';
import type { BiddingSettings } from '@/lib/bidding-settings';
import { promptSaveFailure, useSavePromptSettings } from '../api/save-prompt-settings';
import { insertAt, isBlank, saveBlocked, SAVED_MESSAGE_MS } from '../components/prompt-rules';

export interface PromptDraft {
  readonly enabled: boolean;
  readonly text: string;
  readonly length: ProposalLength;
}

/**
 * The editor's starting point: the stored prompt, or the default template when none was written
 * yet or the settings could not be read.
 */
export const initialDraft = (
  settings: Pick<BiddingSettings, 'useCustomPrompt' | 'customPrompt' | 'proposalLength'> | undefined,
): PromptDraft => {
  const length = settings?.proposalLength ?? DEFAULT_PROPOSAL_LENGTH;
  return settings === undefined || isBlank(settings.customPrompt)
    ? { enabled: settings?.useCustomPrompt ?? false, text: DEFAULT_PROMPT, length }
    : { enabled: settings.useCustomPrompt, text: settings.customPrompt, length };
};

/** Shows `true` from `show()` until `ms` later; showing again restarts the wait. */
function useTransientFlag(ms: number): [boolean, () => void] {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), ms);
    return () => clearTimeout(timer);
  }, [shownAt, ms]);
  return [shownAt !== null, () => setShownAt(Date.now())];
}

/** The custom prompt editor's state: the switch's rule, insertion at the cursor, reset and save. */
export function usePromptEditor(start: PromptDraft) {
  const [draft, setDraft] = useState(start);
  const [enableRefused, setEnableRefused] = useState(false);
  const [savedShown, showSaved] = useTransientFlag(SAVED_MESSAGE_MS);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);
  const save = useSavePromptSettings((saved) => {
    setDraft({ enabled: saved.useCustomPrompt, text: saved.customPrompt, length: saved.proposalLength });
    showSaved();
  });

  // After an insertion the caret goes right after the inserted text, in the text area.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (cursor.current === null || element === null) return;
    element.focus();
    element.setSelectionRange(cursor.current, cursor.current);
    cursor.current = null;
  }, [draft.text]);

  const setText = (text: string) => {
    setDraft((current) => ({ ...current, text }));
    if (!isBlank(text)) setEnableRefused(false);
  };

  return {
    draft,
    textarea,
    enableRefused,
    savedShown,
    saving: save.isPending,
    saveError: save.isError ? promptSaveFailure(save.error) : null,
    blocked: saveBlocked(draft.enabled, draft.text),
    setText,
    setEnabled: (enabled: boolean) => {
      const refused = enabled && isBlank(draft.text);
      setEnableRefused(refused);
      if (!refused) setDraft((current) => ({ ...current, enabled }));
    },
    insert: (placeholder: string) => {
      const element = textarea.current;
      const end = element?.selectionEnd ?? draft.text.length;
      const next = insertAt(draft.text, placeholder, element?.selectionStart ?? end, end);
      if (next === null) return;
      cursor.current = next.cursor;
      setText(next.text);
    },
    setLength: (length: ProposalLength) => setDraft((current) => ({ ...current, length })),
    reset: () => setText(DEFAULT_PROMPT),
    save: () => {
      if (!saveBlocked(draft.enabled, draft.text))
        save.savePrompt({ useCustomPrompt: draft.enabled, customPrompt: draft.text, proposalLength: draft.length });
    },
  };
}

export type PromptEditorState = ReturnType<typeof usePromptEditor>;
