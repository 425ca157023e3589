/**
 * The proposal as a reader would take it in, whatever tricks hide its contact details from a
 * plain pattern (docs/design.md#proposal-guard): look-alike and full-width characters, invisible
 * ones, digits of other scripts, letter-spaced words, digits spelled out or typed as letters,
 * "at"/"dot" in brackets, spaced dots before a link's path and addresses written backwards. The result is only ever searched, never sent, so it may mangle
 * ordinary text: what matters is that nothing hidden survives the reading.
 *
 * Each step is one pass with bounded repetitions, so the whole reading is linear in the text.
 */

import { TLDS } from './contact-web-addresses.js';

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

/** Zero-width and other format characters (ZWJ, ZWSP, soft hyphen, direction marks): invisible, so gone. */
const FORMAT_CHARS = /[\p{Cf}\u180e\u115f\u1160\u3164]/gu;
const ODD_SPACES = /[\p{Zs}\t]/gu;

/**
 * Full stops of other scripts and dot-like signs, read as a dot: "adacodes。com", "adacodes‧com"
 * (NFKC has already made "｡", "․", "﹒" and "．" one of these or a dot). A middle dot or bullet counts
 * only between letters or digits: spaced, it is a separator, and `BULLET_DOT` reads it before a domain.
 */
const DOT_LOOK_ALIKES = /[。‧・⸱ꓸ]|(?<=[\p{L}\p{N}])[·⋅∙•](?=[\p{L}\p{N}])/gu;

/** "(at)", "[dot]", "{@}", "<.>", "_at_", "-dot-", "*at*", "«at»": any wrapper around at/dot is an address's @ or dot. */
const WRAPPED_AT_DOT = /[[({<«‹【〔「『"'*_|~-]{1,2}\s{0,2}(at|@|dot|\.)\s{0,2}[\])}>»›】〕」』"'*_|~-]{1,2}/g;
/**
 * Brackets around a plain dot ("wa[.]me", "t(.)me") hide a domain's dot as surely as the word does;
 * quotes, stars or dashes around one are as often prose ('he said "done". "Me too"'), so they stay a dot.
 */
const BRACKET_OPENING = /^[[({<«‹【〔「『]/;
/** A wrapped dot as the reading writes it: the word "dot", which `SPELLED_DOT` joins before a top-level domain. */
const wrappedAtDot = (whole: string, word: string): string =>
  word === 'at' || word === '@' ? ' @ ' : word === 'dot' || BRACKET_OPENING.test(whole) ? ' dot ' : ' . ';
/** Words that come before "dot com" in English ("the dot com era"), not a domain's name. */
const NOT_A_LABEL =
  /^(?:the|a|an|this|that|of|in|on|at|to|and|or|red|blue|green|black|white|small|big|single|one|first|last|each|every|per)$/;
/** "gmail dot com", "wa dot me": a spelled dot before a top-level domain. */
const SPELLED_DOT = new RegExp(String.raw`\b([a-z0-9-]{1,63})\s{1,3}dot\s{1,3}(${TLDS})\b`, 'g');
/**
 * "t . me / adam", "site . com/contact": a dot spaced on both sides before a top-level domain, a
 * path after it. Without a path "Next.js . Me and my team" would read as a domain, and a dot
 * spaced on one side only ends a sentence ("done. Design/build") or names a technology (".NET/C#").
 */
const SPACED_DOT_BEFORE_PATH = new RegExp(
  String.raw`(?<![\w.])([a-z0-9-]{1,63})\s{1,3}\.\s{1,3}(${TLDS})(?=\s{0,3}(?:\/|\bslash\b)\s{0,3}[\w@])`,
  'g',
);
/**
 * "ada@gmail . com", "ada@gmail .com", "ada@acme. io": a spaced dot after the part behind an @ is
 * the address's. After a lone handle, a dot with a space after it only ends a sentence ("I ran
 * @acmestore. Then…"); no line break is ever bridged.
 */
const HANDLE_DOT =
  /(?<=\w@[a-z0-9-]{1,63})[ \t]{0,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)|(?<=@[a-z0-9-]{1,63})[ \t]{1,3}\.[ \t]{0,3}(?=[a-z]{2,10}\b)/g;
/** "wa.me slash 15550132", "t.me / adam": a spelled or spaced slash after a domain. */
const SPELLED_SLASH = /(\.[a-z]{2,10})\s{0,3}(?:\bslash\b|\/)\s{0,3}(?=[\w@])/g;

/** "w h a t s a p p", "g-m-a-i-l", "5 5 5 0 1 3 2": single letters or digits with separators between. */
const LETTER_SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ \-_*·•|~+]{1,3}){2,60}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
/** "g.m.a.i.l": single letters between dots (no domain has one-letter labels only). */
const LETTER_DOTTED = /(?<![\p{L}\p{N}.])(?:[\p{L}\p{N}]\.){3,60}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

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
const SPLIT_NAME = new RegExp(
  String.raw`(?<![a-z0-9])(?:${SPLIT_NAME_PATTERNS.map(([, pattern]) => pattern).join('|')})(?![a-z0-9])`,
  'g',
);
const SPLIT_NAME_EXACT = SPLIT_NAME_PATTERNS.map(([name, pattern]) => [name, new RegExp(`^${pattern}$`)] as const);
const nameOf = (found: string): string => SPLIT_NAME_EXACT.find(([, pattern]) => pattern.test(found))?.[0] ?? found;

/** Bullets standing for the dots of an address: "ada • gmail • com". */
const BULLET_DOT = /\s{0,2}[•·∙⋅●]\s{0,2}(?=(?:com|net|org|me|io)\b)/g;

/** Digit words, forgiving look-alike digits inside them ("0ne", "f1ve", "thr33"). */
const DIGIT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:zer[o0]|[o0]h?|n[o0]ught|nil)$/, '0'],
  [/^[o0]n[e3]$/, '1'],
  [/^tw[o0]$/, '2'],
  [/^thr[e3][e3]$/, '3'],
  [/^f[o0]ur$/, '4'],
  [/^f[i1l]v[e3]$/, '5'],
  [/^s[i1l]x$/, '6'],
  [/^s[e3]v[e3]n$/, '7'],
  [/^[e3][i1l]ght$/, '8'],
  [/^n[i1l]n[e3]$/, '9'],
];
const DIGIT_TOKEN = String.raw`(?:zer[o0]|[o0]h|[o0]|n[o0]ught|nil|[o0]n[e3]|tw[o0]|thr[e3][e3]|f[o0]ur|f[i1l]v[e3]|s[i1l]x|s[e3]v[e3]n|[e3][i1l]ght|n[i1l]n[e3]|double|triple|\d{1,4})`;
/** A run of at least four digit words or digits ("five five five, zero one three two", "+1 (five five five) 0132"). */
const DIGIT_RUN = new RegExp(String.raw`(?<![\w])${DIGIT_TOKEN}(?:[\s,.\-/()]{1,3}${DIGIT_TOKEN}){3,40}(?![\w])`, 'g');
/**
 * One word glued from digits, look-alike letters and digit words ("55five", "O1three2", "0one3two"),
 * read a piece at a time: digit words first (so "0ne" is one), then a digit, then o/i/l for 0/1/1.
 */
const GLUED_PIECE =
  /(?:zer[o0]|n[o0]ught|thr[e3][e3]|s[e3]v[e3]n|[e3][i1l]ght|f[o0]ur|f[i1l]v[e3]|n[i1l]n[e3]|[o0]n[e3]|tw[o0]|s[i1l]x|nil|[o0]h|\d|[oil])/y;
const GLUED_CANDIDATE = /(?<![a-z0-9])[a-z0-9]{4,40}(?![a-z0-9])/g;
/** "55O", "O132", "4l5": digits typed with look-alike letters (a token of digits and o/i/l, two digits at least). */
const LOOK_ALIKE_DIGITS = /(?<![\w])[0-9oil]{3,32}(?![\w])/g;
const lookAlikeDigits = (token: string): string =>
  /\d.*\d/.test(token) && /[oil]/.test(token) ? token.replace(/o/g, '0').replace(/[il]/g, '1') : token;

/** Tokens that read as an address backwards: "moc.liamg@ada", "moc.elpmaxe". */
const REVERSED_CANDIDATE =
  /(?<![\w.@-])(?:[\w.+-]{1,64}@[\w.-]{0,63}\w|(?:moc|ten|gro|oi|em|ved)\.[\w.-]{1,63}\w)(?![\w@-]|\.\w)/g;
const REVERSED_ADDRESS =
  /^(?:[a-z0-9][\w.+-]{0,63}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,10}|[a-z0-9-]{3,63}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:com|net|org|io|me|dev))$/;

function digitOf(word: string): string {
  if (/^\d+$/.test(word)) return word;
  for (const [pattern, digit] of DIGIT_WORDS) if (pattern.test(word)) return digit;
  return word;
}

/**
 * "55five" → "555", "o1three2" → "0132": a word made only of such pieces, with a digit and a digit
 * word in it (a word of digits and o/i/l alone is `lookAlikeDigits`' to read). Anything else stays.
 */
function gluedDigits(word: string): string {
  if (!/\d/.test(word) || !/[a-z]{2}/.test(word)) return word;
  let digits = '';
  let spelled = false;
  GLUED_PIECE.lastIndex = 0;
  while (GLUED_PIECE.lastIndex < word.length) {
    const piece = GLUED_PIECE.exec(word)?.[0];
    if (piece === undefined) return word;
    spelled ||= piece.length > 1;
    digits += piece.length > 1 ? digitOf(piece) : piece.replace('o', '0').replace(/[il]/, '1');
  }
  return spelled ? digits : word;
}

/** "five five five zero one three two" → "5550132"; "double five" → "55". Runs of bare digits stay as typed. */
function spelledDigits(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const tokens = run.split(/[\s,.\-/()]+/).filter((token) => token !== '');
    // A run of digits alone ("1, 2, 3, 4") is as it was typed; the plain patterns judged it already.
    if (tokens.every((token) => /^\d+$/.test(token))) return run;
    let digits = '';
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const times = token === 'double' ? 2 : token === 'triple' ? 3 : 1;
      const value = digitOf(times > 1 ? (tokens[++i] ?? '') : token);
      if (!/^\d+$/.test(value)) return run;
      digits += value.repeat(times);
    }
    return digits;
  });
}

/** Digits split by commas or slashes: "5,5,5,0,1,3,2", "555/013/2123". */
const DIGIT_LIST = /(?<![\w.,/$€£₹¥])\d{1,4}(?:[ \t]{0,2}[,/][ \t]{0,2}\d{1,4}){2,14}(?![\w/]|[.,]\d)/g;
const SLASHED_DATE = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}\/\d{1,2}\/\d{1,2})$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;

/** A list that counts up or down by one step ("1, 2, 3, 4", "10/20/30"): a list, not a number in pieces. */
function isProgression(groups: readonly string[]): boolean {
  const step = Number(groups[1]) - Number(groups[0]);
  return step !== 0 && groups.every((group, i) => i === 0 || Number(group) - Number(groups[i - 1]) === step);
}

/**
 * A phone typed in pieces is read whole: single or paired digits between commas, or short groups
 * between slashes. Amounts ("1,250,000"), dates ("12/05/2024"), lists that count ("1, 2, 3, 4")
 * and lists of larger numbers ("320, 768, 1024") stay as typed.
 */
function joinedDigitList(run: string): string {
  const compact = run.replace(/[ \t]/g, '');
  const groups = compact.split(/[,/]/);
  if (SLASHED_DATE.test(compact) || THOUSANDS.test(compact) || isProgression(groups)) return run;
  if (compact.includes(',') && (compact.includes('/') || groups.some((group) => group.length > 2))) return run;
  return groups.join('');
}

/** The text with every trick undone, lower case; reversed addresses are added on a line of their own. */
export function revealText(text: string): string {
  let plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .replace(NON_ASCII_DIGIT, asciiDigit)
    .replace(FORMAT_CHARS, '')
    .replace(ODD_SPACES, ' ')
    .replace(/[‘’ʼ′`]/g, "'")
    .replace(/[“”″]/g, '"')
    // En dashes, minus signs and non-breaking hyphens read as hyphens: "555–0132" is "555-0132".
    .replace(/[‐‑‒–−]/g, '-')
    .toLowerCase()
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKE_LETTERS[letter] ?? letter)
    .replace(DOT_LOOK_ALIKES, '.');
  plain = plain
    .replace(SPLIT_NAME, nameOf)
    .replace(BULLET_DOT, '.')
    .replace(LETTER_SPACED, (run) => run.replace(/[ \-_*·•|~+]/g, ''))
    .replace(LETTER_DOTTED, (run) => run.replace(/\./g, ''))
    .replace(WRAPPED_AT_DOT, wrappedAtDot)
    .replace(SPELLED_DOT, (whole: string, label: string, tld: string) =>
      NOT_A_LABEL.test(label) ? whole : `${label}.${tld}`,
    )
    .replace(SPACED_DOT_BEFORE_PATH, '$1.$2')
    .replace(/(?<=\w)\s{1,3}@\s{1,3}(?=\w)/g, '@')
    .replace(HANDLE_DOT, '.')
    .replace(SPELLED_SLASH, '$1/');
  plain = spelledDigits(plain.replace(GLUED_CANDIDATE, gluedDigits))
    .replace(LOOK_ALIKE_DIGITS, lookAlikeDigits)
    .replace(DIGIT_LIST, joinedDigitList);
  const reversed = [...plain.matchAll(REVERSED_CANDIDATE)]
    .map((match) => Array.from(match[0]).reverse().join(''))
    .filter((token) => REVERSED_ADDRESS.test(token));
  return reversed.length === 0 ? plain : `${plain}\n${reversed.join('\n')}`;
}
