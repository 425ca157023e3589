import { contactSpans } from './contact-details.js';
import { offPlatformTalk } from './off-platform.js';
import type { Project } from './project.js';
import { revealText } from './reveal-text.js';
import { visibleOneLine } from '../text/display-text.js';

/**
 * What a proposal calls the project (`[Project Title]`, docs/design.md#proposal-writer). The title
 * is the client's text like the brief, and can carry an order to bidders ("Bidders must include
 * WhatsApp number …") that a proposal quoting it would send under the freelancer's name. So only a
 * short phrase of it is used: its first clause that is not a label ("Urgent: build a marketplace"
 * is about a marketplace, not about "Urgent"), at most TITLE_WORDS words, and only when that phrase
 * asks nothing of the bidder, invites no talk or payment off Freelancer and carries no contact
 * detail; otherwise the project's skills stand in for it.
 */
export const TITLE_WORDS = 12;
const TITLE_CHARS = 90;

/** Where a title's first clause ends: ",", ";", ":", "!", "?", "|", brackets, a spaced dash, or a sentence's dot. */
const CLAUSE_END = /[,;:!?|()[\]{}<>"“”]|\s[-–—]\s|\.(?:\s|$)/;
/**
 * Words that tell bidders what to do or ask for a way to reach someone: none belongs in a phrase we
 * quote. A messenger or payment method named as the work ("WhatsApp bot", "PayPal checkout") is a
 * project; one named as a place to talk or pay is caught by the off-platform reading.
 */
// "system" only as an injection names it ("system prompt", "SYSTEM: …", cut at the colon to "SYSTEM"): "Inventory system" is a project.
const ASKS =
  /\b(?:bidders?|freelancers?|applicants?|candidates?|must|include|mention|ignore|instructions?|prompt|contact|e-?mail|g-?mail|phone|number|upfront)\b|\bsystem\s*(?:prompt|message)\b|\bsystem\s*:|^\s*system\s*$/;
/** "B i d d e r s  m u s t": letters spaced out to slip past word filters; no title needs it. */
const LETTER_SPACED = /(?:^|\s)(?:[\p{L}\p{N}][ _.*·-]{1,3}){4,}[\p{L}\p{N}](?![\p{L}\p{N}])/u;
/** Small words a phrase cut short should not end on. */
const TRAILING_SMALL_WORDS = /(?:\s+(?:a|an|the|and|or|for|to|of|in|on|with|by|our|my|your|at|from))+$/i;

/**
 * Words a title opens with to flag itself rather than name the work: "Urgent:", "URGENT!!",
 * "Hiring -", "Need help |", "Looking for:", "Developer needed:". A clause of one or two of them is
 * a label; "Shopify store:" or "Logo design -" names the project and stays.
 */
const LABEL_WORDS = new Set(
  (
    'urgent urgently asap hiring hire help need needed needs wanted looking for required request quick small ' +
    'easy simple new project job task gig work immediate immediately important attention now today hot ' +
    'hi hello hey please developer developers designer designers expert experts'
  ).split(' '),
);
const LABEL_MAX_WORDS = 2;

const isLabel = (clause: string): boolean => {
  const words = clause.toLowerCase().split(' ');
  return words.length <= LABEL_MAX_WORDS && words.every((word) => LABEL_WORDS.has(word));
};

/** The phrase of one clause: at most TITLE_WORDS words and TITLE_CHARS characters, not ending on a small word. */
function shortPhrase(clause: string): string {
  const words = clause.split(' ').slice(0, TITLE_WORDS);
  while (words.join(' ').length > TITLE_CHARS) words.pop();
  const phrase = words.join(' ').replace(TRAILING_SMALL_WORDS, '');
  // The phrase is quoted where a sentence may start: "build a shop" (as after "Urgent:") reads as
  // "Build a shop"; a word already cased ("iPhone app", "node.js API") stays as typed.
  return /^\p{Ll}+(?:\s|$)/u.test(phrase) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

/** The title's first clause that is not empty and not a label, with its index among the clauses; null when none is left. */
function namingClause(title: string): { readonly phrase: string; readonly index: number } | null {
  // The client's text goes into the proposal as typed: a direction override (U+202E) would reverse
  // the rest of the proposal's line on screen, and a zero-width character would hide in it.
  const clauses = visibleOneLine(title).split(CLAUSE_END);
  let labelled = false;
  for (const [index, clause] of clauses.entries()) {
    const trimmed = clause.trim();
    if (trimmed === '') continue;
    if (isLabel(trimmed)) labelled = true;
    // Past a label ("[URGENT] Build a shop"), not past text that names nothing ("<b>Logo</b>").
    else return index === 0 || labelled ? { phrase: shortPhrase(trimmed), index } : null;
  }
  return null;
}

/** Whether a phrase, read without its tricks, asks something of the bidder or carries a contact or payment detail. */
function asksOrReaches(phrase: string): boolean {
  if (LETTER_SPACED.test(phrase)) return true;
  const revealed = revealText(phrase);
  return (
    ASKS.test(revealed) ||
    offPlatformTalk(revealed) !== null ||
    contactSpans(revealed, new Set(), { spelled: true }).length > 0
  );
}

/** "Build a React dashboard"; for a title that is an order to bidders, "React.js and TypeScript project". */
export function titlePhrase(project: Pick<Project, 'title' | 'skills'>): string {
  const clause = namingClause(project.title);
  // The raw title's clauses up to the chosen one, read too: a zero-width character splitting
  // "Bid\u200bders" is a space once made visible, but reads as "Bidders" when revealed. The raw text
  // splits at no more places than the visible one, so these clauses cover the chosen one.
  const raw =
    clause === null
      ? ''
      : project.title
          .split(CLAUSE_END)
          .slice(0, clause.index + 1)
          .join(' ');
  if (clause !== null && clause.phrase !== '' && !asksOrReaches(raw) && !asksOrReaches(clause.phrase))
    return clause.phrase;
  const skills = project.skills.slice(0, 2);
  return skills.length === 0 ? 'this project' : `${skills.join(' and ')} project`;
}
