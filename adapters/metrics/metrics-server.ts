import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { errorHandler } from '../http/middleware/error-handler.js';
import { metricsEndpoint } from '../http/middleware/metrics-endpoint.js';
import type { Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from './bidpilot-metrics.js';

export interface MetricsServer {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), for a process without the HTTP API — `bidpilot
 * worker` counts the bids it places and the ticks it runs, which no server's registry sees. The
 * same rule as the API's: only `GET /metrics` with the bearer token; everything else is a 404.
 */
export async function startMetricsServer(options: {
  readonly metrics: Pick<BidPilotMetrics, 'exposition'>;
  readonly token: string;
  readonly port: number;
  readonly logger: Logger;
}): Promise<MetricsServer> {
  const app = new Koa();
  app.use(errorHandler(options.logger));
  app.use(metricsEndpoint(options.metrics, options.token));
  const server: Server = app.listen(options.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
