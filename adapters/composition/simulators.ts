import type { Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import type { Clock } from '../../core/ports/clock.port.js';
import { SystemClock } from '../clock/system-clock.js';
import type { AppConfig } from '../config/app-config.js';
import { errorHandler } from '../http/middleware/error-handler.js';
import { securityHeaders } from '../http/middleware/security-headers.js';
import { paymentNotifyUrl, paymentPageUrls } from '../http/routes/payment-urls.js';
import type { Logger } from '../logging/logger.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../payments/payfast/payfast-config.js';
import { freelancerSimulatorRouter } from '../simulators/freelancer/freelancer-simulator-router.js';
import { openFreelancerSimulator } from '../simulators/freelancer/open-freelancer-simulator.js';
import type { FreelancerSimulatorState } from '../simulators/freelancer/simulator-state.js';
import { payFastSimulatorRouter } from '../simulators/payfast/payfast-simulator-router.js';
import { STANDALONE_FREELANCER_PREFIX, STANDALONE_PAYFAST_PREFIX } from '../simulators/standalone-paths.js';

export interface RunningSimulators {
  readonly server: Server;
  /** The port it listens on (SIMULATORS_PORT, or the one the system chose for 0). */
  readonly port: number;
  /** The simulated Freelancer's state (tests play the project owners through it). */
  readonly freelancer: FreelancerSimulatorState;
  /** Stops listening, then closes the simulator's database connections. */
  stop(): Promise<void>;
}

export interface SimulatorOptions {
  /** The simulated Freelancer's clock; the system clock unless a test holds time still. */
  readonly clock?: Clock;
}

/**
 * `bidpilot simulators`: the built-in Freelancer and PayFast simulators in a process of their own
 * on SIMULATORS_PORT, so every API server and worker given SIMULATORS_URL shares one simulated
 * Freelancer and one PayFast. The Freelancer simulator keeps its tables in DATABASE_URL's database
 * as inside a server (ADR 0009); PayFast's checkouts live in this process's memory, the only one
 * that serves them. The ITN goes to SIMULATORS_NOTIFY_URL (an API server, or the proxy before them),
 * and a checkout may only name the API's own notify URL and payment pages under PUBLIC_URL: no form
 * chooses where the simulator posts or sends the buyer. The chat and webhook simulators stay in
 * each server: their state is per server and only that server's users reach them.
 */
export async function startSimulators(
  config: AppConfig,
  logger: Logger,
  options: SimulatorOptions = {},
): Promise<RunningSimulators> {
  const clock = options.clock ?? new SystemClock();
  const freelancer = await openFreelancerSimulator(config.database, clock);
  const notifyUrl = paymentNotifyUrl(config.publicUrl);
  const routers = [
    freelancerSimulatorRouter({ state: freelancer.state, prefix: STANDALONE_FREELANCER_PREFIX }),
    payFastSimulatorRouter({
      ...PAYFAST_SANDBOX_MERCHANT,
      ...paymentPageUrls(config.publicUrl),
      notifyUrl,
      notifyDeliveryUrl: config.raw.SIMULATORS_NOTIFY_URL ?? notifyUrl,
      prefix: STANDALONE_PAYFAST_PREFIX,
      now: () => clock.now(),
      logger,
    }),
    healthRouter(),
  ];
  const app = new Koa();
  app.use(errorHandler(logger));
  app.use(securityHeaders());
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  const server = app.listen(config.raw.SIMULATORS_PORT);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await freelancer.close();
    throw error;
  }
  const port = (server.address() as { port: number }).port;
  logger.info(
    { port, notifyUrl: config.raw.SIMULATORS_NOTIFY_URL ?? notifyUrl },
    `BidPilot simulators are running on port ${port}`,
  );
  return {
    server,
    port,
    freelancer: freelancer.state,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await freelancer.close();
    },
  };
}

/** `GET /health`: the process answers (a container's health check). */
function healthRouter(): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  return router;
}
