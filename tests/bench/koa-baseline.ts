import Koa from 'koa';
import { httpMetrics } from '../../adapters/http/middleware/http-metrics.js';
import { requestLog } from '../../adapters/http/middleware/request-log.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { BidPilotMetrics } from '../../adapters/metrics/bidpilot-metrics.js';

/**
 * The HTTP bench's yardstick, started in a process of its own: bare Koa answering every request
 * with a fixed JSON about the size of `/api/auth/me`'s (no middleware, no database, no auth).
 * With `BASELINE_OBSERVED=on` it carries BidPilot's own request log and HTTP histogram, mounted as
 * the server mounts them, and nothing else: the yardstick for what the rest of the server costs.
 */
const body = {
  success: true,
  user: {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Bench',
    email: 'bench@example.com',
    role: 'user',
    isActive: true,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    currentPlan: null,
    planStatus: 'inactive',
    billingPeriod: null,
    planPurchaseDate: null,
    planExpirationDate: null,
    createdAt: '2026-11-24T19:00:00.000Z',
    availableBids: 0,
    planBids: 0,
    extraBids: 0,
    unlimitedBids: false,
  },
};

const app = new Koa();
if (process.env.BASELINE_OBSERVED === 'on') {
  app.use(requestLog(createLogger('info')));
  app.use(httpMetrics(new BidPilotMetrics()));
}
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
