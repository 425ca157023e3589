/**
 * Digits and letters written with characters NFKC does not fold, so the reading of characters
 * (`reveal-characters.ts`) would leave them as they are (see reveal-text.ts): circled dingbat
 * digits ("❾❶❼"), Chinese numerals ("九一七"), a Cyrillic Ze or Be drawn like a 3 or a 6 beside
 * digits ("9З7"), small capitals ("ɢᴍᴀɪʟ"), negative circled and squared letters ("🅖🅜"), regional
 * indicators ("🇬🇲") and parenthesized letters ("⒜"). The reading writes these as ASCII before
 * any other step, so the steps that read the text as written (capitals standing for an @ and a
 * dot, base64) see them too.
 */

/**
 * Circled digits NFKC does not fold: negative circled ❶–❿ and ⓫–⓴, circled sans-serif ➀–➉,
 * negative circled sans-serif ➊–➓, double circled ⓵–⓾, and the zeros ⓿, 🄋 and 🄌.
 */
const DINGBAT_DIGIT = /[\u2776-\u2793\u24eb-\u24ff\u{1f10b}\u{1f10c}]/gu;
/** The first code point of each run of dingbat digits, in order, and the number it stands for. */
const DINGBAT_RUNS: readonly (readonly [number, number])[] = [
  [0x24eb, 11],
  [0x24f5, 1],
  [0x2776, 1],
  [0x2780, 1],
  [0x278a, 1],
];
function dingbatDigit(dingbat: string): string {
  const code = dingbat.codePointAt(0)!;
  if (code === 0x24ff || code >= 0x1f10b) return '0';
  const [first, value] = DINGBAT_RUNS.filter(([start]) => start <= code).at(-1)!;
  return String(code - first + value);
}

const CHINESE_DIGITS = '〇零一二三四五六七八九';
const CHINESE_DIGIT = `[${CHINESE_DIGITS}]`;
/** Seven Chinese numerals or more in a row: a number read digit by digit, where "一" alone is also "a". */
const CHINESE_NUMBER = new RegExp(`${CHINESE_DIGIT}(?:[ \\t-]{0,2}${CHINESE_DIGIT}){6,30}`, 'g');
const chineseDigit = (numeral: string): string => String(Math.max(0, CHINESE_DIGITS.indexOf(numeral) - 1));

/** A Cyrillic Ze or Be touching a digit ("9З7", "5б"): a 3 or a 6, not a letter of a word. */
const CYRILLIC_DIGIT = /(?<=\d)[Ззб]|[Ззб](?=\d)/g;

const SMALL_CAPITALS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ';
const SMALL_CAPITAL = new RegExp(`[${SMALL_CAPITALS.replace('x', '')}]`, 'g');
/** Letters drawn in a circle, a square or brackets, or as a flag's half, each run of 26 from a to z. */
const DRAWN_LETTER = /[\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}\u{1f1e6}-\u{1f1ff}\u249c-\u24b5]/gu;
const DRAWN_LETTER_RUNS = [0x249c, 0x1f150, 0x1f170, 0x1f1e6];
function drawnLetter(drawn: string): string {
  const code = drawn.codePointAt(0)!;
  const first = DRAWN_LETTER_RUNS.filter((start) => start <= code).at(-1)!;
  return String.fromCharCode(97 + code - first);
}

/** The text with these digits and letters written as ASCII ones. */
export function oddCharactersAsAscii(text: string): string {
  return text
    .replace(SMALL_CAPITAL, (letter) => String.fromCharCode(97 + SMALL_CAPITALS.indexOf(letter)))
    .replace(DRAWN_LETTER, drawnLetter)
    .replace(DINGBAT_DIGIT, dingbatDigit)
    .replace(CHINESE_NUMBER, (number) => number.replace(new RegExp(CHINESE_DIGIT, 'g'), chineseDigit))
    .replace(CYRILLIC_DIGIT, (letter) => (letter === 'б' ? '6' : '3'));
}
