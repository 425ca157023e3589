/**
 * The proposal as a reader would take it in, whatever tricks hide its contact details from a
 * plain pattern (docs/design.md#proposal-guard): text a direction override shows reversed,
 * look-alike and full-width characters, dingbat digits, small capitals and drawn letters, invisible
 * characters, HTML entities, digits of other scripts, letter-spaced words, digits spelled out or
 * typed as letters, "at"/"dot" in brackets, spaced dots before a link's path, addresses written
 * backwards and base64. The result is only ever searched, never sent, so it may mangle ordinary
 * text: what matters is that nothing hidden survives the reading.
 *
 * Each step is one pass with bounded repetitions, so the whole reading is linear in the text.
 */

import {
  BULLET_DOT,
  CAPITAL_AT_DOT,
  DOTTED_TLD,
  encodedTexts,
  HANDLE_DOT,
  NOT_A_LABEL,
  OTHER_DOT_WORD,
  otherDotWord,
  reversedAddresses,
  SPACED_DOT_BEFORE_PATH,
  spacedDot,
  SPELLED_DOT,
  SPELLED_SLASH,
  WRAPPED_AT_DOT,
  wrappedAtDot,
} from './reveal-addresses.js';
import { plainCharacters } from './reveal-characters.js';
import { displayedText } from './reveal-display-order.js';
import { revealDigits } from './reveal-digits.js';
import { oddCharactersAsAscii } from './reveal-odd-characters.js';
import { LETTER_DOTTED, LETTER_SPACED, nameOf, SPLIT_NAME } from './reveal-split-words.js';

/** The text with every trick undone, lower case; reversed addresses and base64 texts are added on lines of their own. */
export function revealText(written: string): string {
  const text = oddCharactersAsAscii(displayedText(written));
  let plain = plainCharacters(text.replace(CAPITAL_AT_DOT, '$1@$2.$3'));
  plain = plain
    .replace(SPLIT_NAME, nameOf)
    .replace(BULLET_DOT, '.')
    .replace(LETTER_SPACED, (run) => run.replace(/[ \-_*·•|~+]/g, ''))
    .replace(LETTER_DOTTED, (run) => run.replace(/\./g, ''))
    .replace(DOTTED_TLD, (tld) => tld.replace(/\./g, ''))
    .replace(WRAPPED_AT_DOT, wrappedAtDot)
    .replace(SPELLED_DOT, (whole: string, label: string, tld: string) =>
      NOT_A_LABEL.test(label) ? whole : `${label}.${tld}`,
    )
    .replace(OTHER_DOT_WORD, otherDotWord)
    .replace(SPACED_DOT_BEFORE_PATH, spacedDot)
    .replace(/(?<=\w)\s{1,3}@\s{1,3}(?=\w)/g, '@')
    .replace(HANDLE_DOT, '.')
    .replace(SPELLED_SLASH, '$1/');
  plain = revealDigits(plain);
  const added = [...reversedAddresses(plain), ...encodedTexts(text)];
  return added.length === 0 ? plain : `${plain}\n${added.join('\n')}`;
}
