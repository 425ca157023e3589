import { z } from 'zod';
import type { Conversion } from '../core/use-cases/pricing/convert-currency.js';

const DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;

/** A code as sent, upper-cased; which codes are supported is the core's call (CURRENCY_UNSUPPORTED). */
const currencyCode = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} currency is required`)
    .max(8, `${field} must be a currency code like USD`)
    .transform((code) => code.toUpperCase());

/** GET /api/currency/convert/:from/:to/:amount. */
export const ConvertParams = z.strictObject({
  from: currencyCode('from'),
  to: currencyCode('to'),
  amount: z.string().regex(DECIMAL, 'amount must be a number of at least 0, like 19 or 19.99').transform(Number),
});
export type ConvertParams = z.input<typeof ConvertParams>;

/** GET /api/currency/convert/:from/:to/:amount: the rate and the amount converted, rounded half up to 2 decimals. */
export type ConvertResponse = { readonly success: true } & Conversion;
