import { Option, type Command } from 'commander';
import type { CliDeps } from '../context.js';
import { ADMIN_PASSWORD_VARIABLE } from './admin-password.js';

const actions = () => import('./system.js');

/** db status / db migrate, health and create-admin: what an operator runs before the product serves anyone. */
export function registerSystemCommands(program: Command, deps: CliDeps): void {
  const db = program.command('db').description('the database: its migrations, and creating or migrating it');
  db.command('status')
    .description(
      'which database the configuration names (masked), and its migrations applied and pending; creates nothing',
    )
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).databaseStatus(deps, options));
  db.command('migrate')
    .description(
      'create the database if needed, migrate it to the latest schema and seed default plans and add-on packs (the only command that creates one)',
    )
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).migrate(deps, options));
  program
    .command('migrate')
    .description('the same as `db migrate`')
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).migrate(deps, options));
  program
    .command('health')
    .description('check that the database answers')
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).health(deps, options));
  program
    .command('create-admin')
    .description(
      `create the first admin when no enabled one exists (or enable that disabled admin again); the password comes from ${ADMIN_PASSWORD_VARIABLE} or a prompt`,
    )
    .requiredOption('--email <email>', "the admin's e-mail")
    // Kept hidden only to refuse it with a reason: a password in argv shows in `ps` and shell history.
    .addOption(new Option('--password <password>').hideHelp())
    .option('--name <name>', 'display name', 'Administrator')
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).createAdmin(deps, options));
}
