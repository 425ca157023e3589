import { existsSync } from 'node:fs';
import { buildWebAppInBackground, type BackgroundBuild } from './web/background-build.js';
import { WEB_APP } from './web/web-app-build.js';
import { webBuildIsDue } from './web/web-build.js';

/**
 * `npm start` (from sources, through tsx) and `npm run start:prod` (dist/adapters/main.js): reads
 * the configuration, runs BidPilot, stops cleanly on SIGINT/SIGTERM. From sources a missing or
 * stale web app is built in a child process while the server starts, and page requests wait for
 * it; the build in dist/ is served as it is (docs/adr/0017).
 */
async function main(): Promise<void> {
  const started = Date.now();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const webBuild: BackgroundBuild | null = webBuildIsDue(WEB_APP) ? buildWebAppInBackground() : null;
  try {
    // Loaded only now, so the build above runs while the server's modules load.
    const { startBidPilot } = await import('./composition/bidpilot.js');
    const { loadConfig } = await import('./config/app-config.js');
    const { createLogger } = await import('./logging/logger.js');
    const config = loadConfig();
    const logger = createLogger(config.logLevel, undefined, config.logFormat);
    const running = await startBidPilot(config, logger, { webRoot: WEB_APP.outDir, webReady: webBuild?.done });

    let stopping = false;
    const stop = async (signal: string, status = 0): Promise<void> => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      webBuild?.cancel();
      await running.stop();
      process.exit(status);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
    webBuild?.done.then(
      () => logger.info({ ms: Date.now() - started, outDir: WEB_APP.outDir }, 'built the web app'),
      (error: unknown) => {
        // A server whose pages cannot be built would answer every page with a 503: stop as before.
        logger.error({ err: error }, 'the web app could not be built');
        void stop('web build failed', 1);
      },
    );
  } catch (error) {
    webBuild?.cancel();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
