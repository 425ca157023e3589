import type { Server } from 'node:http';
import type { Container } from 'inversify';
import { EnsureFirstAdmin } from '../../core/use-cases/auth/ensure-first-admin.js';
import { startBackgroundWork } from './background-work.js';
import { closeContainer, createContainer, resolveApiDependencies } from './container.js';
import type { Engine } from './engine-jobs.js';
import { TOKENS } from './tokens.js';
import type { AppConfig } from '../config/app-config.js';
import { createApiApp } from '../http/api.js';
import type { Logger } from '../logging/logger.js';
import { BUILT_IN_SANDBOX_PREFIX, PAYFAST_SANDBOX_MERCHANT } from '../payments/payfast/payfast-config.js';
import { freelancerSandboxRouter } from '../sandbox/freelancer/freelancer-sandbox-router.js';
import { openFreelancerSandbox } from '../sandbox/freelancer/open-freelancer-sandbox.js';
import type { FreelancerSandboxState } from '../sandbox/freelancer/sandbox-state.js';
import { payFastSandboxRouter } from '../sandbox/payfast/payfast-sandbox-router.js';
import { seedDefaults } from '../storage/seed.js';

export interface RunningBidPilot {
  readonly server: Server;
  readonly container: Container;
  /** The scheduled engine when the scheduler is on; its jobs run every minute, or at once through it. */
  readonly engine: Engine | null;
  /** The built-in Freelancer simulator's state when it serves (tests decide awards through it). */
  readonly freelancerSandbox: FreelancerSandboxState | null;
  /** Stops the scheduler, waits for its runs, stops the worker, then the HTTP server, then the connections. */
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly webRoot?: string;
}

/**
 * The whole product in this process, as `npm start` runs it: container → seed → first admin →
 * HTTP (API, simulators, web app) → scheduled jobs (plan expiry, the engine) and the bid worker
 * when the scheduler is on.
 */
export async function startBidPilot(config: AppConfig, logger: Logger, options: StartOptions = {}): Promise<RunningBidPilot> {
  const container = await createContainer(config, { logger });
  const storage = container.get(TOKENS.Storage);
  const clock = container.get(TOKENS.Clock);
  await seedDefaults(storage);
  if (config.admin !== null) {
    const { created, user } = await new EnsureFirstAdmin(storage.users, container.get(TOKENS.Hasher)).execute(config.admin);
    if (user !== null) logger.info({ email: user.email }, created ? 'first admin created' : 'existing user promoted to admin');
  }

  // The built-in simulators serve unless MARKETPLACE_URL / PAYFAST_URL point at the real services.
  const freelancer = config.raw.MARKETPLACE_URL === undefined ? await openFreelancerSandbox(config.database, clock) : null;
  const sandboxes = [
    ...(freelancer === null ? [] : [freelancerSandboxRouter({ state: freelancer.state })]),
    ...(config.raw.PAYFAST_URL === undefined ? [payFastSandboxRouter({ ...PAYFAST_SANDBOX_MERCHANT, prefix: BUILT_IN_SANDBOX_PREFIX, now: () => clock.now(), logger })] : []),
  ];
  const app = createApiApp(resolveApiDependencies(container), { extraRouters: sandboxes, webRoot: options.webRoot });
  const server = app.listen(config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  logger.info({ url: config.publicUrl, database: config.database.dialect }, `BidPilot is running on ${config.publicUrl}`);

  const background = config.scheduler ? startBackgroundWork(container) : null;

  return {
    server,
    container,
    engine: background?.engine ?? null,
    freelancerSandbox: freelancer?.state ?? null,
    stop: async () => {
      await background?.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await freelancer?.close();
      await closeContainer(container);
    },
  };
}
