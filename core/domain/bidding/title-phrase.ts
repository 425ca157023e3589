import { contactSpans } from './contact-details.js';
import { offPlatformTalk } from './off-platform.js';
import type { Project } from './project.js';
import { revealText } from './reveal-text.js';
import { visibleOneLine } from '../text/display-text.js';

/**
 * What a proposal calls the project (`[Project Title]`, docs/design.md#proposal-writer). The title
 * is the client's text like the brief, and can carry an order to bidders ("Bidders must include
 * WhatsApp number …") that a proposal quoting it would send under the freelancer's name. So only a
 * short phrase of it is used: its first clause, at most TITLE_WORDS words, and only when that
 * phrase asks nothing of the bidder, invites no talk or payment off Freelancer and carries no
 * contact detail; otherwise the project's skills stand in for it.
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

function firstClause(title: string): string {
  // The client's text goes into the proposal as typed: a direction override (U+202E) would reverse
  // the rest of the proposal's line on screen, and a zero-width character would hide in it.
  const flat = visibleOneLine(title);
  const clause = flat.split(CLAUSE_END)[0]!.trim();
  const words = clause.split(' ').slice(0, TITLE_WORDS);
  while (words.join(' ').length > TITLE_CHARS) words.pop();
  return words.join(' ').replace(TRAILING_SMALL_WORDS, '');
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
  const phrase = firstClause(project.title);
  if (phrase !== '' && !asksOrReaches(project.title.split(CLAUSE_END)[0]!) && !asksOrReaches(phrase)) return phrase;
  const skills = project.skills.slice(0, 2);
  return skills.length === 0 ? 'this project' : `${skills.join(' and ')} project`;
}
