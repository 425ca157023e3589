import { contactSpans } from './contact-details.js';
import { METHOD } from './off-platform.js';
import { sentenceAround } from './sentence.js';

/** The requests in a brief that mark a scam, read on its revealed text (see brief-screening.ts). */

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

/** The first scam the brief's revealed text asks for: a pattern's, or a phone or e-mail given to reach the client. */
export function scamOf(revealed: string): BriefScam | null {
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
