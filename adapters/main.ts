import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config/app-config.js';
import { EnsureFirstAdmin } from '../core/use-cases/auth/ensure-first-admin.js';
import { ExpirePlans } from '../core/use-cases/plans/expire-plans.js';
import { closeContainer, createContainer, resolveApiDependencies } from './composition/container.js';
import { TOKENS } from './composition/tokens.js';
import { resolveBidWorker } from './composition/workers.js';
import { createApiApp } from './http/api.js';
import { createLogger } from './logging/logger.js';
import { BUILT_IN_SANDBOX_PREFIX, PAYFAST_SANDBOX_MERCHANT } from './payments/payfast/payfast-config.js';
import { startScheduler } from './scheduler/croner-scheduler.js';
import { freelancerSandboxRouter } from './sandbox/freelancer/freelancer-sandbox-router.js';
import { payFastSandboxRouter } from './sandbox/payfast/payfast-sandbox-router.js';
import { seedDefaults } from './storage/seed.js';

/** Where `vite build` puts the web app; served when present. */
const WEB_ROOT = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Boot: config → container → seed → HTTP. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const container = await createContainer(config, { logger });
  const storage = container.get(TOKENS.Storage);
  await seedDefaults(storage);
  if (config.admin !== null) {
    const { created, user } = await new EnsureFirstAdmin(storage.users, container.get(TOKENS.Hasher)).execute(config.admin);
    if (user !== null) logger.info({ email: user.email }, created ? 'first admin created' : 'existing user promoted to admin');
  }

  // The built-in simulators serve unless MARKETPLACE_URL / PAYFAST_URL point at the real services.
  const clock = container.get(TOKENS.Clock);
  const sandboxes = [
    ...(config.raw.MARKETPLACE_URL === undefined ? [freelancerSandboxRouter({ clock })] : []),
    ...(config.raw.PAYFAST_URL === undefined ? [payFastSandboxRouter({ ...PAYFAST_SANDBOX_MERCHANT, prefix: BUILT_IN_SANDBOX_PREFIX, now: () => clock.now(), logger })] : []),
  ];
  const app = createApiApp(resolveApiDependencies(container), { extraRouters: sandboxes, webRoot: WEB_ROOT });
  const server: Server = app.listen(config.port, () => {
    logger.info({ url: config.publicUrl, database: config.database.dialect }, `BidPilot is running on ${config.publicUrl}`);
  });

  const expirePlans = new ExpirePlans(storage, container.get(TOKENS.Clock), container.get(TOKENS.Events));
  const scheduler = config.scheduler ? startScheduler([{ name: 'expire-plans', pattern: '0 * * * * *', run: () => expirePlans.execute() }], logger) : null;
  const bidWorker = config.scheduler ? resolveBidWorker(container) : null;
  bidWorker?.start();

  const stop = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    scheduler?.stop();
    await bidWorker?.stop();
    server.close();
    await closeContainer(container);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
