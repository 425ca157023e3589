import type { CliDeps } from '../context.js';
import { renderServiceLine } from '../output.js';
import { Message } from '../ui/message.js';
import { aborted, runUntilSignalled } from './until-signalled.js';

/**
 * The engine, plan expiry and the bid worker without the HTTP server, until `signal` aborts;
 * then the runs in hand finish and every connection closes before it resolves. The jobs log
 * through the configured logger; the CLI prints only the start and stop lines.
 */
export async function runWorker(
  deps: Pick<CliDeps, 'startBackgroundWork' | 'print' | 'columns' | 'terminal'>,
  signal: AbortSignal,
): Promise<void> {
  const background = await deps.startBackgroundWork();
  try {
    deps.print(
      renderServiceLine(
        <Message
          text="BidPilot worker running: engine every minute, award sync every 5 minutes, bid worker on. Stop with Ctrl-C."
          changed
        />,
        deps,
      ),
    );
    await aborted(signal);
  } finally {
    await background.stop();
  }
  deps.print(renderServiceLine(<Message text="BidPilot worker stopped." />, deps));
}

/** `worker`: a process of its own for the background work (run the server with SCHEDULER=off beside it), until SIGINT/SIGTERM. */
export async function runWorkerUntilSignalled(deps: CliDeps): Promise<void> {
  await runUntilSignalled(deps.stopSignal, (signal) => runWorker(deps, signal));
}
