import { z } from 'zod';

/**
 * POST /pricing/purchase. The fields stay `unknown` here on purpose: the core's purchase check
 * answers a missing or mistyped field with the spec's own messages ('Plan selection is required').
 */
export const PurchaseBody = z.strictObject({
  planSlug: z.unknown().optional(),
  billingPeriod: z.unknown().optional(),
});

const DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;

/** A code as sent, upper-cased; which codes are supported is the core's call (CURRENCY_UNSUPPORTED). */
const currencyCode = (field: string) =>
  z.string().trim().min(1, `${field} currency is required`).max(8, `${field} must be a currency code like USD`).transform((code) => code.toUpperCase());

/** GET /currency/convert/:from/:to/:amount. */
export const ConvertParams = z.strictObject({
  from: currencyCode('from'),
  to: currencyCode('to'),
  amount: z.string().regex(DECIMAL, 'amount must be a number of at least 0, like 19 or 19.99').transform(Number),
});
