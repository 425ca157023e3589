/**
 * E-mail addresses (docs/design.md#proposal-guard): written whole, spelled out to slip past a
 * plain pattern, or named as a mailbox without its domain.
 */

import { NOT_AN_ID } from './contact-messenger-ids.js';

export const EMAIL = /(?<![\w.+-])[a-z0-9][\w.+-]{0,63}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,24}\b/gi;

/** "ada at example dot com", "ada [at] example [dot] com", "ada(at)example.com", "ada @ example . com". */
const SPELLED_AT = String.raw`(?:\s{0,3}@\s{0,3}|\s{0,3}[[({<]\s{0,3}at\s{0,3}[\])}>]\s{0,3}|\s{1,3}at\s{1,3})`;
/** A plain dot with a space on one side only ends a sentence, and is no part of an address. */
const SPELLED_DOT = String.raw`(?:\s{0,3}[[({<]\s{0,3}dot\s{0,3}[\])}>]\s{0,3}|\s{1,3}dot\s{1,3}|\s{1,3}\.\s{1,3}|\.)`;
export const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\w+-])[a-z0-9][\w+-]{0,63}(?:${SPELLED_DOT}[a-z0-9][\w+-]{0,63}){0,4}${SPELLED_AT}[a-z0-9-]{1,63}(?:${SPELLED_DOT}[a-z0-9-]{1,63}){0,4}${SPELLED_DOT}[a-z]{2,10}\b`,
  'gi',
);
/** A plain " at " between words with plain dots ("look at Node.js") is English, not an address. */
const SPELLED_OUT = /@|[[({<]\s*at\s*[\])}>]|[[({<]\s*dot\s*[\])}>]|\sdot\s/i;
export const spelledEmailOk = (match: RegExpExecArray): boolean => SPELLED_OUT.test(match[0]);

/** "my Gmail is adalovelace": a mailbox named without its domain. */
export const MAILBOX =
  /\b(?:my|our)\s{1,3}(?:g-?mail|e-?mail|mail|yahoo|outlook|hotmail|proton(?:mail)?)(?:\s{1,3}(?:id|address|account))?\s{0,3}(?:\bis\b|:|=)\s{0,3}([a-z][\w.+-]{2,63})/gi;
const NOT_A_MAILBOX = new Set([
  'attached',
  'below',
  'above',
  'the',
  'same',
  'private',
  'hidden',
  'available',
  'visible',
  'listed',
  'shown',
  'on',
  'in',
  'not',
  'checked',
  'open',
  'always',
]);
const PROVIDERS = String.raw`(?:g-?mail|googlemail|yahoo|outlook|hotmail|icloud|proton(?:mail)?|aol|yandex|gmx|zoho)`;
/** "ada@outlook", "ada@gmailcom": a mailbox at a known provider, its top-level domain left off or glued on. */
export const PROVIDER_MAILBOX = new RegExp(
  String.raw`(?<![\w.+-])[a-z0-9][\w.+-]{0,63}@(?:${PROVIDERS}|mail)(?:com|net)?\b(?!\.\w)`,
  'gi',
);
/**
 * "ada at gmail com", "ada_1815 on gmail", "ada.l (gmail)": a mailbox at a provider with no @ at
 * all. Only the revealed reading looks for it, and only where an address is meant: an id no word
 * is, a top-level domain after the provider, or a mail label before ("Email: ada at gmail"), since
 * "an engineer at Yahoo" is a career.
 */
export const SPELLED_PROVIDER_MAILBOX = new RegExp(
  String.raw`(?<![\w.+-])([a-z0-9][\w.+-]{0,63})(?:\s{1,3}(?:at|on)\s{1,3}${PROVIDERS}\b(\s{1,3}(?:com|net)\b)?|\s{0,3}\(\s{0,3}${PROVIDERS}\s{0,3}\))`,
  'gi',
);
const MAIL_LABEL_BEFORE =
  /\b(?:e-?mail|mail|write)(?:\s{1,3}(?:me|us|id|address))?\s{0,3}(?::|=|\bis\b|\bat\b|\bto\b)\s{0,3}$/i;
/** "ada_l", "ada1815", "ada.lovelace": an id no word or technology name ("Node.js", "ASP.NET", "v2.1") is. */
const ODD_MAILBOX_ID = /^[a-z](?:.*_|.*[a-z]\d{2,}|.*\.(?!(?:net|php|css|html|json|xml|yaml)$)[a-z]{3,}$)/i;
export const spelledMailboxOk = (text: string, match: RegExpExecArray): boolean =>
  ODD_MAILBOX_ID.test(match[1]!) ||
  match[2] !== undefined ||
  MAIL_LABEL_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index));
/** Providers that are a mailbox and nothing else: no one works "at Hotmail", so a name at one is an address. */
const MAIL_ONLY_PROVIDERS = String.raw`(?:g-?mail|googlemail|hotmail|outlook|icloud|proton\s?mail|gmx)`;
/**
 * "john at gmail", "reach john via outlook", "john dot smith at gmail": a name at a mail-only
 * provider where nothing but an address can stand, ending its sentence: the sentence is only that,
 * or a way to reach someone leads into it. Only the revealed reading looks for it.
 */
export const NAMED_PROVIDER_MAILBOX = new RegExp(
  String.raw`(?:(?<=(?:^|\n|[.!?:;]\s{1,3}))|\b(?:reach|ping|contact|find|catch|write\s{1,3}to|mail)\s{1,3})([a-z][\w.+-]{0,63}(?:\s{1,3}dot\s{1,3}[a-z][\w+-]{0,63}){0,3})\s{1,3}(?:at|on|via|through)\s{1,3}${MAIL_ONLY_PROVIDERS}(?=\s{0,3}(?:[.!?,;)]|\n|$))`,
  'gi',
);
/** Who is reached at a provider when it is the work: the people mail goes to, and what is sent. */
const NOT_A_NAME = new Set(
  (
    'customers subscribers recipients people everyone anyone someone everybody anybody team teams them him her it ' +
    'members prospects contacts staff colleagues partners reports emails mails newsletters invoices files forms ' +
    'alerts campaigns deliverability placement delivery inbox spam everything anything nothing mail email ' +
    // What an e-mail template does at a provider: "Renders at Outlook.", "Breaks at Gmail."
    'renders looks displays breaks lands arrives bounces opens fails passes shows loads appears'
  ).split(' '),
);
/** Words no one picks as a mailbox: adverbs, gerunds and other derived words ("tested", "rendering", "quality"). */
const NOT_NAME_SHAPED = /^\w{3,}(?:ly|ing|ed|ity|tion|ment|ness)$/;
const TECH_NAME = /\.(?:js|ts|net|php|css|html|json|xml|ya?ml)$/i;
/** Alone in its sentence, only "at" makes a name and a provider an address: "Renders on Outlook." is the work. */
export const namedProviderMailboxOk = (match: RegExpExecArray): boolean => {
  const name = match[1]!;
  const alone = match[0].startsWith(name);
  if (alone && !/^\s{1,3}at\s/i.test(match[0].slice(name.length))) return false;
  const first = name.split(/[\s.]/)[0]!.toLowerCase();
  return !TECH_NAME.test(name) && !NOT_AN_ID.has(first) && !NOT_A_NAME.has(first) && !NOT_NAME_SHAPED.test(first);
};
/** "Email: ada1815", "e-mail me - ada_l99": a mail label, then an id with digits that no word has. */
export const LABELLED_MAILBOX =
  /\be-?mail(?:\s{1,3}(?:me|us|id|address))?\s{0,3}(?::|=|[-–—]|\bis\b)\s{0,3}[a-z][\w.-]{1,40}\d{2,8}\b/gi;
export const mailboxOk = (match: RegExpExecArray): boolean => !NOT_A_MAILBOX.has(match[1]!.toLowerCase());
