import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { DomainError } from '../../../core/domain/errors.js';
import type { BidPilotMetrics } from '../../metrics/bidpilot-metrics.js';

/** The one spelling scrapers use; every other (`/Metrics`, `/metrics/`, `/api/../metrics`) is an ordinary unknown path. */
export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer ([\x21-\x7e]+)$/;

/** Compares in time that depends on neither token's content: both are hashed to the same length first. */
const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * `GET /metrics`: the Prometheus exposition of `metrics`, for a request bearing
 * `Authorization: Bearer <METRICS_TOKEN>` only; 401 (nothing of the metrics) otherwise. Without a
 * token configured the path is not served at all (404), whatever the request bears.
 */
export function metricsEndpoint(metrics: Pick<BidPilotMetrics, 'exposition'>, token: string | null): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (token === null) {
      ctx.status = 404;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const given = BEARER.exec(ctx.get('authorization'))?.[1];
    if (given === undefined || !sameToken(given, token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new DomainError('UNAUTHORIZED', 'Authentication required');
    }
    const { contentType, body } = await metrics.exposition();
    ctx.type = contentType;
    ctx.body = body;
  };
}
