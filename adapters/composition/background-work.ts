import type { Container } from 'inversify';
import { ExpirePlans } from '../../core/use-cases/plans/expire-plans.js';
import { startScheduler } from '../scheduler/croner-scheduler.js';
import { createEngine, type Engine } from './engine-jobs.js';
import { TOKENS } from './tokens.js';
import { resolveBidWorker } from './workers.js';

/** What runs beside (or without) the HTTP server: the scheduled jobs and the bid worker. */
export interface BackgroundWork {
  readonly engine: Engine;
  /** Stops the scheduler and waits for its runs, closes the engine's lock, then stops the worker. */
  stop(): Promise<void>;
}

/**
 * Starts plan expiry (every minute), the scheduled engine and the `place-bid` worker over the
 * container's adapters. The server runs it when SCHEDULER=on; `bidpilot worker` runs it alone.
 */
export function startBackgroundWork(container: Container): BackgroundWork {
  const logger = container.get(TOKENS.Logger);
  const expirePlans = new ExpirePlans(container.get(TOKENS.Storage), container.get(TOKENS.Clock), container.get(TOKENS.Events));
  const engine = createEngine(container);
  const scheduler = startScheduler([{ name: 'expire-plans', pattern: '0 * * * * *', run: () => expirePlans.execute() }, ...engine.jobs], logger);
  const bidWorker = resolveBidWorker(container);
  bidWorker.start();
  return {
    engine,
    stop: async () => {
      await scheduler.stop();
      await engine.close();
      await bidWorker.stop();
    },
  };
}
