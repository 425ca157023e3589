import type { Context, Middleware } from 'koa';
import { validationFailed } from '../../../core/domain/errors.js';

const NUL = '\u0000';
/** How a NUL is spelled in a URL; the path and the query hold one exactly when they hold this. */
const ESCAPED_NUL = '%00';
/** A high surrogate not followed by a low one, or a low one not after a high one: half a character. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What text in this API can never hold: a NUL, which Postgres refuses in any text (it would
 * answer 500), and an unpaired surrogate (JSON can spell one, `\ud800`), which is no character:
 * stored as UTF-8 it becomes U+FFFD, so the text read back is not the text sent.
 */
export type TextFlaw = 'nul' | 'surrogate';

const flawOf = (text: string): TextFlaw | null =>
  text.includes(NUL) ? 'nul' : UNPAIRED_SURROGATE.test(text) ? 'surrogate' : null;

/** Where a flaw was found in a parsed body: a field's dotted path (`variants.0.name`, '' for the body itself), or in a field's name. */
export interface FlawPlace {
  readonly in: 'value' | 'name';
  readonly path: string;
  readonly flaw: TextFlaw;
}

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first place (in the body's order) where a parsed JSON or form body holds a NUL or an
 * unpaired surrogate, in a string at any depth or in a field's name; null when none does. Walked
 * with a stack of its own, not by recursion: a 1 MB body of nested arrays is half a million levels deep.
 */
export function findFlaw(body: unknown): FlawPlace | null {
  const pending: [unknown, string][] = [[body, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const flaw = flawOf(value);
      if (flaw !== null) return { in: 'value', path, flaw };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push([value[index], join(path, index)]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const flaw = flawOf(key);
        if (flaw !== null) return { in: 'name', path, flaw };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

/** How JSON spells a surrogate: `\uD800` to `\uDFFF`, in either case. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

/**
 * Whether the body's text as received could decode to a flaw: JSON spells a NUL `\u0000` (a raw
 * one is invalid JSON, looked for anyway) and a surrogate `\ud800`, a form a NUL `%00` (a form's
 * broken UTF-8 decodes to U+FFFD, never to half a character). Text with none of them holds none,
 * and its parsed body need not be walked; text with one (`C:\\u0000` is only a backslash) is walked.
 */
const rawMayHoldFlaw = (raw: unknown): boolean =>
  typeof raw !== 'string' ||
  raw.includes(NUL) ||
  raw.includes('\\u0000') ||
  raw.includes(ESCAPED_NUL) ||
  ESCAPED_SURROGATE.test(raw);

const FLAW_TEXT: Readonly<Record<TextFlaw, string>> = {
  nul: 'a NUL character',
  surrogate: 'an unpaired surrogate (text that is not valid Unicode)',
};

const refusal = (where: string, field?: string, flaw: TextFlaw = 'nul') =>
  validationFailed(`Invalid request: ${where} cannot contain ${FLAW_TEXT[flaw]}`, field);

/** The request's path or query holds a `%00`: which one, and under which query name. */
function refuseNulInUrl(ctx: Context): void {
  if (ctx.path.includes(ESCAPED_NUL)) throw refusal('the path');
  for (const [name, value] of Object.entries(ctx.query)) {
    if (name.includes(NUL)) throw refusal('a query parameter name');
    const values = Array.isArray(value) ? value : [value];
    if (values.some((text) => text?.includes(NUL) === true)) throw refusal(`query parameter ${name}`, name);
  }
}

function refuseFlawInBody(ctx: Context): void {
  // Typed as always set, but only a body the parser read has its text.
  if (!rawMayHoldFlaw(ctx.request.rawBody as string | undefined)) return;
  const place = findFlaw(ctx.request.body);
  if (place === null) return;
  if (place.in === 'name') throw refusal('a field name', undefined, place.flaw);
  throw place.path === '' ? refusal('the body', undefined, place.flaw) : refusal(place.path, place.path, place.flaw);
}

/**
 * Neither a NUL (U+0000) nor an unpaired surrogate is ever meaningful text in this API (TextFlaw):
 * a request holding a NUL in its path (a route parameter), its query, or its parsed body, or an
 * unpaired surrogate in its parsed body (every string and field name, at any depth, JSON or form),
 * is refused here, after the body parser and before any route, with 400 VALIDATION_FAILED naming
 * where. A URL decodes broken UTF-8 to U+FFFD, never to half a character. A request with no body
 * and no `%00` in its URL costs one substring search. Bodies left unparsed (the payment gateway's
 * notification, `rawBodyPaths`) are their route's to check.
 */
export function refuseUnstorableText(): Middleware {
  return (ctx, next) => {
    if (ctx.url.includes(ESCAPED_NUL)) refuseNulInUrl(ctx);
    if (ctx.request.body !== undefined) refuseFlawInBody(ctx);
    return next();
  };
}
