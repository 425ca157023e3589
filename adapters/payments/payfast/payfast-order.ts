import type { CheckoutOrder } from '../../../core/ports/payment-gateway.port.js';

/** PayFast keeps each custom_str to 255 characters; a longer value would be cut, so it is refused. */
const MAX_CUSTOM_STR = 255;

/** Our order in PayFast's custom fields, which it posts back in the ITN untouched. */
export function payFastOrderFields(order: CheckoutOrder): Record<string, string> {
  const fields = {
    custom_str1: order.userId,
    custom_str2: order.itemKind,
    custom_str3: order.itemId,
    custom_str4: order.billingType,
  };
  for (const [name, value] of Object.entries(fields)) {
    if ([...value].length > MAX_CUSTOM_STR)
      throw new Error(`Checkout field ${name} is longer than ${MAX_CUSTOM_STR} characters`);
  }
  return fields;
}

const ITEM_KINDS: ReadonlySet<string> = new Set<CheckoutOrder['itemKind']>(['plan', 'addon']);
const BILLING_TYPES: ReadonlySet<string> = new Set<CheckoutOrder['billingType']>(['monthly', 'annual', 'one_time']);

/** The order a notification's custom fields echo; null when they are not one we wrote. */
export function orderFromPayFastFields(fields: Readonly<Record<string, string>>): CheckoutOrder | null {
  const { custom_str1: userId, custom_str2: itemKind, custom_str3: itemId, custom_str4: billingType } = fields;
  if (userId === undefined || userId === '' || itemId === undefined || itemId === '') return null;
  if (
    itemKind === undefined ||
    !ITEM_KINDS.has(itemKind) ||
    billingType === undefined ||
    !BILLING_TYPES.has(billingType)
  )
    return null;
  return {
    userId,
    itemKind: itemKind as CheckoutOrder['itemKind'],
    itemId,
    billingType: billingType as CheckoutOrder['billingType'],
  };
}

/** The ITN fields admins see on a payment: PayFast's status, reference and amounts; never the signature or the buyer's details. */
const DETAIL_FIELDS = ['payment_status', 'pf_payment_id', 'amount_gross', 'amount_fee', 'amount_net'] as const;

export function payFastNotificationDetails(fields: Readonly<Record<string, string>>): Record<string, string> {
  const details: Record<string, string> = {};
  for (const name of DETAIL_FIELDS) {
    const value = fields[name];
    if (value !== undefined) details[name] = value;
  }
  return details;
}
