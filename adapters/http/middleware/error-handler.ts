import type { Middleware, ParameterizedContext } from 'koa';
import { ZodError } from 'zod';
import type { ErrorResponse } from '../../../contract/common.js';
import { isDomainError } from '../../../core/domain/errors.js';
import type { Logger } from '../../logging/logger.js';
import { statusByCode } from '../error-status.js';
import { apiMessage } from '../suggested-routes.js';

interface HttpError {
  readonly status: number;
  readonly expose?: boolean;
  readonly message: string;
  readonly errorCode?: string;
}

const isClientHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number' &&
  error.status >= 400 &&
  error.status < 500;

const emptyErrors: Readonly<Record<number, { message: string; errorCode: string }>> = {
  404: { message: 'Route not found', errorCode: 'ROUTE_NOT_FOUND' },
  405: { message: 'Method not allowed', errorCode: 'METHOD_NOT_ALLOWED' },
  // A method no route knows (TRACE, PROPFIND…): the client's doing, as 405 is, however it is numbered.
  501: { message: 'Method not implemented', errorCode: 'METHOD_NOT_IMPLEMENTED' },
};

/** How long a 429 asks the client to wait when the refusal does not say (`details.retryAfterSeconds`). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const retryAfterOf = (error: unknown): number => {
  const seconds = isDomainError(error) ? error.details?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 1
    ? Math.ceil(seconds)
    : DEFAULT_RETRY_AFTER_SECONDS;
};

/** Every 429 says in Retry-After how many seconds to wait, whoever answered it (RFC 9110 §10.2.3). */
function sayWhenToRetry(ctx: ParameterizedContext, error?: unknown): void {
  if (ctx.status === 429 && !ctx.res.hasHeader('Retry-After')) ctx.set('Retry-After', String(retryAfterOf(error)));
}

/** Routing answers unmatched paths and methods with a bare status; give them the envelope too. */
function fillEmptyError(ctx: ParameterizedContext): void {
  const known = emptyErrors[ctx.status];
  if (known !== undefined) {
    const status = ctx.status;
    ctx.body = { success: false, ...known } satisfies ErrorResponse;
    ctx.status = status;
  }
}

/**
 * First middleware: turns every failure into `{ success: false, message, errorCode }`, and gives
 * every 429 its Retry-After. Unknown errors are logged and answered with a bare 500: no stack
 * trace ever leaves the server.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) fillEmptyError(ctx);
      sayWhenToRetry(ctx);
    } catch (error) {
      if (isDomainError(error)) {
        ctx.status = statusByCode[error.code];
        const field = error.details?.field;
        ctx.body = {
          success: false,
          message: apiMessage(error),
          errorCode: error.code,
          ...(typeof field === 'string' && { field }),
        } satisfies ErrorResponse;
      } else if (error instanceof ZodError) {
        const issue = error.issues[0];
        const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.join('.');
        ctx.status = 400;
        ctx.body = {
          success: false,
          message: `Invalid request: ${field === undefined ? '' : `${field}: `}${issue?.message ?? 'bad input'}`,
          errorCode: 'VALIDATION_FAILED',
          ...(field !== undefined && { field }),
        } satisfies ErrorResponse;
      } else if (isClientHttpError(error)) {
        ctx.status = error.status;
        ctx.body = {
          success: false,
          message: error.expose === false ? 'Bad request' : error.message,
          errorCode: error.errorCode ?? `HTTP_${error.status}`,
        } satisfies ErrorResponse;
      } else {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
        ctx.status = 500;
        ctx.body = { success: false, message: 'Internal error', errorCode: 'INTERNAL' } satisfies ErrorResponse;
      }
      sayWhenToRetry(ctx, error);
    }
  };
}
