import type { Middleware } from 'koa';
import type { BidPilotMetrics } from '../../metrics/bidpilot-metrics.js';
import { matchedRoute } from './matched-route.js';

/**
 * Times every request until its response ended (an event stream: until it closed), labelled by
 * method, matched route pattern (`unmatched` for the web app's pages and unknown paths: a raw path
 * would make a series per id) and status.
 */
export function httpMetrics(metrics: Pick<BidPilotMetrics, 'httpRequestDuration'>): Middleware {
  return async (ctx, next) => {
    const end = metrics.httpRequestDuration.startTimer();
    let route = 'unmatched';
    const res = ctx.res;
    const observe = () => {
      res.off('finish', observe);
      res.off('close', observe);
      end({ method: ctx.method, route, status: String(res.statusCode) });
    };
    res.once('finish', observe);
    res.once('close', observe);
    try {
      await next();
    } finally {
      route = matchedRoute(ctx) ?? 'unmatched';
    }
  };
}
