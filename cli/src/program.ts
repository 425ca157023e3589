import { Command } from 'commander';
import { registerBidCommands } from './commands/bids.js';
import { registerNotificationCommands } from './commands/notifications.js';
import { registerPaymentCommands } from './commands/payments.js';
import { registerPlanCommands } from './commands/plans.js';
import { registerReviewCommands } from './commands/reviews.js';
import { registerSimulatorsCommand } from './commands/simulators.js';
import { registerStatsCommand } from './commands/stats.js';
import { registerSystemCommands } from './commands/system.js';
import { registerUserCommands } from './commands/users.js';
import { registerWorkerCommand } from './commands/worker.js';
import type { CliDeps } from './context.js';

export type { CliDeps } from './context.js';

/** The admin/ops CLI, testable without a process: it never exits, prints through `deps.print` and reaches the product only through `deps.useCases`. */
export function buildProgram(deps: CliDeps): Command {
  const program = new Command('bidpilot').description('BidPilot admin and operations').exitOverride();
  registerSystemCommands(program, deps);
  registerStatsCommand(program, deps);
  registerUserCommands(program, deps);
  registerBidCommands(program, deps);
  registerReviewCommands(program, deps);
  registerPlanCommands(program, deps);
  registerPaymentCommands(program, deps);
  registerWorkerCommand(program, deps);
  registerNotificationCommands(program, deps);
  registerSimulatorsCommand(program, deps);
  return program;
}
