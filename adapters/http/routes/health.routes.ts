import type Router from '@koa/router';
import { toHealthResponse, type PaymentGatewayMode, type SimulatedSystems } from '../../../contract/health.js';
import type { Storage } from '../../../core/ports/storage.port.js';
import { apiRouter } from './api-routes.js';

/** Liveness plus database reachability (503 when the database does not answer), what runs on a simulator, and the gateway's mode. */
export function healthRoutes(storage: Pick<Storage, 'ping'>, simulated: SimulatedSystems, paymentGateway: PaymentGatewayMode): Router {
  const router = apiRouter();
  router.get('/api/health', async (ctx) => {
    const databaseUp = await storage.ping();
    ctx.status = databaseUp ? 200 : 503;
    ctx.body = toHealthResponse(databaseUp, simulated, paymentGateway);
  });
  return router;
}
