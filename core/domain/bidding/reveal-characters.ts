/**
 * Characters read as a reader sees them (see reveal-text.ts): look-alike letters, digits of other
 * scripts, invisible characters, odd spaces, curly quotes, dashes and dot-like signs.
 */

import { displayedText } from './reveal-display-order.js';

/** Cyrillic and Greek letters drawn like Latin ones ("gmаil" with a Cyrillic а). */
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join('')}]`, 'g');

/** A decimal digit of any other script ("٥٥٥" Arabic-Indic, "۵۵۵" Persian, "৫৫৫" Bengali, "५५५" Devanagari). */
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const digitValues = new Map<string, string>();
/**
 * The ASCII digit of any decimal digit. Unicode encodes every script's digits 0 to 9 on ten
 * consecutive code points, and where two scripts' blocks touch they do so whole, so a digit's value
 * is its distance from the start of its run of decimal digits, modulo ten: no table to keep up to date.
 * NFKC has already folded the full-width and mathematical ones.
 */
function asciiDigit(digit: string): string {
  let value = digitValues.get(digit);
  if (value === undefined) {
    const code = digit.codePointAt(0)!;
    let start = code;
    while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    value = String((code - start) % 10);
    digitValues.set(digit, value);
  }
  return value;
}

/**
 * Zero-width and other format characters (ZWJ, ZWSP, soft hyphen, direction marks) and everything
 * else Unicode has renderers draw as nothing (the Hangul fillers, the code points kept for future
 * ignorables such as U+2065 and U+FFF0–U+FFF8), and the braille blank, drawn as an empty cell:
 * invisible, so gone, once the text is in the order they show it in.
 */
const FORMAT_CHARS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u180e\u2800]/gu;
const ODD_SPACES = /[\p{Zs}\t]/gu;

/**
 * Full stops of other scripts and dot-like signs, read as a dot: "adacodes。com", "adacodes‧com"
 * (NFKC has already made "｡", "․", "﹒" and "．" one of these or a dot). A middle dot or bullet counts
 * only between letters or digits: spaced, it is a separator, and `BULLET_DOT` reads it before a domain.
 */
const DOT_LOOK_ALIKES = /[。‧・⸱ꓸ]|(?<=[\p{L}\p{N}])[·⋅∙•](?=[\p{L}\p{N}])/gu;

/** Named HTML entities for the signs an address or a number is made of. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  commat: '@',
  period: '.',
  sol: '/',
  colon: ':',
  plus: '+',
  lpar: '(',
  rpar: ')',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
  amp: '&',
  nbsp: ' ',
};
/**
 * "&#64;", "&#x40;", "&commat;", "%40": an address's signs escaped as HTML or in a URL, which a
 * browser or a mail client shows as the sign itself.
 */
const ESCAPED_SIGN = /&#(\d{1,7});|&#x([\da-f]{1,6});|&([a-z]{2,8});|%(40|2e)/gi;
function unescapedSign(whole: string, decimal?: string, hex?: string, name?: string, percent?: string): string {
  const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : undefined;
  if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  if (percent !== undefined) return percent === '40' ? '@' : '.';
  return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
}

/** The text in plain characters, lower case. */
export function plainCharacters(text: string): string {
  return (
    displayedText(text)
      .replace(ESCAPED_SIGN, unescapedSign)
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .normalize('NFKC')
      .replace(NON_ASCII_DIGIT, asciiDigit)
      .replace(FORMAT_CHARS, '')
      .replace(ODD_SPACES, ' ')
      .replace(/[‘’ʼ′`]/g, "'")
      .replace(/[“”″]/g, '"')
      // Dashes, minus signs and non-breaking hyphens read as hyphens: "555–0132" and "555—0132" are "555-0132".
      .replace(/[‐‑‒–—―−]/g, '-')
      .toLowerCase()
      .replace(LOOK_ALIKE, (letter) => LOOK_ALIKE_LETTERS[letter] ?? letter)
      .replace(DOT_LOOK_ALIKES, '.')
  );
}
