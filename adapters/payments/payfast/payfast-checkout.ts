import { formatMinor } from '../../../core/domain/money/minor-units.js';
import type { CheckoutRequest } from '../../../core/ports/payment-gateway.port.js';
import { payFastOrderFields } from './payfast-order.js';
import { checkoutSignature, checkoutSignedFields, type FormFields } from './payfast-signature.js';

export interface PayFastMerchant {
  readonly merchantId: string;
  readonly merchantKey: string;
  readonly passphrase: string | null;
}

/** PayFast's length limits are in characters; cut at code points so no emoji is split in half. */
const clip = (text: string, max: number): string => [...text.trim()].slice(0, max).join('');

/** "Jane van der Merwe" → first "Jane", last "van der Merwe". */
function splitName(name: string): { readonly first: string; readonly last: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

/**
 * The checkout form (docs/design.md#payfast) in signature order, blank values left out, `signature` last.
 * Amounts are built from integer cents, never through a float.
 */
export function buildCheckoutFields(request: CheckoutRequest, merchant: PayFastMerchant): FormFields {
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new Error(`Checkout amount must be a positive whole number of cents, got ${request.amountMinor}`);
  }
  if (request.paymentId.trim() === '' || request.paymentId.length > 100)
    throw new Error('Checkout paymentId must be 1 to 100 characters');
  if (request.itemName.trim() === '') throw new Error('Checkout itemName is required');
  const name = splitName(request.buyer.name);
  const unordered: Record<string, string> = {
    merchant_id: merchant.merchantId,
    merchant_key: merchant.merchantKey,
    return_url: request.urls.returnUrl,
    cancel_url: request.urls.cancelUrl,
    notify_url: request.urls.notifyUrl,
    name_first: clip(name.first, 100),
    name_last: clip(name.last, 100),
    email_address: request.buyer.email,
    m_payment_id: request.paymentId,
    amount: formatMinor(request.amountMinor),
    item_name: clip(request.itemName, 100),
    item_description: clip(request.itemDescription, 255),
    ...payFastOrderFields(request.order),
  };
  // The signed selection is the form: same order, same trimmed values, nothing blank.
  const fields = checkoutSignedFields(Object.entries(unordered));
  return [...fields, ['signature', checkoutSignature(fields, merchant.passphrase)]];
}
