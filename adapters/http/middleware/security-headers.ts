import type { Middleware } from 'koa';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  // The pricing page's currency guess asks this reverse-geocoding service for the visitor's country.
  "connect-src 'self' https://api.bigdatacloud.net",
  "font-src 'self' data:",
  // The PayFast checkout is reached by posting a form to the gateway's origin.
  "form-action 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export interface SecurityHeaderOptions {
  /** Served over https (the public address says so): browsers are told never to use plain http. */
  readonly https?: boolean;
}

/**
 * Headers every response carries, errors included. Nothing is cached unless a handler says so:
 * API answers carry sessions, tokens and account data, so `no-store` comes first and only the web
 * app's own files (web-app.ts) replace it.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Middleware {
  const headers: ReadonlyArray<readonly [string, string]> = [
    ['Cache-Control', 'no-store'],
    ...(options.https === true ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  return (ctx, next) => {
    // Straight onto Node's response: Koa's ctx.set adds a delegate, a sent check and a type switch
    // per header on every request (about 0.6 us of each), for values that are fixed strings.
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
