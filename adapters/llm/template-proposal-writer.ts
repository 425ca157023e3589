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
    return startsWithAskedWord(request.rewrite === undefined ? text : rewritten(text, request), request.clientAsks?.startWord ?? null);
  }
}

/**
 * "Start your bid with the word X": clients ask it to see who read the brief, so it is the one ask
 * a template can honour by itself. Only a single word of letters and digits is put first: the
 * screening reads no more, and nothing the client wrote beyond it reaches the proposal.
 */
function startsWithAskedWord(text: string, word: string | null): string {
  if (word === null || !/^[\p{L}\p{N}][\p{L}\p{N}_-]{0,29}$/u.test(word)) return text;
  if (text.toLowerCase().startsWith(word.toLowerCase())) return text;
  return `${word}\n\n${text}`;
}

/**
 * A template cannot reword itself, so a rewrite adds a paragraph in our words about this project:
 * its title (already in every template's text), skills, budget and delivery, facts Freelancer
 * lists. Never the client's brief: it can carry anything, instructions to the writer included, and
 * quoting it would send that under the freelancer's name. The title, named twice, is what keeps
 * one project's rewrite apart from another's when their other facts are the same.
 */
const REWRITE_PARAGRAPH =
  'My plan for "[Project Title]": we agree the scope and the first milestone, then I build it with [Project Skills] within your budget of [Project Budget], so "[Project Title]" is done in [Delivery Days] days.';

function rewritten(text: string, request: ProposalRequest): string {
  // A project listed without skills is planned around the freelancer's own.
  const skills = request.project.skills.length > 0 ? '[Project Skills]' : '[Your Skills]';
  const paragraph = fillPromptPlaceholders(REWRITE_PARAGRAPH.replace('[Project Skills]', skills), request);
  const paragraphs = text.split('\n\n');
  return paragraphs.length > 1 ? [paragraphs[0], paragraph, ...paragraphs.slice(1)].join('\n\n') : `${paragraph}\n\n${text}`;
}
