import { formatMinor } from '../../../core/domain/money/minor-units.js';
import { itnSignature, numbered, type FormFields } from '../../payments/payfast/payfast-signature.js';

export type ItnStatus = 'COMPLETE' | 'FAILED' | 'CANCELLED' | 'PENDING';

/** The ITN fields in the order PayFast posts them (docs/design.md#payfast), signature excluded. */
export const ITN_FIELD_ORDER: readonly string[] = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'item_description',
  'amount_gross',
  'amount_fee',
  'amount_net',
  ...numbered('custom_str'),
  ...numbered('custom_int'),
  'name_first',
  'name_last',
  'email_address',
  'merchant_id',
];

/** The simulator's fee, in the shape of PayFast's card fee: 3.5% + R2.00, rounded half up, never more than the payment. */
export function simulatorFeeMinor(grossMinor: number): number {
  return Math.min(grossMinor, Math.floor((grossMinor * 35 + 500) / 1000) + 200);
}

export interface ItnInput {
  /** The checkout's signed fields, by name. */
  readonly checkout: Readonly<Record<string, string>>;
  readonly amountMinor: number;
  readonly pfPaymentId: string;
  readonly status: ItnStatus;
  readonly passphrase: string | null;
}

/**
 * The notification PayFast posts for a checkout: every field of ITN_FIELD_ORDER, empty ones
 * included (custom fields come back even when empty), the fee negative, then `signature`.
 */
export function buildItn(input: ItnInput): FormFields {
  const fee = simulatorFeeMinor(input.amountMinor);
  const values: Readonly<Record<string, string>> = {
    ...input.checkout,
    pf_payment_id: input.pfPaymentId,
    payment_status: input.status,
    amount_gross: formatMinor(input.amountMinor),
    amount_fee: formatMinor(-fee),
    amount_net: formatMinor(input.amountMinor - fee),
  };
  const fields = ITN_FIELD_ORDER.map((name) => [name, values[name] ?? ''] as const);
  return [...fields, ['signature', itnSignature(fields, input.passphrase)]];
}
