/**
 * Words written apart or disguised to slip past a word filter (see reveal-text.ts): letters spaced
 * or dotted out, and the names of ways to talk or pay split or typed with look-alike signs.
 */

/** "w h a t s a p p", "g-m-a-i-l", "5 5 5 0 1 3 2": single letters or digits with separators between. */
export const LETTER_SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ \-_*·•|~+]{1,3}){2,60}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
/** "g.m.a.i.l": single letters between dots (no domain has one-letter labels only). */
export const LETTER_DOTTED = /(?<![\p{L}\p{N}.])(?:[\p{L}\p{N}]\.){3,60}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/** Letters and what people type for them to slip past a word filter ("wh@ts@pp", "Telegr4m", "pay pal"). */
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  a: '[a4@]',
  e: '[e3]',
  i: '[i1l!|]',
  l: '[l1i|]',
  o: '[o0]',
  s: '[s5$]',
  t: '[t7+]',
  g: '[g9]',
  b: '[b8]',
};
/** Names that hide a way to talk or pay, looked for split or disguised: "sk ype", "what's app", "g.mail" is handled above. */
const SPLIT_NAMES = [
  'skype',
  'telegram',
  'whatsapp',
  'gmail',
  'discord',
  'instagram',
  'paypal',
  'payoneer',
  'hotmail',
  'outlook',
  'icloud',
  'yahoo',
  'protonmail',
  'viber',
  'snapchat',
  'linkedin',
];
/** Words that tell a number is a phone ("ph0ne:", "c4ll me", "t3xt me"), disguised so the number reads as anything else. */
const PHONE_LABELS = ['phone', 'mobile', 'number', 'call', 'text'];
/** For the phone words, only digits and signs stand in for letters: "Cali" is a city, not "call" with an i for its l. */
const PHONE_LABEL_VARIANTS: Readonly<Record<string, string>> = { ...LETTER_VARIANTS, i: '[i1!|]', l: '[l1|]' };
const splitNamePattern = (name: string, variants = LETTER_VARIANTS): string =>
  Array.from(name, (letter) => variants[letter] ?? letter).join(String.raw`[\s._*'’-]{0,2}`);
const SPLIT_NAME_PATTERNS = [
  ...SPLIT_NAMES.map((name) => [name, splitNamePattern(name)] as const),
  ...PHONE_LABELS.map((name) => [name, splitNamePattern(name, PHONE_LABEL_VARIANTS)] as const),
];
export const SPLIT_NAME = new RegExp(
  String.raw`(?<![a-z0-9])(?:${SPLIT_NAME_PATTERNS.map(([, pattern]) => pattern).join('|')})(?![a-z0-9])`,
  'g',
);
const SPLIT_NAME_EXACT = SPLIT_NAME_PATTERNS.map(([name, pattern]) => [name, new RegExp(`^${pattern}$`)] as const);
export const nameOf = (found: string): string =>
  SPLIT_NAME_EXACT.find(([, pattern]) => pattern.test(found))?.[0] ?? found;
