import type { Writable } from 'node:stream';
import type { Middleware } from 'koa';
import type { Readiness } from '../readiness.js';

const isWritable = (body: unknown): body is Writable =>
  typeof body === 'object' && body !== null && typeof (body as Partial<Writable>).end === 'function';

/**
 * Ends every live event stream (text/event-stream) when the server starts draining: the stream's
 * body is ended, so the response finishes cleanly, the route's own cleanup runs, and the browser's
 * EventSource reconnects, through the load balancer, to a server that stays. A stream opened
 * while draining ends at once.
 */
export function endStreamsOnDrain(readiness: Readiness): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (ctx.response.type !== 'text/event-stream' || !isWritable(body)) return;
    const forget = readiness.onDrain(() => body.end());
    ctx.res.once('close', forget);
  };
}
