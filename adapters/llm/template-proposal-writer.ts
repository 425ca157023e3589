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
    const text = written !== '' ? written : clientText(fillPromptPlaceholders(DEFAULT_PROMPT, request));
    return request.rewrite === undefined ? text : withBrief(text, request);
  }
}

/**
 * A template cannot reword itself, so a rewrite quotes the client's own brief after the opening
 * paragraph: the words this project alone has are what sets the text apart from earlier ones.
 */
function withBrief(text: string, request: ProposalRequest): string {
  const brief = fillPromptPlaceholders('[Project Description]', request);
  if (brief.trim() === '') return text;
  const quote = `From your brief: "${brief}"`;
  const paragraphs = text.split('\n\n');
  return paragraphs.length > 1 ? [paragraphs[0], quote, ...paragraphs.slice(1)].join('\n\n') : `${quote}\n\n${text}`;
}
