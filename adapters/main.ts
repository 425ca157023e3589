import { existsSync } from 'node:fs';
import { startBidPilot } from './composition/bidpilot.js';
import { loadConfig } from './config/app-config.js';
import { createLogger } from './logging/logger.js';
import { viteBuild, WEB_APP } from './web/web-app-build.js';
import { ensureWebBuild } from './web/web-build.js';

/**
 * `npm start`: reads the configuration, builds the web app when its build is missing or older than
 * its sources, runs BidPilot, stops cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  const started = Date.now();
  if (await ensureWebBuild(WEB_APP, viteBuild)) logger.info({ ms: Date.now() - started, outDir: WEB_APP.outDir }, 'built the web app');
  const running = await startBidPilot(config, logger, { webRoot: WEB_APP.outDir });

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
