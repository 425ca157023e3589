/**
 * The parts of an address written around a filter (see reveal-text.ts): an @ or a dot spelled,
 * wrapped, spaced or drawn as a bullet, a slash spelled out, and addresses written backwards.
 */

import { TLDS } from './contact-web-addresses.js';

/** "(at)", "[dot]", "{@}", "<.>", "_at_", "-dot-", "*at*", "«at»", "#at#", "/at/": any wrapper around at/dot is an address's @ or dot. */
export const WRAPPED_AT_DOT =
  /[[({<«‹【〔「『"'*_|~#/-]{1,2}\s{0,2}(at|@|dot|\.)\s{0,2}[\])}>»›】〕」』"'*_|~#/-]{1,2}/g;
/**
 * "adaATgmailDOTcom": capitals standing for the @ and the dot of an address glued into one word.
 * Read on the text as written, before letter case is lost.
 */
export const CAPITAL_AT_DOT = /(?<![\w.])([a-z0-9][a-z0-9._-]{0,63})AT([a-z0-9][a-z0-9-]{0,62})DOT([a-z]{2,10})\b/g;
/**
 * "gmail period com", "gmail point com", "gmail dotcom", "gmail dot c0m", "site,com": other words
 * and signs for a domain's dot, and a look-alike digit in its top-level domain. Only before the
 * commonest top-level domains ("the trial period work" or "at that point me" is prose), and a comma
 * only before "com" ("gross,net" is a typo).
 */
export const OTHER_DOT_WORD =
  /\b([a-z0-9-]{1,63})(?:(?:\s{1,3}(?:period|point|dot)\s{0,3}|\.)(c[o0]m|n[e3]t|[o0]rg|io)|[,‚](c[o0]m))\b/g;
export const otherDotWord = (whole: string, label: string, tld?: string, commaTld?: string): string =>
  NOT_A_LABEL.test(label) ? whole : `${label}.${(tld ?? commaTld!).replace(/0/g, 'o').replace(/3/g, 'e')}`;
/**
 * Brackets around a plain dot ("wa[.]me", "t(.)me") hide a domain's dot as surely as the word does;
 * quotes, stars or dashes around one are as often prose ('he said "done". "Me too"'), so they stay a dot.
 */
const BRACKET_OPENING = /^[[({<«‹【〔「『]/;
/** A wrapped dot as the reading writes it: the word "dot", which `SPELLED_DOT` joins before a top-level domain. */
export const wrappedAtDot = (whole: string, word: string): string =>
  word === 'at' || word === '@' ? ' @ ' : word === 'dot' || BRACKET_OPENING.test(whole) ? ' dot ' : ' . ';
/** Words that come before "dot com" in English ("the dot com era"), not a domain's name. */
export const NOT_A_LABEL =
  /^(?:the|a|an|this|that|of|in|on|at|to|and|or|red|blue|green|black|white|small|big|single|one|first|last|each|every|per)$/;
/** "gmail dot com", "wa dot me": a spelled dot before a top-level domain. */
export const SPELLED_DOT = new RegExp(String.raw`\b([a-z0-9-]{1,63})\s{1,3}dot\s{1,3}(${TLDS})\b`, 'g');
/**
 * "t . me / adam", "site . com/contact", "site .com/contact", "ada . dev.": a spaced dot before a
 * top-level domain, then a path or the end of a sentence. Otherwise "Next.js . Me and my team"
 * would read as a domain. A dot spaced after it only ends a sentence ("done. Design/build"), one
 * spaced before it alone names a file type or a technology (".ai, .psd", ".NET/C#") unless a path follows.
 */
export const SPACED_DOT_BEFORE_PATH = new RegExp(
  [
    String.raw`(?<![\w.])([a-z0-9-]{1,63})(?:\s{1,3}\.\s{1,3}|\s{1,3}\.(?!net\b))(${TLDS})(?=\s{0,3}(?:\/|\bslash\b)\s{0,3}[\w@])`,
    String.raw`(?<![\w.])([a-z0-9-]{1,63})\s{1,3}\.\s{1,3}(${TLDS})(?=[ \t]{0,3}(?:[.!?,;)]|\n|$))`,
  ].join('|'),
  'g',
);
export const spacedDot = (whole: string, ...parts: (string | undefined)[]): string =>
  `${parts[0] ?? parts[2]}.${parts[1] ?? parts[3]}`;
/**
 * "ada@gmail . com", "ada@gmail .com", "ada@acme. io": a spaced dot after the part behind an @ is
 * the address's. After a lone handle, a dot with a space after it only ends a sentence ("I ran
 * @acmestore. Then…"); no line break is ever bridged.
 */
export const HANDLE_DOT =
  /(?<=\w@[a-z0-9-]{1,63})[ \t]{0,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)|(?<=@[a-z0-9-]{1,63})[ \t]{1,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)/g;
/** "wa.me slash 15550132", "t.me / adam": a spelled or spaced slash after a domain. */
export const SPELLED_SLASH = /(\.[a-z]{2,10})\s{0,3}(?:\bslash\b|\/)\s{0,3}(?=[\w@])/g;

/** "ada@gmail.c.o.m": a top-level domain spelled out letter by letter, too short for `LETTER_DOTTED`. */
export const DOTTED_TLD = /(?<=\.)(?:c\.o\.m|n\.e\.t|o\.r\.g)\b/g;

/** Bullets standing for the dots of an address: "ada • gmail • com". */
export const BULLET_DOT = /\s{0,2}[•·∙⋅●]\s{0,2}(?=(?:com|net|org|me|io)\b)/g;

/** Tokens that read as an address backwards: "moc.liamg@ada", "moc.elpmaxe". */
const REVERSED_CANDIDATE =
  /(?<![\w.@-])(?:[\w.+-]{1,64}@[\w.-]{0,63}\w|(?:moc|ten|gro|oi|em|ved)\.[\w.-]{1,63}\w)(?![\w@-]|\.\w)/g;
const REVERSED_ADDRESS =
  /^(?:[a-z0-9][\w.+-]{0,63}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,10}|[a-z0-9-]{3,63}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:com|net|org|io|me|dev))$/;

/** The tokens of the text that read as an address backwards, each turned round. */
export const reversedAddresses = (plain: string): string[] =>
  [...plain.matchAll(REVERSED_CANDIDATE)]
    .map((match) => Array.from(match[0]).reverse().join(''))
    .filter((token) => REVERSED_ADDRESS.test(token));

/** A token that may be base64: long, of its alphabet only, padded to whole blocks. */
const BASE64_CANDIDATE = /(?<![\w+/=])[a-z0-9+/]{12,400}={0,2}(?![\w+/=])/gi;

/** A token's base64 reading, or nothing: a reading that cannot be made must not stop the guard. */
function decodeBase64(token: string): string {
  try {
    return atob(token);
  } catch {
    return '';
  }
}

/**
 * The tokens of the text that decode from base64 to plain printable text ("YWRhQGdtYWlsLmNvbQ=="
 * is "ada@gmail.com"), decoded, lower case. Read on the text as written: base64 is case-sensitive.
 */
export const encodedTexts = (text: string): string[] =>
  [...text.matchAll(BASE64_CANDIDATE)]
    .filter((match) => match[0].length % 4 === 0 && /[a-z]/.test(match[0]) && /[A-Z0-9]/.test(match[0]))
    .map((match) => decodeBase64(match[0]))
    .filter((decoded) => /^[\x20-\x7e]+$/.test(decoded))
    .map((decoded) => decoded.toLowerCase());
