import type { Command } from 'commander';

/**
 * A command's user as its argument, as every user command takes it, and as `--user`, the older
 * way `bids tail` and `notifications test` took it, kept for the scripts that use it. Registering
 * only: named-user.ts reads them when the command runs.
 */
export const userArgumentOrOption = (command: Command): Command =>
  command
    .argument('[user]', 'user id or e-mail')
    .option('--user <user>', 'the same as the user argument (give either, or both naming the same user)');
