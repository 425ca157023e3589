import type { Command } from 'commander';
import { TOKENS } from '../../../adapters/composition/tokens.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { EnsureFirstAdmin } from '../../../core/use-cases/auth/ensure-first-admin.js';
import { withContainer, type CliDeps } from '../context.js';
import { output } from '../output.js';
import { Message } from '../ui/message.js';

type JsonOption = { readonly json?: boolean };

/** migrate, health and create-admin: what an operator runs before the product serves anyone. */
export function registerSystemCommands(program: Command, deps: CliDeps): void {
  program
    .command('migrate')
    .description('migrate the database to the latest schema and seed default plans and add-on packs')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption) => {
      const seeded = await withContainer(deps, (container) => seedDefaults(container.get(TOKENS.Storage)));
      const text = `Database ready (${deps.config.database.dialect}); seeded ${seeded.plans} plans and ${seeded.addons} add-on packs.`;
      output(deps.print, { json: options.json === true, result: { seeded }, view: () => <Message text={text} changed /> });
    });
  program
    .command('health')
    .description('check that the database answers')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption) => {
      const up = await withContainer(deps, (container) => container.get(TOKENS.Storage).ping());
      output(deps.print, { json: options.json === true, result: { database: up ? 'up' : 'down' }, view: () => <Message text={`database: ${up ? 'up' : 'down'}`} /> });
    });
  program
    .command('create-admin')
    .description('create the first admin when none exists (or promote the user with that email)')
    .requiredOption('--email <email>', 'admin email')
    .requiredOption('--password <password>', 'admin password')
    .option('--name <name>', 'display name', 'Administrator')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; password: string; name: string } & JsonOption) => {
      const result = await withContainer(deps, (container) =>
        new EnsureFirstAdmin(container.get(TOKENS.Storage).users, container.get(TOKENS.Hasher)).execute(options),
      );
      const text = result.user === null ? 'An admin already exists; nothing changed.' : `${result.created ? 'Created' : 'Promoted'} admin ${result.user.email}.`;
      output(deps.print, { json: options.json === true, result: { created: result.created, email: result.user?.email ?? null }, view: () => <Message text={text} changed={result.user !== null} /> });
    });
}
