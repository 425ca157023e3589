import type { Command } from 'commander';
import { closeContainer, createContainer } from '../../../adapters/composition/container.js';
import { startEngine } from '../../../adapters/composition/engine.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import type { CliDeps } from '../context.js';
import { renderView } from '../output.js';
import { Message } from '../ui/message.js';

/**
 * The engine, plan expiry and the bid worker without the HTTP server, until `signal` aborts;
 * then the runs in hand finish and every connection closes before it resolves. The jobs log
 * through the configured logger; the CLI prints only the start and stop lines.
 */
export async function runWorker(deps: CliDeps, signal: AbortSignal): Promise<void> {
  const container = await createContainer(deps.config, { logger: createLogger(deps.config.logLevel) });
  try {
    const engine = startEngine(container);
    deps.print(renderView(<Message text={`BidPilot worker running (${deps.config.database.dialect}): engine every minute, award sync every 5 minutes, bid worker on. Stop with Ctrl-C.`} changed />, deps.columns));
    await new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await engine.stop();
  } finally {
    await closeContainer(container);
  }
  deps.print(renderView(<Message text="BidPilot worker stopped." />, deps.columns));
}

/** `worker`: a process of its own for the background work (run the server with SCHEDULER=off beside it). */
export function registerWorkerCommand(program: Command, deps: CliDeps): void {
  program
    .command('worker')
    .description('run the scheduled engine, plan expiry and the bid worker without the HTTP server, until SIGINT/SIGTERM')
    .action(async () => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        await runWorker(deps, controller.signal);
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      }
    });
}
