import type { Command } from 'commander';
import type { CliDeps } from '../context.js';
import { renderView } from '../output.js';
import { Message } from '../ui/message.js';

const ENVIRONMENT = `
Environment:
  SIMULATORS_PORT        the port to listen on (default 4400)
  PUBLIC_URL             the API's public address: a checkout may only name
                         its notify URL (/api/payments/notify) and payment
                         pages (/payment/success, /payment/cancel)
  SIMULATORS_NOTIFY_URL  where the PayFast simulator posts its ITN, as this
                         process reaches an API server or the proxy before
                         them (default PUBLIC_URL/api/payments/notify)
  DATABASE_URL           the database of the simulated Freelancer's
                         sim_freelancer_* tables (the servers' Postgres will
                         do; a SQLite file in DATA_DIR by default)
  SIMULATORS=on          required with NODE_ENV=production (which also asks
                         for JWT_SECRET and ENCRYPTION_KEY, as every command)

Servers and workers use it with SIMULATORS_URL=http://<host>:<port> (as they
reach it) and SIMULATORS_PUBLIC_URL (as browsers reach it; SIMULATORS_URL by
default), MARKETPLACE_URL and PAYFAST_URL unset. It serves the Freelancer API
at /freelancer/api, PayFast at /payfast, and GET /health.`;

/**
 * The simulators until `signal` aborts; then the server stops and the database connections close
 * before it resolves.
 */
export async function runSimulators(deps: Pick<CliDeps, 'startSimulators' | 'print' | 'columns'>, signal: AbortSignal): Promise<void> {
  const simulators = await deps.startSimulators();
  try {
    deps.print(renderView(<Message text={`BidPilot simulators running on port ${simulators.port}: Freelancer at /freelancer/api, PayFast at /payfast. Stop with Ctrl-C.`} changed />, deps.columns));
    await new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
  } finally {
    await simulators.stop();
  }
  deps.print(renderView(<Message text="BidPilot simulators stopped." />, deps.columns));
}

/** `simulators`: the simulated Freelancer and PayFast as a process of their own, shared by several servers and workers. */
export function registerSimulatorsCommand(program: Command, deps: CliDeps): void {
  program
    .command('simulators')
    .description('run the built-in Freelancer and PayFast simulators as a standalone HTTP process, until SIGINT/SIGTERM')
    .addHelpText('after', ENVIRONMENT)
    .action(async () => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      if (deps.stopSignal?.aborted === true) stop();
      deps.stopSignal?.addEventListener('abort', stop, { once: true });
      try {
        await runSimulators(deps, controller.signal);
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        deps.stopSignal?.removeEventListener('abort', stop);
      }
    });
}
