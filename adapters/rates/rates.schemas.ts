import { z } from 'zod';

/**
 * open.er-api.com v6 `GET /latest/{base}` answers, as far as BidPilot reads them
 * (https://www.exchangerate-api.com/docs/free). Only `result` and the five currencies BidPilot
 * supports are required; every other vendor field is optional, and unknown fields (including
 * the ~160 other currencies in `rates`) are dropped without being checked.
 */

/** Units of the currency per 1 USD: a positive, finite number (zod 4's number() already rejects ±Infinity and NaN). */
const unitsPerUsd = z.number().positive();

export const latestRatesSchema = z.object({
  result: z.literal('success'),
  /** We ask for `/USD`; an answer quoted against another base would give wrong rates, so it is refused. */
  base_code: z.literal('USD').optional(),
  time_last_update_unix: z.number().optional(),
  time_next_update_unix: z.number().optional(),
  rates: z.object({
    EUR: unitsPerUsd,
    GBP: unitsPerUsd,
    INR: unitsPerUsd,
    ZAR: unitsPerUsd,
  }),
});
export type LatestRates = z.infer<typeof latestRatesSchema>;

/** `{ result: 'error', 'error-type': 'unsupported-code' | 'malformed-request' | … }`; read only for the log line. */
export const errorAnswerSchema = z.object({
  result: z.literal('error'),
  'error-type': z.string().optional(),
});
