import { briefSentences } from './brief-sentences.js';
import { scamOf, type BriefScam } from './brief-scam.js';
import { revealText } from './reveal-text.js';

/**
 * What a client's brief asks of the bidder (docs/design.md#brief-screening): the requests that mark
 * a scam, the instructions the proposal must follow, and the questions it should answer.
 *
 * Topics are never a signal, only requests: "a crypto exchange dashboard", "test automation", "a
 * WhatsApp bot" or "collect registration fees from our members" are projects. The scam patterns
 * read the revealed text (`reveal-text.ts`: lower case, look-alike letters and spacing undone), so
 * "W h a t s A p p me" or a Cyrillic "tеlegram" is read as written to be read. Every pattern has
 * bounded repetitions: a brief is the client's text, hostile or not.
 */

export interface BriefScreening {
  /** The first scam signal found, or null. */
  readonly scam: BriefScam | null;
  /** "Start your bid with the word X": the word, as the client wrote it; null when the brief asks none. */
  readonly startWord: string | null;
  /** The brief's sentences that tell the bidder what to write, as written, at most BRIEF_ITEMS_MAX. */
  readonly instructions: readonly string[];
  /** The brief's questions, as written, at most BRIEF_ITEMS_MAX. */
  readonly questions: readonly string[];
}

export const BRIEF_ITEMS_MAX = 5;
/** A longer "sentence" is a wall of text, not an instruction to hand a writer. */
const ITEM_MAX_CHARS = 300;
/** Enough of any brief to find what it asks; Freelancer's briefs run to a few thousand characters. */
const SCREENED_CHARS = 20_000;

const PROPOSAL = String.raw`(?:bid|proposal|application|cover\s+letter|reply|response|message|offer)`;
const START_WORD = new RegExp(
  [
    String.raw`\b(?:start|begin|open)\s{1,3}(?:your\s{1,3})?${PROPOSAL}\s{1,3}with\s{1,3}(?:the\s{1,3})?(?:(?:code\s?|key\s?|secret\s?|magic\s?)?(?:word|phrase)\s{0,3}:?\s{0,3})?["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29})`,
    String.raw`\b(?:write|put|type|use|place)\s{1,3}(?:the\s{1,3})?(?:(?:code\s?|key\s?|secret\s?)?(?:word|phrase)\s{0,3}:?\s{0,3})?["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29})["”'’]?\s{1,3}(?:at\s+the\s+(?:start|beginning|top)\s+of|as\s+the\s+first\s+word\s+(?:of|in))\s{1,3}(?:your\s{1,3})?${PROPOSAL}`,
  ].join('|'),
  'iu',
);
/** Words after "start your bid with" that are not a word to start with: "start your proposal with a short intro". */
const NOT_A_START_WORD =
  /^(?:a|an|the|your|you|some|short|brief|this|that|how|why|what|which|examples?|samples?|links?|details|info)$/i;

/** A sentence telling the bidder what to write: "Mention your rate", "In your proposal, include…", "Please tell us…". */
const INSTRUCTION = new RegExp(
  [
    String.raw`\b(?:start|begin|open)\s{1,3}(?:your\s{1,3})?${PROPOSAL}\s{1,3}with\b`,
    String.raw`\b(?:in|with)\s{1,3}your\s{1,3}${PROPOSAL}\b`,
    String.raw`\b(?:when|before)\s{1,3}(?:you\s{1,3})?(?:bid|apply|reply|respond)\b`,
    String.raw`^(?:please\s{1,3}|kindly\s{1,3})?(?:mention|include|state|specify|list|describe|tell\s+(?:me|us)|share|provide|write|answer|explain|quote|add)\b`,
    String.raw`\b(?:your\s{1,3})?${PROPOSAL}\s{1,3}(?:must|should|needs?\s+to)\s{1,3}(?:start|begin|include|mention|contain|answer|have)\b`,
  ].join('|'),
  'i',
);

function startWordOf(text: string): string | null {
  const match = START_WORD.exec(text);
  const word = match?.[1] ?? match?.[2];
  return word === undefined || NOT_A_START_WORD.test(word) ? null : word;
}

const usable = (sentence: string): boolean =>
  sentence.length >= 8 && sentence.length <= ITEM_MAX_CHARS && /\s/.test(sentence);

/**
 * Reads a project's title and brief (docs/design.md#brief-screening). Instructions and questions
 * are the client's words, for the proposal writer to follow as data: never as orders to the writer.
 */
export function screenBrief(title: string, description: string): BriefScreening {
  const text = `${title}\n${description}`.slice(0, SCREENED_CHARS);
  const scam = scamOf(revealText(text));
  const instructions: string[] = [];
  const questions: string[] = [];
  for (const sentence of briefSentences(description.slice(0, SCREENED_CHARS))) {
    if (!usable(sentence)) continue;
    if (sentence.endsWith('?')) {
      if (questions.length < BRIEF_ITEMS_MAX) questions.push(sentence);
    } else if (INSTRUCTION.test(sentence) && instructions.length < BRIEF_ITEMS_MAX) instructions.push(sentence);
  }
  return { scam, startWord: startWordOf(description.slice(0, SCREENED_CHARS)), instructions, questions };
}

// A tick meets each feed project once per user: the screening is the project's, so it is read once.
const screenings = new WeakMap<object, BriefScreening>();

/**
 * Every tick reads the feed's recent projects anew, as new objects, and a project stays in some
 * user's window for up to an hour: their screenings are kept by id across ticks, bounded (about
 * an hour of Freelancer's postings), the oldest dropped first.
 */
const RECENT_SCREENINGS_KEPT = 5_000;
const recentScreenings = new Map<
  string,
  { readonly title: string; readonly description: string; readonly screening: BriefScreening }
>();

/** screenBrief of a project, kept as long as the object lives and, by its id, for the next ticks. */
export function projectBriefScreening(project: {
  readonly id?: string;
  readonly title: string;
  readonly description: string;
}): BriefScreening {
  let screening = screenings.get(project);
  if (screening !== undefined) return screening;
  const { id, title, description } = project;
  const recent = id === undefined ? undefined : recentScreenings.get(id);
  // The same id with other words is an edited brief: screened again.
  if (recent !== undefined && recent.title === title && recent.description === description)
    screening = recent.screening;
  else {
    screening = screenBrief(title, description);
    if (id !== undefined) rememberScreening(id, { title, description, screening });
  }
  screenings.set(project, screening);
  return screening;
}

function rememberScreening(
  id: string,
  entry: { readonly title: string; readonly description: string; readonly screening: BriefScreening },
): void {
  recentScreenings.delete(id);
  recentScreenings.set(id, entry);
  if (recentScreenings.size > RECENT_SCREENINGS_KEPT)
    recentScreenings.delete(recentScreenings.keys().next().value as string);
}
