import type { CliDeps } from '../context.js';
import { renderServiceLine } from '../output.js';
import { Message } from '../ui/message.js';
import { aborted, runUntilSignalled } from './until-signalled.js';

/**
 * The simulators until `signal` aborts; then the server stops and the database connections close
 * before it resolves.
 */
export async function runSimulators(
  deps: Pick<CliDeps, 'startSimulators' | 'print' | 'columns' | 'terminal'>,
  signal: AbortSignal,
): Promise<void> {
  const simulators = await deps.startSimulators();
  try {
    deps.print(
      renderServiceLine(
        <Message
          text={`BidPilot simulators running on port ${simulators.port}: Freelancer at /freelancer/api, PayFast at /payfast. Stop with Ctrl-C.`}
          changed
        />,
        deps,
      ),
    );
    await aborted(signal);
  } finally {
    await simulators.stop();
  }
  deps.print(renderServiceLine(<Message text="BidPilot simulators stopped." />, deps));
}

/** `simulators`: the simulated Freelancer and PayFast as a process of their own, shared by several servers and workers, until SIGINT/SIGTERM. */
export async function runSimulatorsUntilSignalled(deps: CliDeps): Promise<void> {
  await runUntilSignalled(deps.stopSignal, (signal) => runSimulators(deps, signal));
}
