import type { Command } from 'commander';
import type { CliDeps } from '../context.js';

/** `bids …`: one bid whole, or a user's bids live. */
export function registerBidCommands(program: Command, deps: CliDeps): void {
  const bids = program.command('bids').description('read bids, or follow them live');
  bids
    .command('tail')
    .description(
      "print a user's live events (bids decided, notifications, pauses, bids left) as they arrive, until SIGINT/SIGTERM",
    )
    .argument('[user]', 'user id or e-mail')
    // The argument, as every other user command takes its user; --user came first and stays for the scripts that use it.
    .option('--user <user>', 'the same as the user argument (give either, or both naming the same user)')
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
