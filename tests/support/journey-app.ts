import { afterEach } from 'vitest';
import { startBidPilot, type RunningBidPilot } from '../../adapters/composition/bidpilot.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { createLogger, type Logger } from '../../adapters/logging/logger.js';
import { caller, freePort, journeyStore, type Caller } from './journeys.js';

/** One test's BidPilot as `npm start` runs it, on a store of its own, with its API as a caller. */
export interface JourneyApp {
  readonly app: RunningBidPilot;
  readonly base: string;
  readonly call: Caller;
  /** DATA_DIR and DATABASE_URL of the app's store, for another process (the admin CLI) to open it. */
  readonly storeEnv: Readonly<Record<string, string>>;
}

/**
 * Starts a journey's BidPilot (scheduler on, the store's unpaced settings) and, after each test,
 * stops it and drops its database. With the built-in simulator, 'bidding too fast' is switched off:
 * the bids go unpaced, and the demo's limit would pause the user mid-journey.
 */
export function useJourneyApp(): (
  dialect: 'sqlite' | 'postgres',
  prefix: string,
  env?: Record<string, string>,
  logger?: Logger,
) => Promise<JourneyApp> {
  let app: RunningBidPilot | undefined;
  let drop = async () => {};
  afterEach(async () => {
    await app?.stop();
    app = undefined;
    await drop();
    drop = async () => {};
  });
  return async (dialect, prefix, env = {}, logger = createLogger('silent')) => {
    const store = await journeyStore(dialect, prefix);
    drop = store.drop;
    const port = await freePort();
    const base = `http://localhost:${port}`;
    app = await startBidPilot(loadConfig({ ...store.env, PORT: String(port), SCHEDULER: 'on', ...env }), logger);
    app.freelancerSimulator?.configure({ tooFast: null });
    return { app, base, call: caller(base), storeEnv: store.env };
  };
}
