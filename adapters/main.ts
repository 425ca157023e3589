import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startBidPilot } from './composition/bidpilot.js';
import { loadConfig } from './config/app-config.js';
import { createLogger } from './logging/logger.js';

/** Where `vite build` puts the web app; served when present. */
const WEB_ROOT = fileURLToPath(new URL('../web/dist', import.meta.url));

/** `npm start`: reads the configuration, runs BidPilot, stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running = await startBidPilot(config, logger, { webRoot: WEB_ROOT });

  const stop = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
