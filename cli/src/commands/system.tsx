import { Option, type Command } from 'commander';
import type { CliDeps } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { output } from '../output.js';
import { processSecrets, type SecretSource } from '../secret-prompt.js';
import { Message } from '../ui/message.js';

type JsonOption = { readonly json?: boolean };

/** create-admin's password, so it never has to be typed on the command line. */
const ADMIN_PASSWORD_VARIABLE = 'BIDPILOT_ADMIN_PASSWORD';

/** migrate, health and create-admin: what an operator runs before the product serves anyone. */
export function registerSystemCommands(program: Command, deps: CliDeps): void {
  program
    .command('migrate')
    .description('migrate the database to the latest schema and seed default plans and add-on packs')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption) => {
      const seeded = await deps.useCases(({ system }) => system.seedDefaults());
      const text = `Database ready (${deps.dialect}); seeded ${seeded.plans} plans and ${seeded.addons} add-on packs.`;
      output(deps.print, { json: options.json === true, result: { seeded }, view: () => <Message text={text} changed /> });
    });
  program
    .command('health')
    .description('check that the database answers')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption) => {
      const up = await deps.useCases(({ system }) => system.databaseUp());
      output(deps.print, { json: options.json === true, result: { database: up ? 'up' : 'down' }, view: () => <Message text={`database: ${up ? 'up' : 'down'}`} /> });
    });
  program
    .command('create-admin')
    .description(`create the first admin when no enabled one exists (or enable that disabled admin again); the password comes from ${ADMIN_PASSWORD_VARIABLE} or a prompt`)
    .requiredOption('--email <email>', 'admin email')
    // Kept hidden only to refuse it with a reason: a password in argv shows in `ps` and shell history.
    .addOption(new Option('--password <password>').hideHelp())
    .option('--name <name>', 'display name', 'Administrator')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; password?: string; name: string } & JsonOption) => {
      if (options.password !== undefined) {
        throw new UsageError(`--password is not accepted: a password on the command line ends up in shell history and process lists. Set ${ADMIN_PASSWORD_VARIABLE} or type it at the prompt.`);
      }
      const password = await adminPassword(deps.secrets ?? processSecrets, options.email);
      const outcome = await deps.useCases(({ auth }) => auth.ensureFirstAdmin({ email: options.email, password, name: options.name }));
      const changed = outcome.kind === 'admin-exists' ? null : outcome.user;
      const text = changed === null ? 'An admin already exists; nothing changed.' : outcome.kind === 're-enabled' ? `Enabled admin ${changed.email} again with the new password.` : `Created admin ${changed.email}.`;
      const result = { created: outcome.kind === 'created', reEnabled: outcome.kind === 're-enabled', email: changed?.email ?? null };
      output(deps.print, { json: options.json === true, result, view: () => <Message text={text} changed={changed !== null} /> });
    });
}

async function adminPassword(secrets: SecretSource, email: string): Promise<string> {
  const password = secrets.env(ADMIN_PASSWORD_VARIABLE) ?? (await secrets.prompt(`Password for ${email}: `));
  if (password === '') throw new UsageError(`No password given: set ${ADMIN_PASSWORD_VARIABLE} or type it at the prompt.`);
  return password;
}
