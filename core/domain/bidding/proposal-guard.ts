/**
 * The pre-bid proposal guard (docs/design.md#proposal-guard): every proposal is checked here after
 * it is written and before it is placed. Contact details are taken out (Freelancer forbids them in
 * bids and suspends accounts that keep sending them), unfilled placeholders and texts outside the
 * length limits hold the bid, and a near-copy of a recent proposal is written again once, then held.
 */

/** Freelancer documents no bid description limits we could find; these are conservative (docs/design.md#proposal-guard). */
export const PROPOSAL_MIN_CHARS = 30;
export const PROPOSAL_MAX_CHARS = 1_500;
/** How many of the user's latest sent proposals a new one is compared with. */
export const RECENT_PROPOSALS = 50;
/** Word 3-shingle Jaccard similarity at or above which a proposal is a near-copy. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;
/**
 * Contact details are removed sentence by sentence; when the sentences left hold fewer than this
 * share of the proposal's words, it was mostly a pitch to talk elsewhere and is held instead.
 */
export const MIN_KEPT_WORD_SHARE = 0.5;

export type ContactKind = 'email' | 'phone' | 'url' | 'handle';

export type ProposalVerdict =
  /** Fit to send as `text` (the written text less any sentence that carried `removed` contact details). */
  | { readonly kind: 'pass'; readonly text: string; readonly removed: readonly ContactKind[] }
  /** A near-copy of `similarTo`, one of the recent proposals: ask the writer for a different text once. */
  | { readonly kind: 'rewrite'; readonly reason: string; readonly similarTo: string }
  /** Not to be sent; `reason` is what the bid log and the admin screens show. */
  | { readonly kind: 'hold'; readonly reason: string };

/** Short enough for the bid log's cards, which show 60 characters of a reason. */
export const GUARD_REASONS = {
  placeholder: (found: string) => `Unfilled placeholder in the proposal: ${found.length > 30 ? `${found.slice(0, 26).trimEnd()}...${found.at(-1)}` : found}.`,
  mostlyContact: 'The proposal was mostly contact details.',
  tooShort: `The proposal is too short to send (under ${PROPOSAL_MIN_CHARS} characters).`,
  tooLong: `The proposal is too long to send (over ${PROPOSAL_MAX_CHARS.toLocaleString('en-US')} characters).`,
  nearDuplicate: 'Too similar to a recent proposal.',
  stillDuplicate: 'Too similar to a recent proposal, even after a rewrite.',
} as const;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly kind: ContactKind;
}

// ── Contact details ────────────────────────────────────────────────────────────────────────────

const EMAIL = /[a-z0-9][\w.+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** "ada at example dot com", "ada [at] example [dot] com", "ada(at)example.com", "ada @ example . com". */
const OBFUSCATED_AT = String.raw`(?:\s*@\s*|\s*[[({<]\s*at\s*[\])}>]\s*|\s+at\s+)`;
/** A plain dot with a space on one side only ends a sentence, and is no part of an address. */
const OBFUSCATED_DOT = String.raw`(?:\s*[[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\s+\.\s+|\.)`;
const OBFUSCATED_EMAIL = new RegExp(String.raw`\b[a-z0-9][\w+-]*(?:${OBFUSCATED_DOT}[a-z0-9][\w+-]*)*${OBFUSCATED_AT}[a-z0-9-]+(?:${OBFUSCATED_DOT}[a-z0-9-]+)*${OBFUSCATED_DOT}[a-z]{2,10}\b`, 'gi');
/** A plain " at " between words with plain dots ("look at Node.js") is English, not an address. */
const SPELLED_OUT = /@|[[({<]\s*at\s*[\])}>]|[[({<]\s*dot\s*[\])}>]|\sdot\s/i;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;
/** Top-level domains people send clients to; short words that end sentences typed without a space ("done.It") are left out. */
const TLDS =
  'com|net|org|io|co|dev|app|ai|me|info|biz|xyz|site|online|store|shop|tech|page|link|ly|gg|tv|us|uk|ca|au|nz|de|fr|nl|es|pk|bd|ng|za|ru|eu|ch|se|pl|br|mx|jp|cn|ph|vn|ae';
const BARE_DOMAIN = new RegExp(String.raw`\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:${TLDS})\b(?![.-]?\w)(?:\/[^\s<>"')\]]*)?`, 'gi');
/** Technology names spelled like domains. */
const TECH_NAMES = new Set(['asp.net', 'vb.net', 'ado.net', 'ml.net', 'socket.io', 'dot.net', 'dotnet.net']);

const PHONE_CANDIDATE = /(?<![\w$€£₹¥.,/:-])(?:\+\s?)?\(?\d[\d\s().-]{5,}\d(?![\w%/:])/g;
const PHONE_CONTEXT = /\b(?:phone|call|tel|mobile|cell|whats\s?app|viber|signal|text|sms|contact|reach|number|ring)\b[^.\n]{0,25}$/i;
const CURRENCY_BEFORE = /(?:[$€£₹¥]|\b(?:usd|eur|gbp|inr|aud|cad|zar|pkr|rs\.?))\s?$/i;
const UNIT_AFTER =
  /^\s?(?:%|k\b|(?:usd|eur|gbp|inr|aud|cad|zar|pkr|ngn|bdt|php|sgd|hkd|nzd|jpy|cny|days?|hours?|hrs?|weeks?|months?|years?|words?|pages?|items?|users?|rows?|records?|lines?|visits?|visitors?|views?|downloads?|px|pixels?|times?|products?|files?|images?|orders?)\b|[$€£₹¥])/i;
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

function isPhone(candidate: string, before: string, after: string): boolean {
  const raw = candidate.trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE.test(raw) || IPV4.test(raw) || CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  const range = RANGE.exec(raw);
  // "10000-20000" is a range of amounts; "0300-1234567" and "555-1234567" are numbers.
  if (range !== null && !raw.startsWith('0') && Math.abs(range[1]!.length - range[2]!.length) <= 1) return false;
  if (raw.startsWith('+')) return digits.length >= 8;
  return digits.length >= 9 || PHONE_CONTEXT.test(before);
}

/** Apps people move clients to; any id after "Skype:" or "my Telegram is" is one. */
const MESSENGERS = String.raw`(?:skype|telegram|whats\s?app|discord|wechat|viber|kik|icq)`;
/** Networks also named as skills ("Facebook: ads"), so only an id that cannot be a word counts. */
const NETWORKS = String.raw`(?:facebook|fb|instagram|insta|linkedin|twitter|snapchat|slack|signal)`;
const ID_WORD = String.raw`(?:\s+(?:id|name|handle|username|user\s?name|account|number|no\.?))?`;
const ODD_ID = String.raw`(?:live:[\w.:-]+|@[\w.]{2,40}|[a-z][\w-]*(?:[\d_][\w.-]*|\.\w[\w.-]*|#\d{4}))`;
/** "Skype: ada.l", "Telegram ID = @ada", "my Discord is ada_l". */
const LABELLED_HANDLE = new RegExp(String.raw`\b(?:(?:my|our)\s+)?${MESSENGERS}${ID_WORD}\s*(?::|=|\bis\b)\s*(?:live:)?@?[\w.#:-]{3,40}`, 'gi');
/** "Skype live:ada_1", "Discord ada#1234", "Instagram @ada": an id that cannot be an ordinary word. */
const INLINE_HANDLE = new RegExp(String.raw`\b(?:${MESSENGERS}|${NETWORKS})${ID_WORD}:?\s+${ODD_ID}`, 'gi');
/** "@ada_codes"; not an e-mail's @ (found first), nor a scoped package ("@types/node"). */
const AT_HANDLE = /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{0,29}[a-z0-9_])?(?![\w/@])/gi;

/** "is" only labels a handle after "my"/"our": "Telegram is great" is no contact detail. */
const labelledHandleOk = (match: string): boolean => !/\bis\b/i.test(match) || /^(?:my|our)\s/i.test(match);

function contactSpans(text: string): Span[] {
  const spans: Span[] = [];
  const add = (pattern: RegExp, kind: ContactKind, keep: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of text.matchAll(pattern)) if (keep(match)) spans.push({ start: match.index, end: match.index + match[0].length, kind });
  };
  add(EMAIL, 'email');
  add(OBFUSCATED_EMAIL, 'email', (m) => SPELLED_OUT.test(m[0]));
  add(URL, 'url');
  add(BARE_DOMAIN, 'url', (m) => !TECH_NAMES.has(m[0].toLowerCase()) && !/@/.test(text.slice(Math.max(0, m.index - 1), m.index)));
  add(PHONE_CANDIDATE, 'phone', (m) => isPhone(m[0], text.slice(Math.max(0, m.index - 40), m.index), text.slice(m.index + m[0].length, m.index + m[0].length + 10)));
  add(LABELLED_HANDLE, 'handle', (m) => labelledHandleOk(m[0]));
  add(INLINE_HANDLE, 'handle');
  add(AT_HANDLE, 'handle');
  return spans;
}

/** Where each sentence of a line starts and ends; a dot inside "example.com" or "Node.js" ends none. */
function sentenceSpans(line: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of line.matchAll(/[^\s][\s\S]*?(?:[.!?]+(?=\s|$)|$)/g)) {
    if (match[0].trim() !== '') spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** The text less every sentence that carries a contact detail, and the kinds that were found. */
export function removeContactDetails(text: string): { readonly text: string; readonly removed: readonly ContactKind[] } {
  const spans = contactSpans(text);
  if (spans.length === 0) return { text, removed: [] };
  const kept: string[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const inLine = spans.filter((span) => span.start < offset + line.length && span.end > offset);
    if (inLine.length === 0) kept.push(line);
    else {
      const sentences = sentenceSpans(line).filter(({ start, end }) => !inLine.some((span) => span.start < offset + end && span.end > offset + start));
      const rest = sentences.map(({ start, end }) => line.slice(start, end).trim()).join(' ');
      // A line that was only contact details goes, rather than leaving a blank where it was.
      if (rest !== '') kept.push(rest);
    }
    offset += line.length + 1;
  }
  const cleaned = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { text: cleaned, removed: [...new Set(spans.map((span) => span.kind))] };
}

// ── Placeholders ───────────────────────────────────────────────────────────────────────────────

/** "[Project Title]", "{name}", "{{client}}": a gap a template or a model left for someone to fill. */
const PLACEHOLDER = /\{\{[^{}\n]{0,60}?[a-z][^{}\n]{0,60}?\}\}|\{[^{}\n]{0,60}?[a-z][^{}\n]{0,60}?\}|\[[^[\]\n]{0,60}?[a-z][^[\]\n]{0,60}?\]/i;

export const findPlaceholder = (text: string): string | null => PLACEHOLDER.exec(text)?.[0] ?? null;

// ── Near-duplicates ────────────────────────────────────────────────────────────────────────────

/** The text's word 3-shingles (lower case, punctuation ignored); a text under three words is one shingle. */
export function shingles(text: string): ReadonlySet<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 3) return new Set(words.length === 0 ? [] : [words.join(' ')]);
  const set = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}

/** Jaccard similarity of two shingle sets: shared over all; 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The recent proposal most like `text`, when it is a near-copy. */
function nearDuplicateOf(text: string, recentProposals: readonly string[]): string | null {
  const mine = shingles(text);
  let best: { readonly text: string; readonly similarity: number } | null = null;
  for (const earlier of recentProposals.slice(0, RECENT_PROPOSALS)) {
    const similarity = jaccard(mine, shingles(earlier));
    if (similarity >= NEAR_DUPLICATE_SIMILARITY && (best === null || similarity > best.similarity)) best = { text: earlier, similarity };
  }
  return best?.text ?? null;
}

// ── The guard ──────────────────────────────────────────────────────────────────────────────────

/**
 * Checks one written proposal against the rules, in this order: contact details are removed (held
 * when that leaves too little); a placeholder holds it; the length limits hold it; a near-copy
 * of one of `recentProposals` (newest first, the user's last sent ones) asks for a rewrite, or
 * holds it when `afterRewrite` (the text already is the rewrite).
 */
export function checkProposal(text: string, recentProposals: readonly string[], options: { readonly afterRewrite?: boolean } = {}): ProposalVerdict {
  const written = text.trim();
  // Contact details first: "ada[at]example[dot]com" is an address, not two placeholders.
  const { text: cleaned, removed } = removeContactDetails(written);
  if (removed.length > 0 && (cleaned.length < PROPOSAL_MIN_CHARS || wordCount(cleaned) < wordCount(written) * MIN_KEPT_WORD_SHARE)) {
    return { kind: 'hold', reason: GUARD_REASONS.mostlyContact };
  }
  const placeholder = findPlaceholder(cleaned);
  if (placeholder !== null) return { kind: 'hold', reason: GUARD_REASONS.placeholder(placeholder) };
  const length = Array.from(cleaned).length;
  if (length < PROPOSAL_MIN_CHARS) return { kind: 'hold', reason: GUARD_REASONS.tooShort };
  if (length > PROPOSAL_MAX_CHARS) return { kind: 'hold', reason: GUARD_REASONS.tooLong };

  const similarTo = nearDuplicateOf(cleaned, recentProposals);
  if (similarTo !== null) {
    return options.afterRewrite === true ? { kind: 'hold', reason: GUARD_REASONS.stillDuplicate } : { kind: 'rewrite', reason: GUARD_REASONS.nearDuplicate, similarTo };
  }
  return { kind: 'pass', text: cleaned, removed };
}
