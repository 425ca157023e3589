/**
 * Numbers written so a digit pattern misses them (see reveal-text.ts): digits spelled out or glued
 * to digit words, typed with look-alike letters, or split by commas and slashes.
 */

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
/**
 * A run of at least four digit words or digits ("five five five, zero one three two", "+1 (five five five) 0132").
 * A digit group may be long: letter-spaced digits ("9 one 7 5 5 5 0 1 2 3") arrive already joined.
 */
const DIGIT_RUN = new RegExp(
  String.raw`(?<![\w])${DIGIT_TOKEN}(?:[\s,.\-/()]{1,3}(?:${DIGIT_TOKEN}|\d{5,15})){2,40}(?![\w])`,
  'g',
);
/**
 * One word glued from digits, look-alike letters and digit words ("55five", "O1three2", "0one3two"),
 * read a piece at a time: digit words first (so "0ne" is one), then a digit, then o/i/l for 0/1/1.
 */
const GLUED_PIECE =
  /(?:zer[o0]|n[o0]ught|thr[e3][e3]|s[e3]v[e3]n|[e3][i1l]ght|f[o0]ur|f[i1l]v[e3]|n[i1l]n[e3]|[o0]n[e3]|tw[o0]|s[i1l]x|nil|[o0]h|\d|[oil])/y;
const GLUED_CANDIDATE = /(?<![a-z0-9])[a-z0-9]{4,40}(?![a-z0-9])/g;
/**
 * "55O", "O132", "4l5", "S55": digits typed with look-alike letters (a token of digits and o/i/l/s,
 * two digits at least). A decade's s ("1990s", "80s") is the one s that ends a number: it stays.
 */
const LOOK_ALIKE_DIGITS = /(?<![\w])[0-9oils]{3,32}(?![\w])/g;
const lookAlikeDigits = (token: string): string =>
  /\d.*\d/.test(token) && /[oils]/.test(token) && !/^\d+s$/.test(token)
    ? token.replace(/o/g, '0').replace(/[il]/g, '1').replace(/s/g, '5')
    : token;

function digitOf(word: string): string {
  if (/^\d+$/.test(word)) return word;
  for (const [pattern, digit] of DIGIT_WORDS) if (pattern.test(word)) return digit;
  return word;
}

/**
 * "55five" → "555", "o1three2" → "0132", "fivefivefive" → "555": a word made only of such pieces,
 * with a digit and a digit word in it or three digit words alone (a word of digits and o/i/l alone is
 * `lookAlikeDigits`' to read). Anything else stays.
 */
function gluedDigits(word: string): string {
  if (!/[a-z]{2}/.test(word)) return word;
  let digits = '';
  let spelled = 0;
  GLUED_PIECE.lastIndex = 0;
  while (GLUED_PIECE.lastIndex < word.length) {
    const piece = GLUED_PIECE.exec(word)?.[0];
    if (piece === undefined) return word;
    if (piece.length > 1) spelled += 1;
    digits += piece.length > 1 ? digitOf(piece) : piece.replace('o', '0').replace(/[il]/, '1');
  }
  // Without a digit, only a word of three digit words and nothing else ("nineoneseven") is a number.
  if (/\d/.test(word)) return spelled > 0 ? digits : word;
  return spelled >= 3 && spelled === digits.length ? digits : word;
}

const CURRENCY_BEFORE = /(?:[$€£₹¥]|\b(?:usd|eur|gbp|inr))\s?$/;

/** "five five five zero one three two" → "5550132"; "double five" → "55". Runs of bare digits stay as typed. */
function spelledDigits(text: string): string {
  return text.replace(DIGIT_RUN, (run: string, offset: number) => {
    const tokens = run.split(/[\s,.\-/()]+/).filter((token) => token !== '');
    // A run of digits alone ("1, 2, 3, 4") is as it was typed; the plain patterns judged it already.
    if (tokens.every((token) => /^\d+$/.test(token))) return run;
    let digits = '';
    // An amount or a sentence's last number before spelled digits stays apart: "$375. nine one seven…".
    if (/^\d+[.,]\s/.test(run) || CURRENCY_BEFORE.test(text.slice(Math.max(0, offset - 5), offset)))
      digits += `${tokens.shift()!}; `;
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

/**
 * "917_555_0123", "917 ~ 555 ~ 0123", "917|555|0123": signs no number is written with between its
 * groups. A spaced bar is a table's column, so only a bare one counts.
 */
const ODD_GROUP_SIGN = /(?<=\d)(?:[ \t]{0,2}[_~][ \t]{0,2}|\|)(?=\d)/g;

/** The text with its spelled, glued, look-alike and split digits read as digits. */
export const revealDigits = (text: string): string =>
  spelledDigits(text.replace(ODD_GROUP_SIGN, '-').replace(GLUED_CANDIDATE, gluedDigits))
    .replace(LOOK_ALIKE_DIGITS, lookAlikeDigits)
    .replace(DIGIT_LIST, joinedDigitList);
