/**
 * A phone number spelled out in number words (docs/design.md#proposal-guard) in the forms the
 * digit reading (`reveal-digits.ts`) leaves: tens and teens ("nine seventeen, five fifty-five"),
 * hundreds ("five hundred fifty-five"), "dash" between groups, and seven digits with nothing around
 * them to say they are a phone ("five five five oh one oh oh"). No one writes seven digits one word
 * at a time but to slip past a digit pattern, so such a run holds the bid wherever it stands.
 *
 * Runs of number words are found in one pass over the text; only they are read word by word.
 */

import { plainCharacters } from './reveal-characters.js';

type NumberWord =
  | { readonly kind: 'digit' | 'teen' | 'tens' | 'digits'; readonly value: string }
  | { readonly kind: 'times'; readonly times: number }
  | { readonly kind: 'hundred' | 'plus' | 'dash' };

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORDS = new Map<string, NumberWord>([
  ...DIGIT_WORDS.map((word, digit) => [word, { kind: 'digit', value: String(digit) }] as const),
  ...['oh', 'o', 'nought', 'nil'].map((word) => [word, { kind: 'digit', value: '0' }] as const),
  ...TEENS.map((word, i) => [word, { kind: 'teen', value: String(10 + i) }] as const),
  ...TENS.map((word, i) => [word, { kind: 'tens', value: String(2 + i) }] as const),
  ['fourty', { kind: 'tens', value: '4' }],
  ['double', { kind: 'times', times: 2 }],
  ['triple', { kind: 'times', times: 3 }],
  ['hundred', { kind: 'hundred' }],
  ['plus', { kind: 'plus' }],
  ['dash', { kind: 'dash' }],
  ['hyphen', { kind: 'dash' }],
]);

/** A number word, forgiving look-alike digits inside it ("n1ne", "thr33", "0ne") and an l for an i ("nlne"). */
function numberWord(token: string): NumberWord | undefined {
  if (/^\d+$/.test(token)) return { kind: 'digits', value: token };
  const word = token.replace(/0/g, 'o').replace(/1/g, 'i').replace(/3/g, 'e');
  return WORDS.get(word) ?? WORDS.get(word.replace(/l/g, 'i'));
}

/** A number word or numeral, with the look-alike digits `numberWord` forgives. */
const NUMBER_TOKEN = `(?:${[...WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[oie]/g, (letter) => ({ o: '[o0]', i: '[i1l]', e: '[e3]' })[letter]!))
  .join('|')}|\\d+)`;
/** Three number words or numerals or more, with up to three spaces, line breaks or signs of any kind between. */
const NUMBER_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUMBER_TOKEN}(?:[^\p{L}\p{N}]{1,3}${NUMBER_TOKEN}){2,}(?![\p{L}\p{N}])`,
  'gu',
);

/** The digits a run of number words spells, and how many digit words there are one at a time. */
function spelledDigits(words: readonly NumberWord[]): { readonly digits: string; readonly singles: number[] } {
  let digits = '';
  const singles: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (word.kind === 'digit') {
      digits += word.value;
      singles.push(Number(word.value));
    } else if (word.kind === 'times' && next?.kind === 'digit') {
      digits += next.value.repeat(word.times);
      singles.push(Number(next.value), Number(next.value));
      i += 1;
    } else if (word.kind === 'tens' && next?.kind === 'digit' && next.value !== '0') {
      digits += `${word.value}${next.value}`;
      i += 1;
    } else if (word.kind === 'tens') digits += `${word.value}0`;
    else if (word.kind === 'hundred')
      digits += next?.kind === 'tens' || next?.kind === 'teen' ? '' : next?.kind === 'digit' ? '0' : '00';
    else if (word.kind === 'plus') digits += digits === '' ? '+' : '';
    else if (word.kind === 'teen' || word.kind === 'digits') digits += word.value;
  }
  return { digits, singles };
}

/** "seven, six, five, four…": digit words that count up or down one at a time, a countdown and no phone. */
function counts(singles: readonly number[]): boolean {
  const step = singles[1]! - singles[0]!;
  return Math.abs(step) === 1 && singles.every((value, i) => i === 0 || value - singles[i - 1]! === step);
}

/**
 * A run spelling seven digits or more, three of them or more one word at a time, that does not
 * count. Numerals before its first word are the sentence's own ("$375. Five five five…").
 */
function isSpelledPhone(run: readonly NumberWord[]): boolean {
  const first = run.findIndex((word) => word.kind !== 'digits');
  if (first === -1) return false;
  const { digits, singles } = spelledDigits(run.slice(first));
  return digits.replace('+', '').length >= 7 && singles.length >= 3 && !counts(singles);
}

/** Whether the text spells a phone number out in number words. */
export function spellsOutAPhone(text: string): boolean {
  for (const [run] of plainCharacters(text).matchAll(NUMBER_RUN)) {
    if (!/[a-z]/.test(run)) continue;
    const words = run
      .split(/[^\p{L}\p{N}]+/u)
      .map(numberWord)
      .filter((word) => word !== undefined);
    if (isSpelledPhone(words)) return true;
  }
  return false;
}
