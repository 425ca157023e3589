import type { Command } from 'commander';
import type { CliDeps } from '../context.js';
import { userArgumentOrOption } from './user-or-option.js';

/** `bids …`: one bid whole, or a user's bids live. */
export function registerBidCommands(program: Command, deps: CliDeps): void {
  const bids = program.command('bids').description('read bids, or follow them live');
  userArgumentOrOption(bids.command('tail'))
    .description(
      "print a user's live events (bids decided, notifications, pauses, bids left) as they arrive, until SIGINT/SIGTERM",
    )
    .option('--json', 'print each event as one JSON line')
    .action(async (user: string | undefined, options) =>
      (await import('./bids-tail.js')).tailBids(deps, user, options),
    );
  bids
    .command('show')
    .description('one bid whole: the full proposal, the project as it was bid on, why it matched and its history')
    .argument('<bidId>', 'bid id (as `users bids --json` lists it)')
    .option('--json', 'print JSON')
    .action(async (bidId: string, options) => (await import('./bids.js')).showBid(deps, bidId, options));
}
