/**
 * The parts of an address written around a filter (see reveal-text.ts): an @ or a dot spelled,
 * wrapped, spaced or drawn as a bullet, a slash spelled out, and addresses written backwards.
 */

import { TLDS } from './contact-web-addresses.js';

/** "(at)", "[dot]", "{@}", "<.>", "_at_", "-dot-", "*at*", "«at»": any wrapper around at/dot is an address's @ or dot. */
export const WRAPPED_AT_DOT = /[[({<«‹【〔「『"'*_|~-]{1,2}\s{0,2}(at|@|dot|\.)\s{0,2}[\])}>»›】〕」』"'*_|~-]{1,2}/g;
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
 * "t . me / adam", "site . com/contact": a dot spaced on both sides before a top-level domain, a
 * path after it. Without a path "Next.js . Me and my team" would read as a domain, and a dot
 * spaced on one side only ends a sentence ("done. Design/build") or names a technology (".NET/C#").
 */
export const SPACED_DOT_BEFORE_PATH = new RegExp(
  String.raw`(?<![\w.])([a-z0-9-]{1,63})\s{1,3}\.\s{1,3}(${TLDS})(?=\s{0,3}(?:\/|\bslash\b)\s{0,3}[\w@])`,
  'g',
);
/**
 * "ada@gmail . com", "ada@gmail .com", "ada@acme. io": a spaced dot after the part behind an @ is
 * the address's. After a lone handle, a dot with a space after it only ends a sentence ("I ran
 * @acmestore. Then…"); no line break is ever bridged.
 */
export const HANDLE_DOT =
  /(?<=\w@[a-z0-9-]{1,63})[ \t]{0,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)|(?<=@[a-z0-9-]{1,63})[ \t]{1,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)/g;
/** "wa.me slash 15550132", "t.me / adam": a spelled or spaced slash after a domain. */
export const SPELLED_SLASH = /(\.[a-z]{2,10})\s{0,3}(?:\bslash\b|\/)\s{0,3}(?=[\w@])/g;

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
