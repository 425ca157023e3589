import { DEFAULT_PROMPT, GUIDANCE_LINE } from '../../core/domain/bidding/default-prompt.js';
import { fillPromptPlaceholders } from '../../core/domain/bidding/prompt-placeholders.js';
import type { ProposalRequest, ProposalWriter } from '../../core/ports/proposal-writer.port.js';

/** Drops guidance lines and the blank runs they leave behind. */
function clientText(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => !GUIDANCE_LINE.test(line));
  return lines
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The offline proposal writer (docs/design.md#proposal-writer): no model, the prompt is read as a template. Its
 * placeholders are filled from the project, the user and the bid; lines of advice ("Tips: …")
 * are left out. A prompt with nothing left for the client falls back to the default template.
 */
export class TemplateProposalWriter implements ProposalWriter {
  async write(request: ProposalRequest): Promise<string> {
    const written = clientText(fillPromptPlaceholders(request.prompt, request));
    return written !== '' ? written : clientText(fillPromptPlaceholders(DEFAULT_PROMPT, request));
  }
}
