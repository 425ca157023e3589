import { briefDetail } from './brief-details.js';
import { answers, type StatedTerms } from './proposal-answers.js';
import { closingQuestion, opener } from './proposal-detail-lines.js';
import type { PromptFacts } from './proposal-facts.js';
import { fillers, projectSeed, type Filler } from './proposal-fillers.js';
import { wordCount, type WordRange } from './proposal-length.js';

/**
 * The parts of a proposal that come from the brief (docs/design.md#proposal-writer): an opener on
 * one concrete detail, answers to the brief's questions, the portfolio item, one closing question
 * about the project, and the sentences that bring it to its length. Published numbers behind it:
 * a first line naming a detail of the brief got 22% replies against 6% for a generic opener; one
 * relevant past project about triples replies; 100–200 words and one specific question do best.
 *
 * Everything here is said from facts: the user's skills and portfolio item, the bid, the delivery
 * days and our own names for what the brief mentions (brief-details.ts). What the writer cannot
 * answer from facts it says it will go through in the chat on Freelancer, never with invented
 * experience, years, clients or tools; and it never repeats the client's sentences.
 */

export interface ProposalParts {
  /** The first line: a concrete detail of the brief, with the project's title phrase unless the prompt names it. */
  readonly opener: string;
  /** The brief's questions answered, one sentence each; '' when it asks none. */
  readonly answers: string;
  /** The portfolio item's line; '' without one. */
  readonly portfolio: string;
  /** The one question the proposal ends on, before the sign-off. */
  readonly closingQuestion: string;
  /** Sentences of facts a template adds, in order, to reach its word range. */
  readonly fillers: readonly Filler[];
  /** "Mention the word X at the end of your bid": X, else null. */
  readonly endWord: string | null;
}

export interface CompositionOptions {
  /**
   * Terms the prompt states anyway: a question about them gets no answer of its own, which would
   * say them twice; a prompt naming the title ([Project Title]) leaves it out of the opener.
   */
  readonly stated?: StatedTerms;
  /** 1 for a rewrite: the opener and the closing question said another way. */
  readonly variant?: 0 | 1;
  /** How many questions get an answer of their own; the rest share one line. Default ANSWERS_SHOWN. */
  readonly answersShown?: number;
  /** Whether the portfolio line carries the item's one-line summary (default true). */
  readonly portfolioSummary?: boolean;
}

export const ANSWERS_SHOWN = 3;
const NOTHING_STATED: StatedTerms = { amount: false, days: false };

function portfolioLine(facts: PromptFacts, withSummary: boolean): string {
  const item = facts.portfolioItem;
  if (item === undefined) return '';
  const summary = item.summary.trim();
  const line = `Past work close to this: "${item.title.trim()}" (${item.url.trim()}).`;
  return withSummary && summary !== '' ? `${line} ${/[.!?]$/.test(summary) ? summary : `${summary}.`}` : line;
}

/** "Mention the word X at the end of your bid", "End your proposal with the word X": X, a single word only. */
const END_WORD =
  /\b(?:(?:mention|write|put|add|include|use|type)\s{1,3}(?:the\s{1,3})?(?:code\s?|key\s?|secret\s?)?word\s{0,3}:?\s{0,3}["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29})["”'’]?\s{1,3}(?:at|in)\s{1,3}the\s{1,3}(?:end|bottom|last\s+line)|(?:end|finish|close)\s{1,3}(?:your\s{1,3})?(?:bid|proposal|application|message)\s{1,3}with\s{1,3}(?:the\s{1,3})?(?:word\s{0,3}:?\s{0,3})?["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29}))/iu;

export function endWordOf(instructions: readonly string[]): string | null {
  for (const instruction of instructions) {
    const match = END_WORD.exec(instruction);
    const word = match?.[1] ?? match?.[2];
    if (word !== undefined && !/^(?:a|an|the|your|you|this|that)$/i.test(word)) return word;
  }
  return null;
}

/** The brief-driven parts of one proposal, deterministic for the same facts and options. */
export function proposalParts(facts: PromptFacts, options: CompositionOptions = {}): ProposalParts {
  const detail = briefDetail(facts.project);
  const answered = answers(facts, options.answersShown ?? ANSWERS_SHOWN, options.stated ?? NOTHING_STATED);
  return {
    opener: opener(facts, detail, options.variant ?? 0, options.stated?.title !== true),
    answers: answered,
    portfolio: portfolioLine(facts, options.portfolioSummary ?? true),
    closingQuestion: closingQuestion(detail, options.variant === 1 ? projectSeed(facts.project) : undefined),
    fillers: fillers(facts, detail, options.variant ?? 0),
    endWord: endWordOf(facts.clientAsks?.instructions ?? []),
  };
}

/** Ever shorter compositions, tried in order until a proposal fits under its maximum. */
export const COMPACTIONS: readonly CompositionOptions[] = [
  { answersShown: ANSWERS_SHOWN, portfolioSummary: true },
  { answersShown: 2, portfolioSummary: true },
  { answersShown: 1, portfolioSummary: false },
  { answersShown: 0, portfolioSummary: false },
];

/**
 * The text brought up to `range.min` words with fillers, each kept only while the text stays within
 * `range.max` and only when it says something the text does not (see `Filler.states`), as one
 * paragraph before the paragraph holding `before` (the closing question), else before the last
 * paragraph (the sign-off). A text already long enough is returned as it is.
 */
export function fillToRange(text: string, fillers: readonly Filler[], range: WordRange, before: string | null): string {
  if (wordCount(text) >= range.min) return text;
  const paragraphs = text.split('\n\n');
  const found = before === null ? -1 : paragraphs.findIndex((paragraph) => paragraph.includes(before));
  const at = found >= 0 ? found : Math.max(0, paragraphs.length - 1);
  const withParagraph = (sentences: readonly string[]): string =>
    [...paragraphs.slice(0, at), sentences.join(' '), ...paragraphs.slice(at)].join('\n\n');
  const saysAlready = (filler: Filler): boolean =>
    filler.states !== undefined && filler.states.length > 0 && filler.states.every((fact) => text.includes(fact));
  const chosen: string[] = [];
  for (const filler of fillers) {
    if (chosen.length > 0 && wordCount(withParagraph(chosen)) >= range.min) break;
    if (saysAlready(filler)) continue;
    if (wordCount(withParagraph([...chosen, filler.text])) <= range.max) chosen.push(filler.text);
  }
  return chosen.length === 0 ? text : withParagraph(chosen);
}
