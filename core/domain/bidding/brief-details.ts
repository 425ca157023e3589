import { projectBriefScreening } from './brief-screening.js';
import { briefSentences } from './brief-sentences.js';
import { contactSpans } from './contact-details.js';
import { offPlatformTalk } from './off-platform.js';
import type { Project } from './project.js';
import { revealText } from './reveal-text.js';

/**
 * The concrete things a brief names (docs/design.md#proposal-writer): a product to integrate, a
 * design tool, a feature, a deliverable, a quantity. A proposal that opens on one of them gets
 * about four times the replies of a generic opener, so the writer looks for them here.
 *
 * Only our own names for these things leave this module, never the client's sentence: a brief is
 * the client's text and can carry anything, so what a proposal repeats of it is a term from the
 * list below or a number with its unit, nothing the client could shape into an order.
 */

export type DetailKind =
  'payment' | 'design' | 'api' | 'platform' | 'store' | 'feature' | 'tool' | 'deliverable' | 'quantity';

export interface BriefTerm {
  /** How a proposal names it: "Stripe", "offline sync", "1,200 words". */
  readonly name: string;
  readonly kind: DetailKind;
}

export interface BriefDetail {
  /** The terms of the one sentence the detail comes from, in the brief's order, at most DETAIL_TERMS_MAX. */
  readonly terms: readonly BriefTerm[];
  /** Where it was found: the brief, or the title when the brief names nothing. */
  readonly source: 'brief' | 'title';
}

const DETAIL_TERMS_MAX = 3;

interface TermPattern {
  readonly pattern: RegExp;
  readonly name: string;
  readonly kind: DetailKind;
}

const term = (pattern: RegExp, name: string, kind: DetailKind): TermPattern => ({ pattern, name, kind });

/** Read on the sentence as written, case-insensitively; each pattern is a plain alternation, no nested repetition. */
const TERMS: readonly TermPattern[] = [
  term(/\bstripe\b/i, 'Stripe', 'payment'),
  term(/\bpay\s?pal\b/i, 'PayPal', 'payment'),
  term(/\bapple pay\b/i, 'Apple Pay', 'payment'),
  term(/\brazorpay\b/i, 'Razorpay', 'payment'),
  term(/\bpayment gateway\b/i, 'payment gateway', 'payment'),
  term(/\bin-app purchases?\b/i, 'in-app purchases', 'feature'),
  term(/\bfigma\b/i, 'Figma', 'design'),
  term(/\badobe xd\b/i, 'Adobe XD', 'design'),
  term(/\bsource files?\b/i, 'source files', 'deliverable'),
  term(/\bbrand guide\b/i, 'brand guide', 'deliverable'),
  term(/\bprint-ready\b/i, 'print-ready files', 'deliverable'),
  term(/\bcolou?r codes?\b/i, 'colour codes', 'deliverable'),
  term(/\bconcepts?\b/i, 'concepts', 'deliverable'),
  term(/\brevisions?\b/i, 'revisions', 'deliverable'),
  term(/\brest api\b/i, 'REST API', 'api'),
  term(/\bgraphql\b/i, 'GraphQL API', 'api'),
  term(/\bbackend api\b/i, 'backend API', 'api'),
  term(/\bwebhooks?\b/i, 'webhooks', 'api'),
  term(/\bwordpress\b/i, 'WordPress', 'platform'),
  term(/\bwoocommerce\b/i, 'WooCommerce', 'platform'),
  term(/\bshopify\b/i, 'Shopify', 'platform'),
  term(/\bwebflow\b/i, 'Webflow', 'platform'),
  term(/\bfirebase\b/i, 'Firebase', 'platform'),
  term(/\bvps\b/i, 'VPS hosting', 'platform'),
  term(/\bapp store\b/i, 'App Store', 'store'),
  term(/\b(?:play store|google play)\b/i, 'Google Play', 'store'),
  term(/\bpush notifications?\b/i, 'push notifications', 'feature'),
  // "work offline and sync later" is one feature, named once.
  term(/\boffline\b[^.!?\n]{0,30}\bsync/i, 'offline sync', 'feature'),
  term(/\boffline\b(?![^.!?\n]{0,30}\bsync)/i, 'offline use', 'feature'),
  term(/\bsign in with google\b|\bgoogle sign-?in\b/i, 'Google sign-in', 'feature'),
  term(/\b(?:and )?apple(?= sign| login|\.|$)|\bsign in with apple\b/i, 'Apple sign-in', 'feature'),
  term(/\bmaps?\b/i, 'maps', 'feature'),
  term(/\blocation tracking\b/i, 'location tracking', 'feature'),
  term(/\buser roles?\b/i, 'user roles', 'feature'),
  term(/\bcsv export\b|\bexport (?:to )?csv\b|\bcsv\b/i, 'CSV export', 'feature'),
  term(/\bseo-friendly urls?\b/i, 'SEO-friendly URLs', 'feature'),
  term(/\bresponsive\b/i, 'a responsive layout', 'feature'),
  term(/\bplagiarism checks?\b/i, 'plagiarism checks', 'deliverable'),
  term(/\bstyle guide\b/i, 'style guide', 'deliverable'),
  term(/\bkeywords and an outline\b|\boutline\b/i, 'outlines', 'deliverable'),
  term(/\bproduct descriptions?\b/i, 'product descriptions', 'deliverable'),
  term(/\bweekly reports?\b/i, 'weekly reports', 'deliverable'),
  term(/\bcontent calendar\b/i, 'content calendar', 'deliverable'),
  term(/\bscanned pdfs?\b/i, 'scanned PDFs', 'tool'),
  term(/\bgoogle sheets\b/i, 'Google Sheets', 'tool'),
  term(/\bexcel\b/i, 'Excel', 'tool'),
  term(/\bgoogle analytics\b/i, 'Google Analytics', 'tool'),
  term(/\bsearch console\b/i, 'Search Console', 'tool'),
  term(/\bgit\b/i, 'Git', 'tool'),
  term(/\bgoogle ads\b/i, 'Google Ads', 'tool'),
  term(/\bmeta ads\b|\bfacebook ads\b/i, 'Meta ads', 'tool'),
];

/** "1,200 words", "1,000 to 1,500 words", "2,000 rows", "10 SEO articles": a count and what it counts. */
const QUANTITY =
  /\b(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\s?(?:to|-|–)\s?(\d{1,3}(?:,\d{3})+|\d{1,6}))?(?:[\s-]+(?:seo|blog|short|long|unique|original))?[\s-]+(words?|rows|articles|pages|products|screens|logos|posts|listings|videos|banners|records|entries|leads)\b/i;

/**
 * Words of a sentence that asks something of the bidder or reaches past Freelancer. Unlike a title,
 * a brief's "must" is mostly the product's ("the app must work offline"), so it is no sign here;
 * the screening's instructions and questions are left out before this is asked.
 */
const ASKS_BIDDER =
  /\b(?:bidders?|freelancers?|applicants?|candidates?|include|mention|ignore|instructions?|prompt|system|contact|e-?mail|g-?mail|phone|number|send|share|provide|reply|respond|upfront|deposit|fees?)\b/;
/** "B i d d e r s": letters spaced out to slip past word filters. */
const LETTER_SPACED = /(?:^|\s)(?:[\p{L}\p{N}][ _.*·-]{1,3}){4,}[\p{L}\p{N}](?![\p{L}\p{N}])/u;

/** "Skills needed: Shopify, JavaScript.": the project's skill list written out, no detail of the work. */
const SKILLS_LIST = /^(?:skills?|technologies|tech stack|stack)(?:\s+(?:needed|required|wanted))?\s*:/i;

/** Whether a sentence of the brief, read without its tricks, is one a proposal must not draw on. */
export function asksTheBidder(sentence: string): boolean {
  if (LETTER_SPACED.test(sentence)) return true;
  const revealed = revealText(sentence);
  return (
    ASKS_BIDDER.test(revealed) ||
    offPlatformTalk(revealed) !== null ||
    contactSpans(revealed, new Set(), { spelled: true }).length > 0
  );
}

/** The terms a piece of the client's text names, in its order; a quantity is one more term. */
export function briefTerms(text: string): BriefTerm[] {
  const found: { readonly at: number; readonly term: BriefTerm }[] = [];
  for (const { pattern, name, kind } of TERMS) {
    const match = pattern.exec(text);
    if (match !== null && !found.some((entry) => entry.term.name === name))
      found.push({ at: match.index, term: { name, kind } });
  }
  const quantity = QUANTITY.exec(text);
  if (quantity !== null) {
    const [, from, to, unit] = quantity;
    // "1,200-word articles" counts words: the unit is the noun, singular or not, as a reader says it.
    const noun = unit!.toLowerCase() === 'word' ? 'words' : unit!.toLowerCase();
    found.push({
      at: quantity.index,
      term: { name: to === undefined ? `${from} ${noun}` : `${from} to ${to} ${noun}`, kind: 'quantity' },
    });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.term);
}

/**
 * The brief's most concrete sentence, as the terms it names: a term only the brief's text names
 * counts twice one its skills or title also name, the earlier sentence wins a tie, and the written
 * out skill list ("Skills needed: …") is none. A sentence that is a question or an instruction to the bidder, or that asks for contact
 * details or talk or payment off Freelancer, is never one: the opener answers the brief, it does
 * not repeat its orders. Without such a sentence the title's terms stand in; null when neither
 * names anything.
 */
export function briefDetail(
  project: Pick<Project, 'title' | 'description'> & { readonly id?: string; readonly skills?: readonly string[] },
): BriefDetail | null {
  const screening = projectBriefScreening(project);
  const asks = new Set([...screening.instructions, ...screening.questions]);
  // A term the project's skills or title already name says less about this brief than one only its text names.
  const listed = new Set(
    [...(project.skills ?? []), ...briefTerms(project.title).map((term) => term.name)].map((name) =>
      name.toLowerCase(),
    ),
  );
  const weight = (terms: readonly BriefTerm[]): number =>
    terms.reduce((sum, term) => sum + (listed.has(term.name.toLowerCase()) ? 1 : 2), 0);
  let best: readonly BriefTerm[] = [];
  let bestWeight = 0;
  for (const sentence of briefSentences(project.description.slice(0, 20_000))) {
    if (
      sentence.endsWith('?') ||
      SKILLS_LIST.test(sentence) ||
      [...asks].some((ask) => sentence.includes(ask) || ask.includes(sentence)) ||
      asksTheBidder(sentence)
    )
      continue;
    const terms = briefTerms(sentence).slice(0, DETAIL_TERMS_MAX);
    if (weight(terms) > bestWeight) {
      best = terms;
      bestWeight = weight(terms);
    }
    if (bestWeight >= DETAIL_TERMS_MAX * 2) break;
  }
  if (best.length > 0) return { terms: best.slice(0, DETAIL_TERMS_MAX), source: 'brief' };
  const fromTitle = asksTheBidder(project.title) ? [] : briefTerms(project.title);
  return fromTitle.length > 0 ? { terms: fromTitle.slice(0, DETAIL_TERMS_MAX), source: 'title' } : null;
}
