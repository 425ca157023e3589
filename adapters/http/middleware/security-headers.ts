import type { Middleware } from 'koa';

/**
 * The policy; forms may go to this server and any https origin, where the PayFast checkout is
 * reached by posting a form (PayFast redirects between its own hosts after the post, and a
 * redirected form is checked against form-action again), and to `checkoutOrigin` when that is
 * plain http (a simulator on another port or host: the compose demo's).
 */
const contentSecurityPolicy = (checkoutOrigin: string | undefined): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The pricing page's currency guess asks this reverse-geocoding service for the visitor's country.
    "connect-src 'self' https://api.bigdatacloud.net",
    "font-src 'self' data:",
    checkoutOrigin?.startsWith('http:') === true
      ? `form-action 'self' https: ${checkoutOrigin}`
      : "form-action 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');

export interface SecurityHeaderOptions {
  /** Served over https (the public address says so): browsers are told never to use plain http. */
  readonly https?: boolean;
  /** The origin the buyer's browser posts the payment gateway's checkout form to. */
  readonly checkoutOrigin?: string;
}

/**
 * Headers every response carries, errors included. Nothing is cached unless a handler says so:
 * API answers carry sessions, tokens and account data, so `no-store` comes first and only the web
 * app's own files (web-app.ts) replace it.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Middleware {
  // Names in lower case, as HTTP/2 spells them (HTTP/1.1 reads names in any case): Node keys every
  // header by its lower-case name, and a name already in lower case is its own key, where another
  // spelling is lower-cased and looked up again on every response.
  const headers: ReadonlyArray<readonly [string, string]> = [
    ['cache-control', 'no-store'],
    ...(options.https === true ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['content-security-policy', contentSecurityPolicy(options.checkoutOrigin)],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  return (ctx, next) => {
    // Straight onto Node's response: Koa's ctx.set adds a delegate, a sent check and a type switch
    // per header on every request (about 0.6 us of each), for values that are fixed strings.
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
