/**
 * Talk of moving the client off Freelancer (docs/design.md#proposal-guard): asking to talk on a
 * messenger, to be contacted "directly", or to be paid outside the site (PayPal, crypto, Western
 * Union). Read on the revealed text (`reveal-text.ts`: lower case, tricks undone).
 *
 * A project may be about these things: a WhatsApp bot, a PayPal checkout, a "Contact us on
 * WhatsApp" button. So a messenger or a payment method named is never enough: the words must
 * invite the client to reach or pay the freelancer there.
 */

import { sentenceAround } from './sentence.js';

export type OffPlatformKind = 'contact' | 'payment';

/**
 * Messengers, mailboxes and other channels people move a client to ("message me on WhatsApp",
 * "reach me on Hotmail"); tolerant of look-alike digits in the messengers' names.
 */
const CHANNEL = String.raw`(?:t[e3][l1i]{1,2}[e3]?g[a4@o0]?r[a4@o0]?m|tg|wh?[a4@]t?s?\s?[a4@]pp?|wa|sk[yi]pe|skyp|d[i1l]sc[o0]rd|[i1l]nst[a4@]gr[a4@]m|[i1l]nst[a4@]|ig|s[i1l]gn[a4@]l|v[i1l]ber|we\s?chat|snap(?:chat)?|fb|facebook|messenger|linked\s?in|kik|imo|zalo|e-?mail|g-?mail|outlook|hotmail|yahoo(?:\s?mail)?|icloud|proton(?:\s?mail)?|phone|cell|mobile|personal\s+(?:number|email|account)|(?:my|private)\s+number|dms?|pm|sms|imessage)(?!-\w)`;
/**
 * What follows a channel when it is a feature of the project ("switch to mobile layouts", "move it
 * to iCloud Drive", "connect it to Yahoo Finance"), not a way to reach the freelancer.
 */
const FEATURE_AFTER =
  /^\s{0,3}['"”’]?\s{0,3}(?:business\s+)?(?:button|widget|plugin|add-?ins?|add-?ons?|icon|link|banner|popup|pop-up|api|bot|integration|chat\s+(?:button|widget)|template|flow|campaign|notifications?|webhook|apps?|application|layouts?|design|version|views?|screens?|users|devices|friendly|first|responsive|field|form|login|verification|otp|calendars?|drive|sync|finance)\b/;

/** "contact me on WhatsApp", "ping me via t.me", "add me on Skype", "DM me on Insta", "find us on Telegram". */
const REACH_ME_ON = new RegExp(
  String.raw`\b(?:contact|reach|message|msg|text|ping|call|dm|pm|add|find|hit|catch|write(?:\s+to)?|drop|shoot|send|give|talk\s+to|chat\s+with|speak\s+(?:to|with)|connect\s+with|get\s+in\s+touch\s+with|follow|e-?mail|buzz|hmu)\s{1,3}(?:me|us)\b(?:\s{1,3}an?\s{1,3}(?:quick\s{1,3})?(?:line|message|msg|note|text|dm|call|ring))?(?:\s{1,3}(?:up|back|out|directly|now|today|quickly|anytime|privately|personally))?\s{0,3}(?:on|via|through|thru|over|at|in|using|by|@)\s{1,3}(?:my\s+|our\s+|the\s+)?${CHANNEL}\b`,
  'g',
);
/**
 * "let's continue on Telegram", "we can talk on Skype", "let's move this chat to WhatsApp", "can we
 * discuss over Discord", "let's connect on Outlook". Connecting a thing to a channel ("we can
 * connect it to Outlook") is an integration, not a move: "connect" takes no object and no "to".
 */
const LETS_MOVE_TO = new RegExp(
  String.raw`\b(?:let'?s|let\s+us|we\s+(?:can|could|should|will|would|may|might)|we'll|can\s+we|could\s+we|shall\s+we|you\s+can|please|kindly|i\s+(?:prefer|suggest|would\s+like)\s+(?:to|we)|i'?d\s+(?:love|like)\s+to|i\s+would\s+love\s+to|better\s+to|happy\s+to)\s{1,3}(?:(?:also|then|just|simply|quickly|easily|now|directly|further|rather)\s{1,3})?(?:(?:continue|move|switch|shift|take|talk|chat|speak|discuss|communicate|keep\s+in\s+touch|get\s+in\s+touch|stay\s+in\s+touch|contact|reach|message|proceed|hop|jump|get)\b(?:\s{1,3}(?:this|our|the|it|further|more|details?|conversation|chat|discussion|communication|project|there|here|me|us|privately|personally|directly)){0,3}\s{1,3}(?:on|via|through|thru|over|to|in|using|by)|connect\b(?:\s{1,3}(?:with\s{1,3})?(?:me|us|there|here|privately|personally|directly)){0,2}\s{1,3}(?:on|via|through|thru|over|in|using|by))\s{1,3}(?:my\s+|our\s+|a\s+|an\s+)?${CHANNEL}\b`,
  'g',
);
/** "reach out on WhatsApp", "I'm on Telegram as ada", "search for ada_codes on Telegram". */
const FIND_ME_ON = new RegExp(
  [
    String.raw`\breach\s{1,3}out\b(?:\s{1,3}to\s{1,3}(?:me|us))?\s{0,3}(?:on|via|through|thru|over|using|by)\s{1,3}(?:my\s+|our\s+)?${CHANNEL}\b`,
    String.raw`\b(?:i'?m|i\s+am|we'?re|we\s+are)\s{1,3}(?:also\s{1,3}|always\s{1,3})?(?:on|active\s+on|available\s+on)\s{1,3}${CHANNEL}\b`,
    String.raw`\b(?:search|look\s+up|look\s+for|find)\s{1,3}(?:for\s{1,3})?@?[a-z][\w.-]{0,40}[\d_.][\w.-]{0,40}\s{1,3}(?:on|in)\s{1,3}${CHANNEL}\b`,
  ].join('|'),
  'g',
);
/** "get in touch via Telegram", "stay in touch on WhatsApp". */
const IN_TOUCH_ON = new RegExp(
  String.raw`\b(?:get|keep|stay)\s{1,3}in\s{1,3}touch\b[^.!?\n]{0,20}?\b(?:on|via|through|thru|over|using|by)\s{1,3}(?:my\s+|our\s+)?${CHANNEL}\b`,
  'g',
);
/** "let's have a call on WhatsApp", "let's hop on a quick Skype call"; a phone call may be Freelancer's own. */
const CALL_ON = new RegExp(
  String.raw`\b(?:let'?s|let\s+us|we\s+(?:can|could)|can\s+we|could\s+we|shall\s+we|happy\s+to|i\s+can)\s{1,3}(?:have|do|hop\s+on|jump\s+on|get\s+on|set\s+up|schedule|arrange|make)\s{1,3}(?:an?\s{1,3})?(?:quick\s{1,3}|short\s{1,3}|brief\s{1,3})?(?:(?!phone|cell|mobile)${CHANNEL}\s{1,3}(?:call|chat|meeting)|(?:call|chat|meeting)\s{1,3}(?:on|via|over|through|using)\s{1,3}(?!phone|cell|mobile)${CHANNEL})\b`,
  'g',
);
/** Words after a channel asked for that make it the work: "share your email templates", "your number of users", "your phone model". */
const NOT_A_CONTACT_ASK = String.raw`(?!\s{1,3}(?:of|templates?|lists?|campaigns?|api|integration|provider|marketing|designs?|business|bot|credentials|access|logins?|settings|server|channel|group|models?|types?|apps?|screens?)\b)`;
/** "send me your Skype id", "share your WhatsApp number", "what's your email?": the client's contact details asked for. */
const ASK_YOUR_CONTACT = new RegExp(
  [
    String.raw`\b(?:send|share|give|drop|tell|leave)\s{1,3}(?:me\s{1,3}|us\s{1,3})?your\s{1,3}(?:personal\s{1,3}|direct\s{1,3}|private\s{1,3})?(?:(?:phone|mobile|cell|whatsapp|telegram|contact)\s{1,3})?(?:number|phone|e-?mail(?:\s{1,3}(?:id|address))?|whatsapp|telegram|skype(?:\s{1,3}id)?|discord|contact\s+(?:details|info))\b${NOT_A_CONTACT_ASK}`,
    String.raw`\bwhat(?:'s|\s+is)\s{1,3}your\s{1,3}(?:phone\s{1,3}|whatsapp\s{1,3})?(?:number|phone|e-?mail|whatsapp|telegram|skype|discord)\b${NOT_A_CONTACT_ASK}`,
  ].join('|'),
);

/** "WhatsApp me", "Skype me", "telegram me": a messenger used as a verb. */
const CHANNEL_AS_VERB =
  /\b(?:t[e3][l1i]{1,2}[e3]gr[a4@]m|wh?[a4@]t?s?\s?[a4@]pp?|sk[yi]pe|d[i1l]sc[o0]rd|v[i1l]ber|signal|imessage)\s{1,3}(?:me|us)\b/g;
/**
 * "directly through Freelancer chat": staying on the site, unless a channel is named in the rest of
 * the sentence ("through Freelancer or WhatsApp").
 */
const ON_FREELANCER_ONLY = String.raw`(?!\s{1,3}(?:through|via|on|in|using|over)\s{1,3}(?:the\s{1,3})?(?:freelancer(?:\.com)?|platform)\b(?![^.!?\n]{0,60}\b${CHANNEL}\b))`;
/** "contact me directly", "reach out to me directly", "outside Freelancer", "off-platform", "avoid the fees". */
const DIRECT_OR_OUTSIDE = new RegExp(
  [
    String.raw`\b(?:contact|reach(?:\s+out\s+to)?|message|e-?mail|call|text|write\s+to|deal\s+with|pay|hire)\s{1,3}(?:me|us)\s{1,3}directly\b${ON_FREELANCER_ONLY}`,
    String.raw`\b(?:send|shoot|drop|write)\s{1,3}(?:me|us)\s{1,3}(?:an?\s{1,3})?(?:quick\s{1,3})?(?:e-?mail|text|sms)\b(?!\s{1,3}(?:alerts?|notifications?|reports?|digests?|summar(?:y|ies)|updates?)\b)`,
    String.raw`\b(?:number|phone|e-?mail|whatsapp|skype|telegram|contact)(?:\s{1,3}(?:number|id|details|info))?\s{1,3}(?:is|are)\s{1,3}(?:in|on)\s{1,3}my\s{1,3}(?:freelancer\s{1,3})?profile\b`,
    String.raw`\b(?:pay|paid|payment)\s{1,3}(?:to\s{1,3}me\s{1,3})?directly\b(?!\s{1,3}(?:through|via|on|in)\s{1,3}(?:freelancer|the\s+platform|the\s+milestone))`,
    String.raw`\bdirect\s{1,3}(?:deal|payment)\b`,
    String.raw`\b(?:contact|details|number|e-?mail|whatsapp|skype|telegram)\b[^.!?\n]{0,25}\b(?:in|on)\s{1,3}my\s{1,3}(?:profile\s+(?:picture|photo|pic|image|banner)|avatar|photo|picture|banner|cover)\b`,
    String.raw`\b(?:share|send|give)\s{1,3}(?:you\s{1,3})?my\s{1,3}(?:personal\s{1,3}|direct\s{1,3}|private\s{1,3})?(?:number|phone|e-?mail|whatsapp|telegram|skype|contact(?:\s+details)?)\b`,
    String.raw`\b(?:outside|away\s+from|bypass\w{0,3}|around|instead\s+of)\s{1,3}(?:of\s{1,3})?(?:freelancer(?:\.com)?|fl|this\s+(?:platform|site|website)|the\s+platform)\b`,
    String.raw`\boff[-\s]?(?:platform|freelancer)\b|\boff\s+(?:this\s+)?(?:site|platform)\b`,
    String.raw`\b(?:avoid|skip|save|bypass|dodge|escape|without|no)\w{0,3}\s{1,3}(?:on\s{1,3})?(?:the\s{1,3}|any\s{1,3})?(?:freelancer(?:'s)?|fl|platform(?:'s)?|site(?:'s)?)\s{1,3}(?:fees?|commission|cut|charges?)\b`,
  ].join('|'),
);

/** Ways to be paid that Freelancer does not see (a regex source; brief screening reads it too). */
export const METHOD = String.raw`(?:pay\s?pal|payoneer|transfer\s?wise|wise\s+(?:transfer|account)|western\s+union|money\s?gram|zelle|venmo|cash\s?app|skrill|neteller|revolut|remitly|crypto(?:currency)?|bitcoin|btc|usdt|usdc|tether|eth(?:ereum)?|binance(?:\s+pay)?|trc-?20|erc-?20|bank\s+(?:transfer|account|wire|deposit|details)|wire\s+transfer|direct\s+(?:bank\s+)?transfer|gift\s+cards?|upi|paytm|gpay|google\s+pay|jazz\s?cash|easypaisa|gcash|m-?pesa)`;
/** "pay me via PayPal", "send the money to my USDT wallet", "transfer the payment by Western Union": always an ask. */
const PAY_ME_BY = new RegExp(
  String.raw`\b(?:pay|paid|send|transfer|wire|deposit|remit)\s{1,3}(?:me|us|it|the\s+(?:money|payment|funds|amount|fee|balance|deposit))\b[^.!?\n]{0,40}?\b(?:via|by|through|thru|with|using|on|in|to|into|over)\s{1,3}(?:my\s+|our\s+|a\s+|an\s+)?${METHOD}\b`,
);
/** "Western Union", "Venmo me", "PAYPAL-ME": nothing a proposal says about a product. */
const ALWAYS_PAYMENT = new RegExp(
  [
    String.raw`\b(?:zelle|venmo|pay\s?pal|cash\s?app)(?:\s{1,3}|[-_]{1,2})(?:me|us)\b`,
    String.raw`\b(?:western\s+union|money\s?gram)\b`,
  ].join('|'),
);
/** "I accept PayPal", "my Payoneer", "payment via USDT", "USDT/BTC wallet": an ask, unless the sentence is about a product's payments. */
const PAYMENT_ASK = new RegExp(
  [
    String.raw`\b(?:i|we)\s{1,3}(?:only\s{1,3}|also\s{1,3}|can\s{1,3}|would\s{1,3})?(?:accept|take|prefer|receive|get\s+paid|invoice|bill)\w{0,2}\b[^.!?\n]{0,30}?\b${METHOD}\b`,
    String.raw`\b(?:my|our)\s{1,3}${METHOD}\b`,
    String.raw`\b(?:pay(?:ment)?s?|paid|upfront|advance|deposit)\s{1,3}(?:upfront\s{1,3}|in\s+advance\s{1,3})?(?:via|by|through|thru|with|using|in|over)\s{1,3}${METHOD}\b`,
    String.raw`\b${METHOD}\b[^.!?\n]{0,25}?\b(?:as|for)\s{1,3}(?:the\s{1,3})?payment\b`,
    String.raw`\b(?:pay(?:ment)?s?|paid|upfront|advance|deposit|transfer)\b[^.!?\n]{0,20}?\b(?:via|by|through|using|with|on)\s{1,3}wise\b`,
    String.raw`\b(?:crypto|bitcoin|btc|usdt|usdc|tether|eth|ethereum|binance|trc-?20|erc-?20|trust|metamask)\s{0,3}(?:/\s{0,3}[a-z]{2,8}\s{0,3})?(?:wallet|address)\b`,
    String.raw`\bwallet\s{1,3}(?:address|id)\b`,
  ].join('|'),
  'g',
);
/** A sentence about building a product's payments, where a payment method is a feature. */
const PRODUCT_PAYMENTS =
  /\b(?:customers?|users?|buyers?|visitors?|shoppers?|members?|donors?|subscribers?|guests?|players?|students?|checkout|gateway|integrat\w*|api|sdk|plugin|button|woocommerce|shopify|stripe|store|webhooks?|subscriptions?|invoices?\s+for\s+your)\b/;

function inviteToChannel(text: string, pattern: RegExp): boolean {
  for (const match of text.matchAll(pattern)) {
    if (!FEATURE_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 40))) return true;
  }
  return false;
}

/** Whether the revealed proposal invites the client to talk or pay outside Freelancer, and which. */
export function offPlatformTalk(revealed: string): OffPlatformKind | null {
  if (PAY_ME_BY.test(revealed) || ALWAYS_PAYMENT.test(revealed)) return 'payment';
  for (const match of revealed.matchAll(PAYMENT_ASK))
    if (!PRODUCT_PAYMENTS.test(sentenceAround(revealed, match.index, match[0].length))) return 'payment';
  for (const pattern of [REACH_ME_ON, LETS_MOVE_TO, IN_TOUCH_ON, FIND_ME_ON, CALL_ON, CHANNEL_AS_VERB])
    if (inviteToChannel(revealed, pattern)) return 'contact';
  return DIRECT_OR_OUTSIDE.test(revealed) || ASK_YOUR_CONTACT.test(revealed) ? 'contact' : null;
}
