import {
  checkoutSignature,
  checkoutSignedFields,
  CHECKOUT_FIELD_ORDER,
  signaturesMatch,
} from '../../payments/payfast/payfast-signature.js';

export interface SimulatorMerchant {
  readonly merchantId: string;
  readonly merchantKey: string;
  readonly passphrase: string | null;
  /**
   * The merchant's own notify URL (this server's PUBLIC_URL + /api/payments/notify), as a PayFast
   * account configures it: the only notify_url a checkout may name, so no form can make the
   * simulator post to another address.
   */
  readonly notifyUrl: string;
  /**
   * The merchant's own return and cancel pages (this server's /payment/success and /payment/cancel):
   * the only places a checkout may send the buyer back to, whatever query it adds, so no form can
   * make the simulator an open redirect.
   */
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

export type CheckoutFormResult =
  | { readonly ok: true; readonly fields: Readonly<Record<string, string>>; readonly amountMinor: number }
  | { readonly ok: false; readonly reason: string };

const REQUIRED = ['merchant_id', 'merchant_key', 'amount', 'item_name'] as const;
const URL_FIELDS = ['return_url', 'cancel_url', 'notify_url'] as const;
const LIMITS: Readonly<Record<string, number>> = {
  item_name: 100,
  item_description: 255,
  name_first: 100,
  name_last: 100,
  email_address: 100,
};
const refuse = (reason: string): CheckoutFormResult => ({ ok: false, reason });

/** Decimal rands as a form carries them ("234", "10.5", "351.50") to cents, without a float. */
function amountToCents(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The same address once parsed: `HTTP://Host:80/path` names what `http://host/path` does. */
const sameUrl = (a: string, b: string): boolean => new URL(a).href === new URL(b).href;

/** The same page once parsed (dot segments resolved), whatever its query: origin and path must match. */
function samePage(value: string, page: string): boolean {
  const url = new URL(value);
  const allowed = new URL(page);
  return (
    url.origin === allowed.origin && url.pathname === allowed.pathname && url.username === '' && url.password === ''
  );
}

const isWebUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The first signed field posted out of PayFast's documented order, if any. */
function outOfOrder(names: readonly string[]): string | null {
  const position = (name: string): number => CHECKOUT_FIELD_ORDER.indexOf(name);
  const index = names.findIndex((name, i) => i > 0 && position(name) < position(names[i - 1] ?? ''));
  return index === -1 ? null : `${names[index]} comes after ${names[index - 1]}`;
}

/**
 * Reads a checkout form the way PayFast's process page does: merchant, signature over the
 * documented field order (which the post must follow), amount and URLs. The reasons name
 * fields, never their secret values.
 */
export function readCheckoutForm(rawBody: string | undefined, merchant: SimulatorMerchant): CheckoutFormResult {
  if (rawBody === undefined) return refuse('The payment form must be posted as application/x-www-form-urlencoded.');
  const posted = [...new URLSearchParams(rawBody)];
  const names = posted.map(([name]) => name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return refuse(`The field ${repeated} is given more than once.`);
  const fields = Object.fromEntries(checkoutSignedFields(posted));
  const missing = REQUIRED.find((name) => fields[name] === undefined);
  if (missing !== undefined) return refuse(`The required field ${missing} is missing.`);
  if (fields.merchant_id !== merchant.merchantId || fields.merchant_key !== merchant.merchantKey) {
    return refuse('The merchant ID and merchant key do not match a sandbox merchant.');
  }
  const signature = posted.find(([name]) => name === 'signature')?.[1] ?? '';
  if (signature === '') return refuse('The signature field is missing.');
  const misplaced = outOfOrder(posted.map(([name]) => name).filter((name) => fields[name] !== undefined));
  if (misplaced !== null) return refuse(`The fields are not in PayFast's documented order: ${misplaced}.`);
  if (!signaturesMatch(signature, checkoutSignature(posted, merchant.passphrase))) {
    return refuse('The signature does not match: check the field order, the encoding and the passphrase.');
  }
  const amountMinor = amountToCents(fields.amount ?? '');
  if (amountMinor === null || amountMinor <= 0)
    return refuse('The amount must be a positive number of rands with at most 2 decimals, e.g. 351.50.');
  const badUrl = URL_FIELDS.find((name) => fields[name] !== undefined && !isWebUrl(fields[name] ?? ''));
  if (badUrl !== undefined) return refuse(`The ${badUrl} is not an http(s) URL.`);
  if (fields.return_url !== undefined && !samePage(fields.return_url, merchant.returnUrl)) {
    return refuse(`The return_url must be this merchant’s own return page, ${merchant.returnUrl}.`);
  }
  if (fields.cancel_url !== undefined && !samePage(fields.cancel_url, merchant.cancelUrl)) {
    return refuse(`The cancel_url must be this merchant’s own cancel page, ${merchant.cancelUrl}.`);
  }
  if (fields.notify_url !== undefined && !sameUrl(fields.notify_url, merchant.notifyUrl)) {
    return refuse(`The notify_url must be this merchant’s own notify URL, ${merchant.notifyUrl}.`);
  }
  const tooLong = Object.entries(LIMITS).find(([name, max]) => [...(fields[name] ?? '')].length > max);
  if (tooLong !== undefined) return refuse(`The ${tooLong[0]} is longer than ${tooLong[1]} characters.`);
  return { ok: true, fields, amountMinor };
}
