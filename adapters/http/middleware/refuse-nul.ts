import type { Context, Middleware } from 'koa';
import { validationFailed } from '../../../core/domain/errors.js';

const NUL = '\u0000';
/** How a NUL is spelled in a URL; the path and the query hold one exactly when they hold this. */
const ESCAPED_NUL = '%00';

/** Where a NUL was found in a parsed body: a field's dotted path (`variants.0.name`, '' for the body itself), or in a field's name. */
export interface NulPlace {
  readonly in: 'value' | 'name';
  readonly path: string;
}

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first place (in the body's order) where a parsed JSON or form body holds a NUL, in a string
 * at any depth or in a field's name; null when none does. Walked with a stack of its own, not by
 * recursion: a 1 MB body of nested arrays is half a million levels deep.
 */
export function findNul(body: unknown): NulPlace | null {
  const pending: [unknown, string][] = [[body, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { in: 'value', path };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push([value[index], join(path, index)]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes(NUL)) return { in: 'name', path };
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

/**
 * Whether the body's text as received could decode to a NUL: JSON spells one `\u0000` (a raw one
 * is invalid JSON, looked for anyway), a form `%00`. Text with none of them holds none, and its
 * parsed body need not be walked; text with one (`C:\\u0000` is only a backslash) is walked.
 */
const rawMayHoldNul = (raw: unknown): boolean =>
  typeof raw !== 'string' || raw.includes(NUL) || raw.includes('\\u0000') || raw.includes(ESCAPED_NUL);

const refusal = (where: string, field?: string) =>
  validationFailed(`Invalid request: ${where} cannot contain a NUL character`, field);

/** The request's path or query holds a `%00`: which one, and under which query name. */
function refuseNulInUrl(ctx: Context): void {
  if (ctx.path.includes(ESCAPED_NUL)) throw refusal('the path');
  for (const [name, value] of Object.entries(ctx.query)) {
    if (name.includes(NUL)) throw refusal('a query parameter name');
    const values = Array.isArray(value) ? value : [value];
    if (values.some((text) => text?.includes(NUL) === true)) throw refusal(`query parameter ${name}`, name);
  }
}

function refuseNulInBody(ctx: Context): void {
  // Typed as always set, but only a body the parser read has its text.
  if (!rawMayHoldNul(ctx.request.rawBody as string | undefined)) return;
  const place = findNul(ctx.request.body);
  if (place === null) return;
  if (place.in === 'name') throw refusal('a field name');
  throw place.path === '' ? refusal('the body') : refusal(place.path, place.path);
}

/**
 * A NUL (U+0000) is never meaningful text in this API, and Postgres refuses it in any text (it
 * would answer 500): a request holding one in its path (a route parameter), its query, or its
 * parsed body (every string and field name, at any depth, JSON or form) is refused here, after
 * the body parser and before any route, with 400 VALIDATION_FAILED naming where. A request with
 * no body and no `%00` in its URL costs one substring search. Bodies left unparsed (the payment
 * gateway's notification, `rawBodyPaths`) are their route's to check.
 */
export function refuseNul(): Middleware {
  return (ctx, next) => {
    if (ctx.url.includes(ESCAPED_NUL)) refuseNulInUrl(ctx);
    if (ctx.request.body !== undefined) refuseNulInBody(ctx);
    return next();
  };
}
