import { DEFAULT_PROMPT, GUIDANCE_LINE } from '../../core/domain/bidding/default-prompt.js';
import {
  COMPACTIONS,
  fillToRange,
  proposalParts,
  type ProposalParts,
} from '../../core/domain/bidding/proposal-composition.js';
import { PROPOSAL_WORD_RANGES, wordCount } from '../../core/domain/bidding/proposal-length.js';
import {
  fillPromptPlaceholders,
  termsStatedBy,
  usesComposedPlaceholders,
} from '../../core/domain/bidding/prompt-placeholders.js';
import { contactSpans } from '../../core/domain/bidding/contact-details.js';
import { offPlatformTalk } from '../../core/domain/bidding/off-platform.js';
import { revealText } from '../../core/domain/bidding/reveal-text.js';
import { titlePhrase } from '../../core/domain/bidding/title-phrase.js';
import { projectSeed } from '../../core/domain/bidding/proposal-fillers.js';
import type { ProjectType } from '../../core/domain/bidding/project.js';
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
 * The offline proposal writer (docs/design.md#proposal-writer): no model, the prompt is read as a
 * template. Its placeholders are filled from the project, the user, the bid and the brief (an
 * opener on a detail of the brief, answers from facts, the portfolio item, one closing question);
 * lines of advice ("Tips: …") are left out. A prompt that uses the brief's placeholders, as the
 * default one does, is fitted to the word range: sentences of facts added up to its minimum, the
 * answers and the portfolio summary shortened to stay under its maximum. The start word and the
 * end word a brief asks for are honoured whatever the prompt. A prompt with nothing left for the
 * client falls back to the default template. Same request, same text.
 */
export class TemplateProposalWriter implements ProposalWriter {
  /** The text is the prompt's, in the prompt's language: the rules skip projects in other languages. */
  readonly writesAnyLanguage = false;

  async write(request: ProposalRequest): Promise<string> {
    const written = this.compose(request.prompt, request);
    return written !== '' ? written : this.compose(DEFAULT_PROMPT, request);
  }

  private compose(prompt: string, request: ProposalRequest): string {
    const range = request.wordRange ?? PROPOSAL_WORD_RANGES.standard;
    const variant = request.rewrite === undefined ? 0 : 1;
    const stated = termsStatedBy(prompt);
    if (!usesComposedPlaceholders(prompt))
      return this.render(prompt, request, proposalParts(request, { variant, stated }));
    // The fullest composition that fits under the maximum, else the shortest there is.
    let parts: ProposalParts | undefined;
    for (const compaction of COMPACTIONS) {
      parts = proposalParts(request, { variant, stated, ...compaction });
      if (wordCount(this.render(prompt, request, parts)) <= range.max) break;
    }
    const chosen = parts as ProposalParts;
    return this.render(prompt, request, chosen, (body) =>
      fillToRange(body, chosen.fillers, range, chosen.closingQuestion),
    );
  }

  /** The prompt filled, rewritten when asked, fitted by `fit`, with the asked start and end words. */
  private render(
    prompt: string,
    request: ProposalRequest,
    parts: ProposalParts,
    fit: (body: string) => string = (body) => body,
  ): string {
    const body = clientText(fillPromptPlaceholders(prompt, request, parts));
    if (body === '') return '';
    const written = request.rewrite === undefined ? body : rewritten(body, request, parts);
    const asks = request.clientAsks;
    return endsWithAskedWord(
      startsWithAskedWord(fit(written), asks?.startWord ?? null, asks?.instructions ?? []),
      parts.endWord,
    );
  }
}

/** A word a client asked for, put in as a word of its own: nothing else the client wrote reaches the proposal. */
const SINGLE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,29}$/u;
/** Names of ways to reach or pay a person, read in the pieces of a joined word ("WhatsApp_4477…", "PAYPAL-ME", "wa-me-4477…"). */
const CONTACT_PIECE =
  /^(?:skype|telegram|tg|whatsapp|wa|me|tme|discord|signal|viber|wechat|kik|icq|insta|instagram|ig|fb|facebook|snapchat|paypal|payoneer|venmo|zelle|cashapp|wise|skrill|usdt|btc|crypto|gmail|email|mail|tel|phone|call|text|sms|dm)$/;

/**
 * Whether a word a brief asked for is fit to put in the proposal: not a contact detail or a payment
 * handle, as written or as read without its tricks. The brief is the client's text, so a word built
 * to smuggle a phone or a PayPal.Me page into the first or last line is dropped, not used; the
 * guard checks the whole proposal again anyway.
 */
function isFitAskedWord(word: string): boolean {
  if (!SINGLE_WORD.test(word)) return false;
  const revealed = revealText(word);
  const pieces = revealed.split(/[-_]+|(?<=\D)(?=\d)|(?<=\d)(?=\D)/).filter((piece) => piece !== '');
  return (
    contactSpans(word).length === 0 &&
    contactSpans(revealed, new Set(), { spelled: true }).length === 0 &&
    offPlatformTalk(pieces.join(' ')) === null &&
    (revealed.match(/\d/g) ?? []).length < 5 &&
    (pieces.length < 2 || !pieces.some((piece) => CONTACT_PIECE.test(piece)))
  );
}

/** An ask to write the word just so: "in lowercase", "exactly as written", "case sensitive". */
const EXACT_FORM =
  /\b(?:lower\s?-?case|upper\s?-?case|all\s+caps|capital\s+letters|small\s+letters|exactly|verbatim|as\s+(?:it\s+is\s+)?(?:written|shown|typed)|case[\s-]?sensitive)\b/i;

/**
 * "Start your bid with the word X": clients ask it to see who read the brief, so it is the one ask
 * a template can honour by itself. Only a single word of letters and digits is put first, and only
 * when it is fit to send: the screening reads no more, and nothing the client wrote beyond it
 * reaches the proposal. It stands as a sentence of its own ("Blue.", not "blue Your brief…"), in
 * the case the client wrote it unless that is all lower case; written exactly as asked when the
 * ask that names it says how ("in lowercase", "exactly as written").
 */
function startsWithAskedWord(text: string, word: string | null, instructions: readonly string[]): string {
  if (word === null || !isFitAskedWord(word)) return text;
  if (new RegExp(`^${word}(?![\\p{L}\\p{N}])`, 'iu').test(text)) return text;
  const lower = word.toLowerCase();
  const exact = instructions.some(
    (instruction) => instruction.toLowerCase().includes(lower) && EXACT_FORM.test(instruction),
  );
  if (exact) return `${word}\n\n${text}`;
  const sentence = word === lower ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  return `${sentence}.\n\n${text}`;
}

/** "Mention the word X at the end of your bid": the last line, after the sign-off. */
function endsWithAskedWord(text: string, word: string | null): string {
  if (word === null || !isFitAskedWord(word)) return text;
  if (new RegExp(`(?<![\\p{L}\\p{N}])${word}[.!]?$`, 'iu').test(text)) return text;
  return `${text}\n\nP.S. ${word}`;
}

/**
 * A template cannot reword itself, so a rewrite opens another way (variant 1 of the opener), takes
 * its fillers in the project's own order, and adds a paragraph in our words about this project: the
 * skills of the user's it needs, budget and delivery (an hourly project's as a rate), facts
 * Freelancer lists, said one of several ways chosen by the project (`projectSeed`), so rewrites of
 * projects whose facts are the same still differ. It names the title only where the text does not
 * already (the opener does, in the default template): a proposal names the title once. Never the
 * client's brief: it can carry anything, instructions to the writer included, and quoting it would
 * send that under the freelancer's name.
 */
const REWRITE_PARAGRAPHS: Readonly<Record<ProjectType, readonly string[]>> = {
  fixed: [
    'we agree the scope and the first milestone, then I build it with [Matching Skills] within your budget of [Project Budget], so it is done in [Delivery Days] days.',
    'the first milestone covers the core of the work, built with [Matching Skills], and the rest follows in small steps within your budget of [Project Budget], all done in [Delivery Days] days.',
    'I split the work into milestones you approve one by one, use [Matching Skills] throughout, and keep to your budget of [Project Budget] and to [Delivery Days] days.',
    'once we settle the details, I take it from a first draft to the finished result with [Matching Skills] in [Delivery Days] days, staying within your budget of [Project Budget].',
    'I start from a short list of what you need, work through it with [Matching Skills], and hand over the result in [Delivery Days] days for a price within your budget of [Project Budget].',
    'with [Matching Skills] I can cover the whole job in [Delivery Days] days, checking each part with you as it is done and staying within your budget of [Project Budget].',
  ],
  hourly: [
    'we agree the scope and the first milestone, then I work on it with [Matching Skills] by the hour, against your budget of [Project Budget], planned over [Delivery Days] days.',
    'I work at an hourly rate against your budget of [Project Budget], with [Matching Skills], and plan the work over [Delivery Days] days in steps you approve.',
    'the work goes in milestones you approve one by one, with [Matching Skills] throughout, at an hourly rate against your budget of [Project Budget], planned over [Delivery Days] days.',
    'once we settle the details, I work through it with [Matching Skills] at an hourly rate, against your budget of [Project Budget], over about [Delivery Days] days.',
    'I start from a short list of what you need and work through it with [Matching Skills] at an hourly rate against your budget of [Project Budget], planned over [Delivery Days] days.',
    'with [Matching Skills] I can cover the work over about [Delivery Days] days at an hourly rate against your budget of [Project Budget], checking each part with you as it is done.',
  ],
};

function rewritten(text: string, request: ProposalRequest, parts: ProposalParts): string {
  const plan = text.includes(titlePhrase(request.project)) ? 'My plan:' : 'My plan for "[Project Title]":';
  const phrasings = REWRITE_PARAGRAPHS[request.project.type];
  const phrasing = phrasings[(projectSeed(request.project) >>> 16) % phrasings.length]!;
  const paragraph = fillPromptPlaceholders(`${plan} ${phrasing}`, request, parts);
  const paragraphs = text.split('\n\n');
  return paragraphs.length > 1
    ? [paragraphs[0], paragraph, ...paragraphs.slice(1)].join('\n\n')
    : `${paragraph}\n\n${text}`;
}
