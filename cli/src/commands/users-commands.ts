import type { Command } from 'commander';
import type { CliDeps } from '../context.js';
import { EXPORT_BYTES_HELP, FORMAT_OPTION } from './export-help.js';

const reads = () => import('./users.js');
const changes = () => import('./user-changes.js');
const USER = ['<user>', 'user id or e-mail'] as const;

/** `users …`: the admin user management (docs/design.md#product-and-roles); the actions load only when one runs. */
export function registerUserCommands(program: Command, deps: CliDeps): void {
  const users = program.command('users').description('list, inspect, export and manage users');
  users
    .command('list')
    .description('one page of users, newest first (10 a page)')
    .option('--search <text>', 'name or e-mail contains')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (options) => (await reads()).listUsers(deps, options));
  users
    .command('show')
    .description("a user's details: profile, settings summary, bid stats and payments")
    .argument(...USER)
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await reads()).showUser(deps, user, options));
  users
    .command('profiles')
    .description("a user's search profiles, the main one first: name, on/off, skills and budgets")
    .argument(...USER)
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await reads()).listProfiles(deps, user, options));
  users
    .command('set-status')
    .description('change one of: subscription status, assigned plan (slug, or "none"), active flag')
    .argument(...USER)
    .option('--subscription-status <status>', 'inactive, active or cancelled')
    .option('--plan <slug>', 'assign a plan by slug; "none" for No Plan')
    .option('--active', 'enable the account')
    .option('--inactive', 'disable the account (also stops autobidding; asks first, or pass --yes)')
    .option('--yes', 'confirm disabling without being asked')
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await changes()).setStatus(deps, user, options));
  users
    .command('set-bids')
    .description("set a user's available bids")
    .argument(...USER)
    .argument('<count>', 'the new number of available bids')
    .option('--json', 'print JSON')
    .action(async (user: string, count: string, options) => (await changes()).setBids(deps, user, count, options));
  users
    .command('delete')
    .description('delete a user and everything they own (admins cannot be deleted); asks first, or pass --yes')
    .argument(...USER)
    .option('--yes', 'confirm the deletion without being asked')
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await changes()).deleteUser(deps, user, options));
  users
    .command('bids')
    .description("one page of a user's bids (20 a page)")
    .argument(...USER)
    .option('--status <status>', 'all, submitted, replied, accepted, rejected, failed, pending, held or declined')
    .option('--search <text>', 'project title contains')
    .option('--sort <field>', 'submittedAt or bidAmount')
    .option('--order <order>', 'asc or desc')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await reads()).listBids(deps, user, options));
  users
    .command('export')
    .description('every user as CSV on stdout (no password hashes, no tokens)')
    .option(...FORMAT_OPTION)
    .addHelpText(
      'after',
      '\navailable_bids is always a number, so the column sums and sorts. unlimited_bids\n' +
        '(true or false, the last column) is true while the user has an unlimited plan:\n' +
        'their bids are not counted then, and available_bids is what they keep when it\n' +
        'ends.\n' +
        EXPORT_BYTES_HELP,
    )
    .action(async (options) => (await import('./users-export.js')).exportUsers(deps, options));
}
