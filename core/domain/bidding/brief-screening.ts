import { contactSpans } from './contact-details.js';
import { METHOD } from './off-platform.js';
import { revealText } from './reveal-text.js';
import { sentenceAround } from './sentence.js';

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

export type BriefScamSignal =
  'off_platform_contact' | 'off_platform_payment' | 'unpaid_test' | 'upfront_fee' | 'payment_scam';

export const BRIEF_SCAM_MESSAGES: Readonly<Record<BriefScamSignal, string>> = {
  off_platform_contact: 'The brief asks to talk outside Freelancer',
  off_platform_payment: 'The brief offers payment outside Freelancer',
  unpaid_test: 'The brief asks for unpaid test work',
  upfront_fee: 'The brief asks the freelancer to pay a fee',
  payment_scam: 'The brief describes a cheque, overpayment or gift-card scheme',
};

export interface BriefScam {
  readonly signal: BriefScamSignal;
  readonly message: string;
}

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

const CHANNEL = String.raw`(?:t[e3]l[e3]gr[a4]m|tg|wh?[a4]t?s?\s?[a4]pp?|sk[yi]pe|d[i1]sc[o0]rd|s[i1]gn[a4]l|v[i1]ber|we\s?chat|line|kik|imo|zalo|e-?mail|g-?mail|phone|mobile|cell|personal\s+(?:number|e-?mail)|private\s+(?:number|e-?mail))`;
const BIDDER = String.raw`(?:you|your|u|ur|freelancers?|bidders?|applicants?|candidates?)`;
/** A sentence about what the product does for its own users: a payment method or a fee there is a feature. */
const PRODUCT_WORDS =
  /\b(?:customers?|users?|buyers?|visitors?|shoppers?|members?|donors?|subscribers?|guests?|players?|students?|clients'|checkout|gateway|integrat\w*|api|sdk|plugin|button|woocommerce|shopify|stripe|store|website|site's|app's|dashboard|webhooks?|form)\b/;

interface Signal {
  readonly signal: BriefScamSignal;
  readonly pattern: RegExp;
  /** Skip the match when its sentence is about the product (see PRODUCT_WORDS). */
  readonly unlessProduct?: boolean;
}

const SIGNALS: readonly Signal[] = [
  // "contact me on WhatsApp", "add me on telegram", "text me via signal": the client's own "me", not a product's "contact us".
  {
    signal: 'off_platform_contact',
    pattern: new RegExp(
      String.raw`\b(?:contact|message|msg|text|ping|add|reach|dm|call|talk\s+to|chat\s+with|write\s+to|write)\s{1,3}me\s{1,3}(?:directly\s{1,3})?(?:on|via|through|thru|over|at|in|using)\s{1,3}(?:my\s+)?${CHANNEL}\b`,
    ),
  },
  {
    signal: 'off_platform_contact',
    pattern: /\b(?:t[e3]l[e3]gr[a4]m|wh?[a4]t?s?\s?[a4]pp|sk[yi]pe|signal|viber)\s{1,3}me\b/,
  },
  // "send me your WhatsApp number", "share your telegram", "include your e-mail in the bid".
  {
    signal: 'off_platform_contact',
    pattern: new RegExp(
      String.raw`\b(?:send|share|give|drop|leave|include|provide|post|write)\s{1,3}(?:me\s{1,3}|us\s{1,3})?(?:your|ur)\s{1,3}(?:${CHANNEL}|contact\s+(?:details|info|number)|number|whatsapp\s+number|telegram\s+(?:id|handle|username))\b`,
    ),
  },
  {
    signal: 'off_platform_contact',
    pattern: new RegExp(
      String.raw`\b(?:outside|off|away\s+from|bypass\w{0,3})\s{1,3}(?:of\s{1,3})?(?:freelancer(?:\.com)?|this\s+(?:site|platform|website)|the\s+(?:site|platform))\b|\boff[-\s]platform\b`,
    ),
  },
  // "I will pay you via PayPal", "payment only in USDT", "we pay through Western Union".
  {
    signal: 'off_platform_payment',
    pattern: new RegExp(
      String.raw`\b(?:i|we)\s{1,3}(?:will\s+|'ll\s+|can\s+|would\s+|only\s+|prefer\s+to\s+)?(?:pay|send|transfer|wire)\s{1,3}(?:you\s{1,3})?[^.!?\n]{0,30}?\b(?:via|by|through|thru|with|using|in|on|to\s+your)\s{1,3}(?:my\s+|your\s+|a\s+)?${METHOD}\b`,
    ),
    unlessProduct: true,
  },
  {
    signal: 'off_platform_payment',
    pattern: new RegExp(
      String.raw`\b(?:payment|paid|pay)\s{1,3}(?:will\s+be\s+|is\s+)?(?:made\s+|sent\s+|done\s+)?(?:only\s+)?(?:via|by|through|thru|in|with|using)\s{1,3}${METHOD}\b`,
    ),
    unlessProduct: true,
  },
  {
    signal: 'off_platform_payment',
    pattern: new RegExp(
      String.raw`\b(?:pay|paid|payment)\s{1,3}(?:you\s{1,3})?directly\b(?!\s{1,3}(?:through|via|on|in)\s{1,3}(?:freelancer|the\s+platform|the\s+milestone))|\b(?:avoid|skip|save|bypass)\w{0,3}\s{1,3}(?:the\s+)?(?:freelancer|platform|site)(?:'s)?\s{1,3}(?:fees?|commission)\b`,
    ),
  },
  // "a small unpaid test", "the test task is not paid", "do a sample article for free".
  { signal: 'unpaid_test', pattern: /\bunpaid\s{1,3}(?:test|trial|sample|task|work|assignment|demo)\b/ },
  {
    signal: 'unpaid_test',
    pattern: /\bfree\s{1,3}(?:test|sample|trial)\s{1,3}(?:task|work|job|article|design|assignment|project)s?\b/,
  },
  {
    signal: 'unpaid_test',
    pattern:
      /\b(?:test|trial|sample)\s{1,3}(?:task|work|job|project|assignment|article|design|piece)s?\b[^.!?\n]{0,40}?\b(?:unpaid|for\s+free|free\s+of\s+charge|(?:will\s+)?not\s+be\s+paid|won'?t\s+be\s+paid|no\s+pay(?:ment)?|without\s+pay(?:ment)?)\b/,
  },
  {
    signal: 'unpaid_test',
    pattern:
      /\b(?:do|complete|make|write|design|create|submit|send)\b[^.!?\n]{0,40}?\b(?:test|sample|trial)\b[^.!?\n]{0,30}?\b(?:for\s+free|free\s+of\s+charge|unpaid|without\s+pay(?:ment)?)\b/,
  },
  // "a $30 registration fee", "you must pay for the training kit", "refundable security deposit".
  {
    signal: 'upfront_fee',
    pattern:
      /\b(?:registration|joining|membership|activation|application|training|onboarding|security|refundable|processing|verification)\s{1,3}(?:fee|deposit|charge)s?\b/,
    unlessProduct: true,
  },
  {
    signal: 'upfront_fee',
    pattern: new RegExp(
      String.raw`\b${BIDDER}\s{1,3}(?:will\s+|must\s+|need\s+to\s+|have\s+to\s+|should\s+)?(?:first\s+)?(?:pay|deposit|buy|purchase)\b[^.!?\n]{0,30}?\b(?:fee|deposit|kit|license|licence|membership|registration|upfront|in\s+advance)\b`,
    ),
    unlessProduct: true,
  },
  // Cheques that bounce after the "excess" is sent back; gift cards bought for the client.
  {
    signal: 'payment_scam',
    pattern:
      /\b(?:send|mail|post|give)\s{1,3}you\s{1,3}(?:a\s+)?(?:cashier'?s\s+)?(?:cheque|check|money\s+order)\b|\b(?:deposit|cash)\s{1,3}(?:the|my|this|a)\s{1,3}(?:cheque|check)\b/,
  },
  {
    signal: 'payment_scam',
    pattern:
      /\boverpa(?:y|id|yment)\b|\b(?:refund|send\s+back|return|wire\s+back)\s{1,3}(?:me\s+|us\s+)?the\s{1,3}(?:difference|excess|extra|balance|remaining)\b/,
  },
  {
    signal: 'payment_scam',
    pattern: /\b(?:buy|purchase|get)\s{1,3}(?:\w+\s{1,3}){0,2}gift\s{1,3}cards?\s{1,3}(?:for\s+(?:me|us)|and\s+send)\b/,
  },
];

/** A phone or e-mail the client gives as a way to reach them: "e-mail me at …", "my WhatsApp: +44 …". */
const REACH_BEFORE =
  /(?:\b(?:contact|reach|e-?mail|write\s+to|text|call|message|ping|dm)\s{1,3}me\b|\bmy\s+(?:number|phone|cell|mobile|e-?mail|whats\s?app|telegram|skype|viber|signal)\b|\b(?:whats\s?app|telegram|skype|viber|signal)\s{0,3}:)[^.!?\n]{0,30}$/;

function hasContactDetail(revealed: string): boolean {
  for (const span of contactSpans(revealed)) {
    if (span.kind !== 'email' && span.kind !== 'phone') continue;
    if (REACH_BEFORE.test(revealed.slice(Math.max(0, span.start - 60), span.start))) return true;
  }
  return false;
}

function scamOf(revealed: string): BriefScam | null {
  for (const { signal, pattern, unlessProduct } of SIGNALS) {
    const match = pattern.exec(revealed);
    if (match === null) continue;
    if (unlessProduct === true && PRODUCT_WORDS.test(sentenceAround(revealed, match.index, match[0].length))) continue;
    return { signal, message: BRIEF_SCAM_MESSAGES[signal] };
  }
  return hasContactDetail(revealed)
    ? { signal: 'off_platform_contact', message: BRIEF_SCAM_MESSAGES.off_platform_contact }
    : null;
}

/** The brief's sentences, each trimmed of list markers; a line break ends one too (brief-details.ts reads them too). */
export function briefSentences(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    for (const match of line.matchAll(/[^\s][^.!?]{0,2000}?(?:[.!?]+(?=\s|$)|$)/g)) {
      const sentence = match[0].replace(/^(?:[-*•–]|\(?\d{1,2}[.)])\s{0,3}/, '').trim();
      if (sentence !== '') found.push(sentence);
    }
  }
  return found;
}

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
