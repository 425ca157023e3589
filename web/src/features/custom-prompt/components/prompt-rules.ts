import { CUSTOM_PROMPT_MAX_LENGTH } from '@core/domain/bidding/settings';

export { CUSTOM_PROMPT_MAX_LENGTH };

export const ENABLE_BLOCKED = 'Please write a custom prompt before enabling this option.';
export const SAVE_BLOCKED = 'Please write a custom prompt before saving.';
export const PROMPT_REQUIRED_HINT = 'Prompt required when enabled.';
/** How long the saved message stays. */
export const SAVED_MESSAGE_MS = 3_000;

export const isBlank = (text: string): boolean => text.trim() === '';

/** The switch on with nothing written: the writer would have no prompt, so saving waits. */
export const saveBlocked = (enabled: boolean, text: string): boolean => enabled && isBlank(text);

export const counterText = (text: string): string => `${text.length}/${CUSTOM_PROMPT_MAX_LENGTH}`;

/**
 * `text` with `insert` in place of the selection [start, end) and the cursor right after it;
 * null when the result would pass the limit (nothing is cut to make room).
 */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number,
): { readonly text: string; readonly cursor: number } | null {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const next = `${text.slice(0, from)}${insert}${text.slice(to)}`;
  return next.length > CUSTOM_PROMPT_MAX_LENGTH ? null : { text: next, cursor: from + insert.length };
}
