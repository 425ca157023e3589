import type { Middleware } from 'koa';

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** Decodes every `%XX` byte on its own, so a malformed escape elsewhere cannot hide the rest. */
const decodedBytes = (path: string): string =>
  path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Whether the path's first segment names the API, however it is spelled: any case, encoding, slashes or dot segments. */
export function namesApi(path: string): boolean {
  const segments: string[] = [];
  for (const segment of decodedBytes(path).split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments[0]?.toLowerCase() === 'api';
}

const hasEncodedUnreserved = (segment: string): boolean =>
  [...segment.matchAll(/%([0-9a-f]{2})/gi)].some(([, hex]) =>
    UNRESERVED.test(String.fromCharCode(parseInt(hex ?? '', 16))),
  );

/** The one spelling of an API path the routers are asked to match; see canonicalPath. */
export function isCanonicalApiPath(path: string): boolean {
  const segments = path.split('/').slice(1);
  return (
    segments[0] === 'api' &&
    segments.every(
      (segment) =>
        segment !== '' &&
        segment !== '.' &&
        segment !== '..' &&
        !segment.includes('\\') &&
        !hasEncodedUnreserved(segment),
    )
  );
}

/**
 * The one rule for paths of the API (docs/adr/0007). A request whose path names the API in any
 * spelling (see namesApi) is routed only when the path is canonical:
 * - it is `/api` and segments, each after a single slash: no `//`, no trailing slash;
 * - no `.` or `..` segment, and no backslash;
 * - no percent-encoded unreserved character (`%61` for `a`, `%2e` for `.`): those are spelled as themselves;
 * - every literal segment as the routes spell it, in lower case: the routers are case-sensitive.
 * Every other spelling is answered here with 404 ROUTE_NOT_FOUND, before any router or guard sees
 * it, so no spelling reaches a route past its guards and none falls through to the web app. Ids in
 * paths are untouched: they may hold any case and any other escape, decoded once by the router.
 */
export function canonicalPath(): Middleware {
  return (ctx, next) => {
    if (!refusedSpelling(ctx.path)) return next();
    ctx.status = 404;
    return Promise.resolve();
  };
}

/**
 * Segments of letters, digits, `-`, `_` and `~` only: nothing to decode, no dot segment, no empty
 * one. Almost every request's path is one, and for those the rule comes down to the first
 * segment, without the decoding and splitting the general case needs on every request.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-]+)+$/;

/** Whether the path names the API in a spelling other than the canonical one (see canonicalPath). */
export function refusedSpelling(path: string): boolean {
  if (PLAIN_PATH.test(path)) {
    const end = path.indexOf('/', 1);
    const first = end === -1 ? path.slice(1) : path.slice(1, end);
    return first !== 'api' && first.toLowerCase() === 'api';
  }
  return namesApi(path) && !isCanonicalApiPath(path);
}
