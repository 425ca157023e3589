import { Command } from 'commander';
import { registerBidCommands } from './commands/bids-commands.js';
import { registerOperationCommands } from './commands/operations-commands.js';
import { registerPaymentCommands } from './commands/payments-commands.js';
import { registerPlanCommands } from './commands/plans-commands.js';
import { registerReviewCommands } from './commands/reviews-commands.js';
import { registerSystemCommands } from './commands/system-commands.js';
import { registerUserCommands } from './commands/users-commands.js';
import type { CliDeps } from './context.js';
import { productVersion } from './version.js';

export type { CliDeps } from './context.js';

/** The narrowest description column help still wraps into: 24 columns still read as text. */
const NARROWEST_DESCRIPTION = 24;

/**
 * The admin/ops CLI, testable without a process: it never exits, prints through `deps.print` and
 * reaches the product only through `deps.useCases`. Registering loads only commander: each
 * command's action imports its views and use cases when it runs, so --help stays fast.
 */
export function buildProgram(deps: CliDeps): Command {
  const program = new Command('bidpilot')
    .description('BidPilot admin and operations')
    .version(productVersion(), '-V, --version', 'print the version')
    // Read by the bin before anything draws (colour.ts); declared so commander accepts it anywhere.
    .option('--no-color', 'no colours or styles (as NO_COLOR=1)')
    // Commander leaves a description unwrapped when its column would be narrower than 40, so one
    // long command term (`set-status [options] <payment> <status>`) ran every line of its list
    // past 80 columns. Set before the commands are added: each copies its parent's configuration.
    .configureHelp({ minWidthToWrap: NARROWEST_DESCRIPTION })
    .exitOverride();
  registerSystemCommands(program, deps);
  registerUserCommands(program, deps);
  registerBidCommands(program, deps);
  registerReviewCommands(program, deps);
  registerPlanCommands(program, deps);
  registerPaymentCommands(program, deps);
  registerOperationCommands(program, deps);
  return program;
}
