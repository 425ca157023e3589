import type Router from '@koa/router';
import {
  toHealthResponse,
  type PaymentGatewayMode,
  type ReadyResponse,
  type SimulatedSystems,
} from '../../../contract/health.js';
import type { Storage } from '../../../core/ports/storage.port.js';
import type { Readiness } from '../readiness.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRouter } from './api-routes.js';

/**
 * Liveness plus database reachability (503 when the database does not answer), what runs on a
 * simulator, and the gateway's mode; and readiness (contract/health.ts ReadyResponse).
 */
export function healthRoutes(
  storage: Pick<Storage, 'ping'>,
  simulated: SimulatedSystems,
  paymentGateway: PaymentGatewayMode,
  readiness: Readiness,
): Router {
  const router = apiRouter();
  router.get(endpoints.health.health.path, async (ctx) => {
    const databaseUp = await storage.ping();
    ctx.status = databaseUp ? 200 : 503;
    ctx.body = toHealthResponse(databaseUp, simulated, paymentGateway);
  });
  router.get(endpoints.health.ready.path, async (ctx) => {
    const body = await readinessOf(storage, readiness);
    ctx.status = body.success ? 200 : 503;
    ctx.body = body;
  });
  return router;
}

async function readinessOf(storage: Pick<Storage, 'ping'>, readiness: Readiness): Promise<ReadyResponse> {
  const phase = readiness.phase;
  if (phase !== 'ready') return { success: false, status: phase };
  const [databaseUp, queueUp] = await Promise.all([
    storage.ping().catch(() => false),
    readiness.queueUp().catch(() => false),
  ]);
  if (databaseUp && queueUp) return { success: true, status: 'ready', database: 'up', queue: 'up' };
  return { success: false, status: 'degraded', database: databaseUp ? 'up' : 'down', queue: queueUp ? 'up' : 'down' };
}
