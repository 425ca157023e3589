import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { DomainError } from '../../../core/domain/errors.js';

const LIMIT = '1mb';
/** @koa/bodyparser's own default: the methods whose bodies it parses. */
const PARSED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** A refusal of the body itself, answered by the error handler with its status, code and message. */
class BodyRefused extends Error {
  readonly expose = true;
  constructor(
    readonly status: 413 | 415,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const payloadTooLarge = () => new BodyRefused(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large (1 MB at most)');
const unsupportedMediaType = () =>
  new BodyRefused(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (content-type: application/json)');

/**
 * The bodies a route may be sent: JSON, a urlencoded form (PayFast's notifications), and
 * multipart/form-data (a mail client's one-click unsubscribe, taken unread).
 */
const READ_TYPES = ['json', '+json', 'urlencoded', 'multipart'];

/**
 * JSON and form bodies (PayFast posts its notifications as a form), 1 MB at most. A body that is
 * not valid JSON is a 400 with a clear message, never a 500; a body of another type (text/plain,
 * XML, or none named) is a 415, never read as an empty one: a route whose fields are all optional
 * would answer "updated" and change nothing. Paths in `rawPaths` are left unread for their route
 * to read as sent (a signed notification must be answered 200 whatever it holds).
 */
export function parseBody(options: { readonly rawPaths?: readonly string[] } = {}): Middleware {
  const rawPaths = new Set(options.rawPaths ?? []);
  const parser = bodyParser({
    parsedMethods: [...PARSED_METHODS],
    enableTypes: ['json', 'form'],
    jsonLimit: LIMIT,
    formLimit: LIMIT,
    onError: (error) => {
      const status = (error as { status?: number }).status;
      if (status === 413) throw payloadTooLarge();
      throw new DomainError('VALIDATION_FAILED', 'Malformed request body: expected valid JSON');
    },
  });
  return (ctx, next) => {
    // The parser reads these methods' bodies only; the others pass untouched, as the parser would pass them.
    if (!PARSED_METHODS.has(ctx.method)) return next();
    if (rawPaths.has(ctx.path.replace(/(.)\/+$/, '$1'))) return next();
    // A call without a body (content-length 0, as fetch sends an empty POST) may name any type.
    const sent = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (sent && !ctx.request.is(READ_TYPES)) throw unsupportedMediaType();
    return parser(ctx, next);
  };
}
