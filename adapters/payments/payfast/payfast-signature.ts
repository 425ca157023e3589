import { createHash, timingSafeEqual } from 'node:crypto';
import { phpUrlencode } from './php-urlencode.js';

/** Form fields as posted: name and value, in order. */
export type FormFields = readonly (readonly [string, string])[];

/** PayFast's five numbered custom fields of a kind: custom_str1 … custom_str5. */
export const numbered = (name: string): string[] => [1, 2, 3, 4, 5].map((n) => `${name}${n}`);

/**
 * The checkout fields PayFast signs, in its documented order (docs/design.md#payfast), which is not
 * alphabetical. Anything else a form carries (`signature`, `setup`, a plugin's `source`) is not signed.
 */
export const CHECKOUT_FIELD_ORDER: readonly string[] = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'fica_idnumber',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  ...numbered('custom_int'),
  ...numbered('custom_str'),
  'email_confirmation',
  'confirmation_address',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
];

const CHECKOUT_POSITION: ReadonlyMap<string, number> = new Map(
  CHECKOUT_FIELD_ORDER.map((name, index) => [name, index]),
);

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
const pair = (name: string, value: string): string => `${name}=${phpUrlencode(value)}`;

/** The passphrase goes at the end, never sorted in; a blank one counts as none. */
function withPassphrase(parameters: string, passphrase: string | null): string {
  const trimmed = passphrase?.trim() ?? '';
  return trimmed === '' ? parameters : `${parameters}&${pair('passphrase', trimmed)}`;
}

/**
 * The signed fields of a checkout in documented order: signed names only, values trimmed, blank
 * ones dropped (a `"0"` stays, as the docs say). A signed name given twice is refused, since
 * PayFast would read only one of them.
 */
export function checkoutSignedFields(fields: FormFields): FormFields {
  const seen = new Set<string>();
  const signed: Array<readonly [string, string]> = [];
  for (const [name, value] of fields) {
    if (!CHECKOUT_POSITION.has(name)) continue;
    if (seen.has(name)) throw new Error(`Checkout field ${name} is given more than once`);
    seen.add(name);
    if (value.trim() !== '') signed.push([name, value.trim()]);
  }
  return signed.sort(([a], [b]) => (CHECKOUT_POSITION.get(a) ?? 0) - (CHECKOUT_POSITION.get(b) ?? 0));
}

/** The string a checkout signature is the MD5 of (docs/design.md#payfast), passphrase included. */
export function checkoutParameterString(fields: FormFields, passphrase: string | null): string {
  return withPassphrase(
    checkoutSignedFields(fields)
      .map(([name, value]) => pair(name, value))
      .join('&'),
    passphrase,
  );
}

/** The `signature` field of a checkout form: MD5, lower-case hex. */
export function checkoutSignature(fields: FormFields, passphrase: string | null): string {
  return md5(checkoutParameterString(fields, passphrase));
}

/**
 * An ITN's parameter string (docs/design.md#payfast): every posted field in the order received, empty ones
 * included, up to but excluding `signature`; no passphrase. It is also the body of the server
 * confirmation (validate) call.
 */
export function itnParameterString(fields: FormFields): string {
  const end = fields.findIndex(([name]) => name === 'signature');
  return (end === -1 ? fields : fields.slice(0, end)).map(([name, value]) => pair(name, value)).join('&');
}

/** The signature an ITN must carry: MD5 of its parameter string with the passphrase appended. */
export function itnSignature(fields: FormFields, passphrase: string | null): string {
  return md5(withPassphrase(itnParameterString(fields), passphrase));
}

/**
 * PayFast's REST API parameter string (the checkout does not use that API): headers, query and
 * body merged with the passphrase, sorted by name, blanks dropped. The sandbox's `testing=true` is not passed in.
 */
export function apiParameterString(fields: Readonly<Record<string, string>>, passphrase: string): string {
  const merged: Record<string, string> = { ...fields, passphrase };
  return Object.keys(merged)
    .map((name) => [name, (merged[name] ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => pair(name, value))
    .join('&');
}

/** The REST API's `signature` header: MD5 of its parameter string, lower-case hex. */
export function apiSignature(fields: Readonly<Record<string, string>>, passphrase: string): string {
  return md5(apiParameterString(fields, passphrase));
}

/** Compares a received signature with the expected one in constant time (case-insensitive hex). */
export function signaturesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
