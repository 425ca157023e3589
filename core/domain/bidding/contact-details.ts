/**
 * Contact details as they are written in plain sight (docs/design.md#proposal-guard): e-mail
 * addresses, phone numbers, URLs and bare domains, messenger ids and @handles. The guard runs these
 * on the proposal as written (a sentence carrying one is removed) and again on its de-obfuscated
 * reading (`reveal-text.ts`), where a find is a hidden detail and holds the bid.
 *
 * The patterns live in the contact-*.ts modules, one kind of detail each. Every pattern has bounded
 * repetitions: the guard runs once per bid on text a model or a client's brief shaped, so no
 * pattern may backtrack over the whole text from every position.
 */

import { AT_HANDLE, atWordOk } from './contact-at-handles.js';
import {
  EMAIL,
  LABELLED_MAILBOX,
  MAILBOX,
  NAMED_PROVIDER_MAILBOX,
  PROVIDER_MAILBOX,
  SPELLED_EMAIL,
  SPELLED_PROVIDER_MAILBOX,
  mailboxOk,
  namedProviderMailboxOk,
  spelledEmailOk,
  spelledMailboxOk,
} from './contact-emails.js';
import {
  DISCORD_TAG,
  INLINE_HANDLE,
  LINKEDIN_PATH,
  MESSENGER_LABEL,
  I_AM_ON_MESSENGER,
  LABELLED_HANDLE,
  MESSENGER_WORD_ID,
  MY_NETWORK_HANDLE,
  NAMES_A_MESSENGER,
  SKYPE_ID,
  inlineHandleOk,
  labelledHandleOk,
  messengerWordIdOk,
  selfIdOk,
} from './contact-messenger-ids.js';
import {
  I_AM_ON_NETWORK,
  MAIL_ME_ID,
  NAMES_A_NETWORK,
  NETWORK_LABEL_ID,
  NETWORK_SLASH_ID,
  NETWORK_THEN_ID,
  NETWORK_WORD_ID,
  MY_NETWORK_IS_ID,
  plainWordIdOk,
} from './contact-network-handles.js';
import {
  GLUED_PHONE,
  PHONE_CANDIDATE,
  PHONE_IN_PIECES,
  SEVEN_DIGITS,
  gluedPhoneOk,
  phoneInPiecesOk,
  phoneOk,
} from './contact-phones.js';
import { BARE_DOMAIN, URL, bareDomainOk, urlOk } from './contact-web-addresses.js';

export type ContactKind = 'email' | 'phone' | 'url' | 'handle';

export interface ContactSpan {
  readonly start: number;
  readonly end: number;
  readonly kind: ContactKind;
}

/** Where contact details are in `text`; `clientDomains` are the ones the project's brief names. */
export function contactSpans(
  text: string,
  clientDomains: ReadonlySet<string> = new Set(),
  options: { readonly spelled?: boolean } = {},
): ContactSpan[] {
  const spans: ContactSpan[] = [];
  const add = (pattern: RegExp, kind: ContactKind, keep: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of text.matchAll(pattern))
      if (keep(match)) spans.push({ start: match.index, end: match.index + match[0].length, kind });
  };
  add(EMAIL, 'email');
  // Spelled out, an address is hidden on purpose: only the revealed reading looks for it, and it holds the bid.
  if (options.spelled === true) {
    add(SPELLED_EMAIL, 'email', spelledEmailOk);
    add(SPELLED_PROVIDER_MAILBOX, 'email', (m) => spelledMailboxOk(text, m));
    add(NAMED_PROVIDER_MAILBOX, 'email', namedProviderMailboxOk);
    add(PHONE_IN_PIECES, 'phone', (m) => phoneInPiecesOk(text, m));
  }
  add(URL, 'url', (m) => urlOk(m[0], clientDomains));
  add(BARE_DOMAIN, 'url', (m) => bareDomainOk(text, m, clientDomains));
  add(PHONE_CANDIDATE, 'phone', (m) => phoneOk(text, m));
  add(INLINE_HANDLE, 'handle', inlineHandleOk);
  add(MESSENGER_LABEL, 'handle', messengerWordIdOk);
  add(LINKEDIN_PATH, 'url');
  add(MY_NETWORK_HANDLE, 'handle');
  if (NAMES_A_MESSENGER.test(text)) {
    add(LABELLED_HANDLE, 'handle', (m) => labelledHandleOk(m[0]));
    add(MESSENGER_WORD_ID, 'handle', messengerWordIdOk);
    add(I_AM_ON_MESSENGER, 'handle', selfIdOk);
    if (/discord/i.test(text)) add(DISCORD_TAG, 'handle');
  }
  if (NAMES_A_NETWORK.test(text)) {
    add(NETWORK_WORD_ID, 'handle', plainWordIdOk);
    add(MY_NETWORK_IS_ID, 'handle', plainWordIdOk);
    add(NETWORK_LABEL_ID, 'handle', plainWordIdOk);
    add(NETWORK_THEN_ID, 'handle', plainWordIdOk);
    add(I_AM_ON_NETWORK, 'handle', (m) => plainWordIdOk(m) && selfIdOk(m));
    add(NETWORK_SLASH_ID, 'handle', plainWordIdOk);
  }
  add(MAIL_ME_ID, 'email', plainWordIdOk);
  if (SEVEN_DIGITS.test(text)) add(GLUED_PHONE, 'phone', (m) => gluedPhoneOk(m[1]!));
  add(PROVIDER_MAILBOX, 'email');
  add(SKYPE_ID, 'handle');
  add(MAILBOX, 'email', mailboxOk);
  add(LABELLED_MAILBOX, 'email');
  add(AT_HANDLE, 'handle', (m) => atWordOk(text, m));
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

/** The text less every sentence that carries a contact detail, and the kinds that were found. */
export function removeContactDetails(
  text: string,
  clientDomains: ReadonlySet<string> = new Set(),
): { readonly text: string; readonly removed: readonly ContactKind[] } {
  const spans = contactSpans(text, clientDomains);
  if (spans.length === 0) return { text, removed: [] };
  const kept: string[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const inLine = spans.filter((span) => span.start < offset + line.length && span.end > offset);
    if (inLine.length === 0) kept.push(line);
    else {
      const sentences = sentenceSpans(line).filter(
        ({ start, end }) => !inLine.some((span) => span.start < offset + end && span.end > offset + start),
      );
      const rest = sentences.map(({ start, end }) => line.slice(start, end).trim()).join(' ');
      // A line that was only contact details goes, rather than leaving a blank (or a bare "P.S.") where it was.
      if (rest !== '' && !/^p\.?\s?s\.?:?$/i.test(rest)) kept.push(rest);
    }
    offset += line.length + 1;
  }
  const cleaned = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: cleaned, removed: [...new Set(spans.map((span) => span.kind))] };
}
