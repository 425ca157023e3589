import { z } from 'zod';
import type { ErrorCode } from '../core/domain/errors.js';
import { formatMinor } from '../core/domain/money/minor-units.js';
import { hasInvisibleCharacter } from '../core/domain/text/display-text.js';

/**
 * Every refusal of the API, whatever its status: a domain error's code, VALIDATION_FAILED for bad
 * input, or one the HTTP layer answers itself (ROUTE_NOT_FOUND, METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE…).
 */
export interface ErrorResponse {
  readonly success: false;
  readonly message: string;
  readonly errorCode: ErrorCode | (string & Record<never, never>);
  /** The request field a VALIDATION_FAILED refusal is about (`amount`, `rules.minBudget`), when it is about one. */
  readonly field?: string;
}

/** The answer of a call whose only news is that it worked. */
export interface MessageResponse {
  readonly success: true;
  readonly message: string;
}

/** Empty query values (`search=`, `page=`) mean "not given": the screens send them that way. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * A number as a query spells it: digits, with a minus and a decimal part at most (the screens and
 * the CLI send no other). `0x2`, `1e3`, `+2` and ` 2`, which JavaScript would read as numbers too,
 * are refused: one page has one spelling.
 */
const QUERY_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A query parameter given twice (`page=1&page=2`) arrives as a list: refused by name, as neither value is surely the one meant. */
const refuseRepeated = (field: string, value: unknown, ctx: z.RefinementCtx): boolean => {
  if (!Array.isArray(value)) return false;
  ctx.addIssue({ code: 'custom', message: `${field} must be given once`, input: value });
  return true;
};

/**
 * A whole number from min to max: from the query as text in plain decimal, or as a number (the
 * CLI's). Whole is checked with Number.isInteger rather than zod's int, which refuses a number past
 * 2^53 as not whole when it is only too big.
 */
export const wholeQuery = (field: string, min: number, max: number) =>
  z.preprocess(
    (value, ctx) => {
      if (refuseRepeated(field, value, ctx) || typeof value !== 'string') return value;
      if (QUERY_NUMBER.test(value)) return Number(value);
      if (value.trim() !== '' && Number.isFinite(Number(value)))
        ctx.addIssue({ code: 'custom', message: `${field} must be written in plain digits, like 2`, input: value });
      return value;
    },
    z
      .number({ error: `${field} must be a number` })
      .refine(Number.isInteger, `${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`),
  );

export const pageQuery = (defaultLimit: number) => ({
  page: optionalQuery(wholeQuery('page', 1, 1_000_000)).default(1),
  limit: optionalQuery(wholeQuery('limit', 1, 100)).default(defaultLimit),
});

/**
 * No control or invisible character: no control (C0, DEL, C1; a NUL above all, which Postgres
 * refuses in any text and would answer with a 500), no format character (zero-width ones, the
 * joiners too, the soft hyphen, direction marks, embeddings, overrides and isolates), no line or
 * paragraph separator, nothing else drawn as nothing or as a blank (the Hangul fillers, the braille
 * blank, a variation selector with nothing to vary). A path id holding one names nothing, and is
 * refused before it reaches the database; a name, keyword or skill holding one would pass for
 * another ("Laravel\u200b APIs" beside "Laravel APIs"), read as nothing, or reverse what is shown
 * after it.
 */
export const hasNoInvisibleCharacter = (text: string): boolean => !hasInvisibleCharacter(text, { allowJoiners: false });

export const searchQuery = optionalQuery(
  z.preprocess(
    (value, ctx) => (refuseRepeated('search', value, ctx) ? undefined : value),
    z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters'),
  ),
);

/** Minor units as the decimal number the screens show: 90650 → 906.5. */
export const decimal = (amountMinor: number): number => Number(formatMinor(amountMinor));

export const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export interface Pagination {
  readonly current: number;
  /** 0 when nothing matched: the screens show their empty state rather than 'Page 1 of 1'. */
  readonly pages: number;
  readonly total: number;
  readonly limit: number;
}

export const pagination = (page: number, limit: number, total: number): Pagination => ({
  current: page,
  pages: Math.ceil(total / limit),
  total,
  limit,
});
