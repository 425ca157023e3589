import type { Middleware, ParameterizedContext } from 'koa';

/**
 * A simulator router's first middleware: a client error thrown below it (a body its parser could
 * not read, malformed or too large) is answered by `answer`, in the simulated service's own shape;
 * any other error goes on up.
 */
export function answeringUnreadableRequests(answer: (ctx: ParameterizedContext, status: number) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) return answer(ctx, status);
      throw error;
    }
  };
}
