import { z } from 'zod';

/** A decimal rand amount as PayFast writes it: `351.50`. */
const RAND_AMOUNT = /^\d{1,12}\.\d{2}$/;

/**
 * The ITN fields BidPilot reads (docs/design.md#payfast). Every other posted field is kept as is; it is
 * still part of the signature.
 */
export const itnSchema = z.object({
  m_payment_id: z.string().trim().min(1).max(100),
  pf_payment_id: z.string().trim().min(1).max(100),
  payment_status: z.enum(['COMPLETE', 'FAILED', 'CANCELLED', 'PENDING']),
  amount_gross: z.string().regex(RAND_AMOUNT, 'expected a 2-decimal amount'),
  merchant_id: z.string().trim().min(1),
  signature: z.string().regex(/^[0-9a-fA-F]{32}$/, 'expected 32 hex digits'),
});

export type Itn = z.infer<typeof itnSchema>;

/** `351.50` → 35150, digit by digit: a float would not round-trip every amount. */
export function randsToCents(amount: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (match === null) throw new Error(`Not a 2-decimal amount: ${amount}`);
  const cents = Number(match[1]) * 100 + Number(match[2]);
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: ${amount}`);
  return cents;
}

/** An id PayFast may write as a number or as text. */
const idText = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);

/**
 * PayFast's "payment status by ID" success envelope (docs/design.md#payfast). `amount` is in
 * cents, as the API's other amounts are; an answer in any other unit would mismatch and complete nothing.
 */
export const queryAnswerSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    response: z.object({
      pf_payment_id: idText,
      m_payment_id: idText,
      status: z.enum(['COMPLETE', 'FAILED', 'CANCELLED', 'PENDING']),
      amount: z.union([
        z.number().int().positive(),
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ]),
    }),
  }),
});
