import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { isDomainError } from '../../../core/domain/errors.js';
import type { Logger } from '../../logging/logger.js';
import { statusByCode } from '../error-status.js';

interface HttpError {
  readonly status: number;
  readonly expose?: boolean;
  readonly message: string;
}

const isClientHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500;

/**
 * First middleware: turns every failure into `{ success: false, message, errorCode }`.
 * Unknown errors are logged and answered with a bare 500: no stack trace ever leaves the server.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { success: false, message: 'Route not found', errorCode: 'ROUTE_NOT_FOUND' };
      }
    } catch (error) {
      if (isDomainError(error)) {
        ctx.status = statusByCode[error.code];
        ctx.body = { success: false, message: error.message, errorCode: error.code };
      } else if (error instanceof ZodError) {
        const issue = error.issues[0];
        const path = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.join('.')}: `;
        ctx.status = 400;
        ctx.body = { success: false, message: `Invalid request: ${path}${issue?.message ?? 'bad input'}`, errorCode: 'VALIDATION_FAILED' };
      } else if (isClientHttpError(error)) {
        ctx.status = error.status;
        ctx.body = { success: false, message: error.expose === false ? 'Bad request' : error.message, errorCode: `HTTP_${error.status}` };
      } else {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
        ctx.status = 500;
        ctx.body = { success: false, message: 'Internal error', errorCode: 'INTERNAL' };
      }
    }
  };
}
