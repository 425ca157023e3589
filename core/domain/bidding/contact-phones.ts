/**
 * Phone numbers (docs/design.md#proposal-guard), told apart from dates, ranges, amounts, codes and
 * ISBNs by what stands around them, and numbers glued to a way to reach them.
 */

export const PHONE_CANDIDATE = /(?<![\w$€£₹¥.,/:-])(?:\+\s?)?\(?\d[\d\s().-]{5,40}\d(?![\w%/:])/g;
const PHONE_CONTEXT =
  /\b(?:phone|call|tel|mobile|cell|whats\s?app|viber|signal|text|sms|contact|reach|number|ring|dial)\b[^.\n]{0,25}$/i;
/**
 * A way to reach a person right before the number ("call me on", "text us at", "my number:",
 * "phone -"): then "555-0132" is a local phone, not a range. Without such a cue next to it, a number
 * range ("2019-2023", "1500-2500") stays a range, even in a sentence about calls or SMS.
 */
const PHONE_CUE = new RegExp(
  String.raw`(?:\b(?:call|text|reach|ring|phone|whats\s?app|sms|message|dial|contact)(?:\s{1,3}(?:me|us))?|\b(?:my|our)\s{1,3}(?:phone|mobile|cell|number|whats\s?app)(?:\s{1,3}(?:number|no\.?))?|\b(?:phone|tel|mobile|cell|number)(?:\s{1,3}(?:number|no\.?))?\s{0,3}[:#=])\s{0,3}(?:[:=]|-\s|\bis\b|\bon\b|\bat\b)?\s{0,3}$`,
  'i',
);
const CURRENCY_BEFORE = /(?:[$€£₹¥]|\b(?:usd|eur|gbp|inr|aud|cad|zar|pkr|rs\.?))\s?$/i;
const UNIT_AFTER =
  /^\s?(?:%|k\b|(?:usd|eur|gbp|inr|aud|cad|zar|pkr|ngn|bdt|php|sgd|hkd|nzd|jpy|cny|days?|hours?|hrs?|weeks?|months?|years?|words?|pages?|items?|users?|rows?|records?|lines?|visits?|visitors?|views?|downloads?|px|pixels?|times?|products?|files?|images?|orders?|dollars?|euros?|pounds?|rupees?|credits?|points?|ms|seconds?|minutes?)\b|[$€£₹¥])/i;
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;
const ISBN_BEFORE = /\bisbn(?:-1[03])?\s*:?\s*$/i;

/** A valid ISBN-13 (978/979 and its check digit): a book, not a phone. */
function isIsbn13(digits: string): boolean {
  if (digits.length !== 13 || !/^97[89]/.test(digits)) return false;
  const sum = Array.from(digits).reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** "Order IDs look like 1234567890", "SKU 4006381333931": a number introduced as a code, not a phone. */
const CODE_BEFORE =
  /\b(?:ids?|order(?:\s+(?:ids?|numbers?|no\.?))?|orders|sku|skus|ean|eans|upc|gtin|asin|barcodes?|codes?|invoices?|tickets?|tracking|serial|ssn|part|model|format|pattern)\b[^.!?\n\d]{0,20}$/i;
/** A way to reach someone anywhere near the number ("Zoom ID" too): then a code word before it proves nothing. */
const REACH_NEAR =
  /\b(?:phone|call|tel|mobile|cell|whats\s?app|wa|viber|signal|telegram|skype|zoom|text|sms|contact|reach|ring|dial|me|us)\b/i;

function isPhone(candidate: string, before: string, after: string): boolean {
  const raw = candidate.trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (!raw.startsWith('+') && CODE_BEFORE.test(before) && !REACH_NEAR.test(`${before} ${after}`)) return false;
  if (DATE.test(raw) || IPV4.test(raw) || CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  if (ISBN_BEFORE.test(before) || isIsbn13(digits)) return false;
  const range = RANGE.exec(raw);
  // "10000-20000" is a range of amounts; "0300-1234567" and "555-1234567" are numbers.
  if (
    range !== null &&
    !raw.startsWith('0') &&
    Math.abs(range[1]!.length - range[2]!.length) <= 1 &&
    !PHONE_CUE.test(before)
  )
    return false;
  if (raw.startsWith('+')) return digits.length >= 8;
  return digits.length >= 9 || PHONE_CONTEXT.test(before);
}

/** "tel:447700900123", "whatsapp447700900123", "WhatsApp_447700900123", "wa-me-447700900123": a number glued to a way to reach it. */
export const GLUED_PHONE =
  /(?<![a-z0-9./])(?:tel|phone|mobile|mob|cell|ph|whats\s?app|wa|viber|signal|sms|call|text|telegram|skype)(?:[-_.:=#/]{1,2}me)?[-_.:=#/]{0,2}(\+?\d[\d().-]{5,20}\d)(?!\d)/gi;
/** A quick look for a run long enough to be a phone, so `GLUED_PHONE` runs only where one may be. */
export const SEVEN_DIGITS = /\d[\d().-]{5,}\d/;
export const gluedPhoneOk = (number: string): boolean => {
  const digits = number.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && !DATE.test(number);
};

/**
 * "917 | 555 | 0123", "917 🔸 555 🔸 0123", "[917] [555] [0123]": a number's groups between spaced
 * signs no number is written with, or each wrapped on its own. Only the revealed reading looks for
 * it: spaces, dots, hyphens and brackets alone are `PHONE_CANDIDATE`'s, and a bare bar, a slash or
 * a tilde between groups the reading has already joined.
 */
const PIECE = String.raw`[[({<"'«]?\d{1,5}[\])}>"'»]?`;
/**
 * Any punctuation or symbol but those numbers are written, counted or priced with (dots, commas,
 * dashes, slashes, brackets, quotes, arithmetic, currency, sentence ends); a colon only spaced, as
 * "10:30" is a time; a comma only after a way to reach someone ("Call me: 917, 555, 0123").
 */
const ODD_SIGN = String.raw`(?![.,\-/()[\]{}"'+*=×÷$€£¥₹%#&@!?:])[\p{P}\p{S}]`;
const PIECE_SIGN = String.raw`(?:[ \t]{0,3}${ODD_SIGN}{1,3}[ \t]{0,3}|[ \t]{1,3}:[ \t]{0,3}|[ \t]{0,3},[ \t]{0,3}|[ \t]{1,3}(?:dash|hyphen)[ \t]{1,3}|[ \t]{1,3})`;
export const PHONE_IN_PIECES = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,:;/\\|$€£¥₹-])(?:\+[ \t]{0,2})?${PIECE}(?:${PIECE_SIGN}${PIECE}){1,5}(?![\p{L}\p{N}_/\\|]|[.,:]\d)`,
  'gu',
);
/** Numbers named as a list of something else ("Ports 3000 | 5432 | 6379", "HTTP 200 → 301 → 404"). */
const LIST_BEFORE =
  /\b(?:ports?|sizes?|breakpoints?|widths?|heights?|resolutions?|http|status(?:es)?|errors?|versions?|prices?|tiers?|plans?|levels?|steps?|scores?|ratings?|years?|budgets?|rates?|times?)\b[^.!?\n\d]{0,20}$/i;
/**
 * A table's row ("2024 | 500 | 1200" under "Year | Hours | Cost"): a bar on its line or the lines
 * around it, looked for within 200 characters so a long text without line breaks is not read again
 * for every match.
 */
function inATable(text: string, start: number, end: number): boolean {
  const before = text
    .slice(Math.max(0, start - 200), start)
    .split('\n')
    .slice(-2);
  const after = text
    .slice(end, end + 200)
    .split('\n')
    .slice(0, 2);
  return [...before, ...after].some((line) => line.includes('|'));
}
/** A list that counts by one step ("2022 | 2023 | 2024"), or of round amounts ("100 | 250 | 500"): no phone. */
function countsOrRounds(groups: readonly string[]): boolean {
  if (groups.every((group) => group.endsWith('0'))) return true;
  const step = Number(groups[1]) - Number(groups[0]);
  return (
    groups.length > 2 &&
    step !== 0 &&
    groups.every((group, i) => i === 0 || Number(group) - Number(groups[i - 1]) === step)
  );
}
export const phoneInPiecesOk = (text: string, match: RegExpExecArray): boolean => {
  const groups = match[0].match(/\d+/g) ?? [];
  const digits = groups.join('').length;
  const signs = match[0].replace(/[\d\s]/g, '');
  if (digits < 7 || digits > 15 || /^[+().-]*$/.test(signs) || countsOrRounds(groups)) return false;
  if (inATable(text, match.index, match.index + match[0].length)) return false;
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
  if (/^[+(),.-]*$/.test(signs) && !PHONE_CUE.test(before)) return false;
  if (LIST_BEFORE.test(before) && !REACH_NEAR.test(`${before} ${after}`)) return false;
  return isPhone(`${match[0].startsWith('+') ? '+' : ''}${groups.join('')}`, before, after);
};

/** A phone candidate judged by the 40 characters either side of it. */
export const phoneOk = (text: string, match: RegExpExecArray): boolean =>
  isPhone(
    match[0],
    text.slice(Math.max(0, match.index - 40), match.index),
    text.slice(match.index + match[0].length, match.index + match[0].length + 40),
  );
