/** Bytes PHP's `urlencode` leaves as they are: A-Z a-z 0-9 - _ . */
const UNRESERVED = /^[A-Za-z0-9\-_.]$/;

/**
 * PHP `urlencode`, which PayFast signs with (docs/design.md#payfast): every UTF-8 byte outside
 * `A-Za-z0-9-_.` becomes upper-case `%XX`, and a space becomes `+`. `encodeURIComponent` differs
 * on `! ' ( ) * ~`, which is enough to break a signature.
 */
export function phpUrlencode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (byte === 0x20) encoded += '+';
    else if (byte < 0x80 && UNRESERVED.test(char)) encoded += char;
    else encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}
