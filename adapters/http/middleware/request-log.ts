import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../logging/logger.js';
import { matchedRoute } from './matched-route.js';

/** An x-request-id a client or proxy sent is kept only when it is this plain: nothing to forge a log line or a header with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Query parameters whose values are credentials (the live events' `?token=`, OAuth's `access_token`,
 * reset links' `code`…). `start` is a Telegram deep link's payload, which carries a channel's link
 * code (the Telegram simulator's `/sandbox/telegram/?start=CODE`). It is redacted on every path, not
 * only there: no other route reads a `start`, and the simulator's router ignores case, so a test of
 * the path would have to follow every spelling it answers.
 */
const SECRET_QUERY_NAME =
  /token|secret|pass|pwd|signature|^sig$|key|code|auth|jwt|session|^sid$|credential|otp|nonce|cookie|bearer|^start$/i;

/**
 * A value shaped like a credential whatever its name: a JWT (three base64url parts), or a long
 * unbroken run of token characters that is not an id (a UUID). A client may send one under a name
 * nobody listed.
 */
const SECRET_QUERY_VALUE =
  /^(?:[\w-]{8,}\.[\w-]{8,}\.[\w-]*|(?![\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$)[\w+/=%-]{32,})$/i;

/** The route pattern a request matched, kept on the request for its log line; absent for a path no route matched. */
const ROUTE = Symbol('bidpilot.route');

interface RoutedRequest extends IncomingMessage {
  [ROUTE]?: string;
}

/** The request's id: the caller's x-request-id when it is a safe token, else a fresh one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * A Slack incoming webhook's path, `/services/T…/B…/<secret>`: its last part is the credential
 * (the built-in Slack simulator serves such paths under /sandbox/slack).
 */
const SLACK_HOOK_PATH = /(\/services\/[^/?#]+\/[^/?#]+\/)[^/?#]+/;

/**
 * A Telegram Bot API path, `/bot<id>:<secret>/<method>`: the token after the bot's public id is the
 * credential (the built-in Telegram simulator serves such paths under /sandbox/telegram). The colon
 * may come percent-encoded, and the simulator's router ignores case.
 */
const TELEGRAM_BOT_PATH = /(\/bot\d+(?::|%3a))[\w-]{30,}/gi;
/** Whether a URL may hold a Telegram bot token: a colon, plain or encoded, which few paths have. */
const mayHoldBotToken = (url: string): boolean => url.includes(':') || url.includes('%3A') || url.includes('%3a');

/** A run long enough to be a credential somewhere in a path: only such a path is read part by part. */
const LONG_RUN = /[\w+=%.-]{24,}/;
/** What parts of a path are cut at: its slashes, and the `;name=value` of matrix parameters. */
const PATH_PART = /([/;,&=])/;

/**
 * The path with every part shaped like a credential replaced: a token may come in the path
 * (`/api/<jwt>`, `/api/events;token=<jwt>`) as in the query, by mistake or to find one that is logged.
 */
function redactedPath(path: string): string {
  if (!LONG_RUN.test(path)) return path;
  return path
    .split(PATH_PART)
    .map((part) => (SECRET_QUERY_VALUE.test(part) ? '[redacted]' : part))
    .join('');
}

/**
 * The path and query as logged: a Slack hook's secret, a Telegram bot token, and every
 * credential-like path part or query value replaced.
 */
export function loggedUrl(rawUrl: string): string {
  const slackSafe = rawUrl.includes('/services/') ? rawUrl.replace(SLACK_HOOK_PATH, '$1[redacted]') : rawUrl;
  const url = mayHoldBotToken(slackSafe) ? slackSafe.replace(TELEGRAM_BOT_PATH, '$1[redacted]') : slackSafe;
  const mark = url.indexOf('?');
  if (mark === -1) return redactedPath(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1) return pair;
      const secret = SECRET_QUERY_NAME.test(safeDecode(name)) || SECRET_QUERY_VALUE.test(pair.slice(equals + 1));
      return secret ? `${name}=[redacted]` : pair;
    });
  return `${redactedPath(url.slice(0, mark))}?${query.join('&')}`;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The route pattern the request matched, once its handlers ran; undefined when none did. */
export const routeOf = (req: IncomingMessage): string | undefined => (req as RoutedRequest)[ROUTE];

/**
 * One log line per request, written when the response ends (for an event stream, when it closes),
 * by pino-http as its authors run it under Koa: called with the Node request and response. The
 * line holds the request id, method, path with credential query values redacted, the matched
 * route pattern, status and duration. Headers and bodies are never logged. The id is echoed in
 * the response's x-request-id header. Mounted first, so the status is the one sent.
 */
export function requestLog(logger: Logger): Middleware {
  const log = pinoHttp({
    // The line's fields are chosen below (serializers), none of them a header or a body, and the
    // query's credentials are redacted by loggedUrl: the logger's path redaction, which costs
    // about 40 µs a line, has nothing left to find in them.
    logger: logger.child({}, { redact: [] }),
    wrapSerializers: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    // A 501 answers a method no route knows: a client's mistake, which must not fill the error log.
    customLogLevel: (_req, res, error) =>
      error !== undefined || (res.statusCode >= 500 && res.statusCode !== 501) ? 'error' : 'info',
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req) ?? loggedUrl(req.url ?? '')} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req) ?? loggedUrl(req.url ?? '')} ${res.statusCode}`,
    customSuccessObject: (req, _res, base: object) => withIdAndRoute(req, base),
    customErrorObject: (req, _res, _error, base: object) => withIdAndRoute(req, base),
    serializers: {
      req: (req: IncomingMessage & { id: unknown }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url ?? ''),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return async (ctx, next) => {
    log(ctx.req, ctx.res);
    ctx.set('x-request-id', String((ctx.req as RoutedRequest).id));
    try {
      await next();
    } finally {
      const route = matchedRoute(ctx);
      if (route !== undefined) (ctx.req as RoutedRequest)[ROUTE] = route;
    }
  };
}

/**
 * The id at the top of the line, where quietReqLogger would put it: that option builds a second
 * child logger for every request, 14 µs a request measured, more than the rest of the line.
 */
const withIdAndRoute = (req: IncomingMessage, base: object): object => {
  // pino-http builds `base` afresh for this one line: filled in place, not copied.
  const line = base as { reqId?: unknown; route?: string };
  line.reqId = (req as RoutedRequest).id;
  const route = routeOf(req);
  if (route !== undefined) line.route = route;
  return line;
};
