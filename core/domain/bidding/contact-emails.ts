/**
 * E-mail addresses (docs/design.md#proposal-guard): written whole, spelled out to slip past a
 * plain pattern, or named as a mailbox without its domain.
 */

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
/** "ada@outlook": a mailbox at a known provider, its top-level domain left off. */
export const PROVIDER_MAILBOX =
  /(?<![\w.+-])[a-z0-9][\w.+-]{0,63}@(?:g-?mail|googlemail|yahoo|outlook|hotmail|icloud|proton(?:mail)?|aol|yandex|gmx|zoho|mail)\b(?!\.\w)/gi;
export const mailboxOk = (match: RegExpExecArray): boolean => !NOT_A_MAILBOX.has(match[1]!.toLowerCase());
