import { Command } from 'commander';
import { closeContainer, createContainer } from '../../adapters/composition/container.js';
import { TOKENS } from '../../adapters/composition/tokens.js';
import type { AppConfig } from '../../adapters/config/app-config.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { EnsureFirstAdmin } from '../../core/use-cases/auth/ensure-first-admin.js';

export interface CliDeps {
  readonly config: AppConfig;
  readonly print: (line: string) => void;
}

type Container = Awaited<ReturnType<typeof createContainer>>;

/** Runs `work` on a container of its own, always released, even when the work fails. */
async function withContainer<T>(deps: CliDeps, work: (container: Container) => Promise<T>): Promise<T> {
  const container = await createContainer(deps.config, { logger: createLogger('silent') });
  try {
    return await work(container);
  } finally {
    await closeContainer(container);
  }
}

const output = (deps: CliDeps, json: boolean, result: Record<string, unknown>, text: string): void =>
  deps.print(json ? JSON.stringify({ success: true, ...result }) : text);

/** The admin/ops CLI, testable without a process: it never exits and prints through `deps.print`. */
export function buildProgram(deps: CliDeps): Command {
  const program = new Command('bidpilot').description('BidPilot admin and operations').exitOverride();
  program
    .command('migrate')
    .description('migrate the database to the latest schema and seed default plans and add-on packs')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const seeded = await withContainer(deps, (container) => seedDefaults(container.get(TOKENS.Storage)));
      output(deps, options.json === true, { seeded }, `Database ready (${deps.config.database.dialect}); seeded ${seeded.plans} plans and ${seeded.addons} add-on packs.`);
    });
  program
    .command('health')
    .description('check that the database answers')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const up = await withContainer(deps, (container) => container.get(TOKENS.Storage).ping());
      output(deps, options.json === true, { database: up ? 'up' : 'down' }, `database: ${up ? 'up' : 'down'}`);
    });
  program
    .command('create-admin')
    .description('create the first admin when none exists (or promote the user with that email)')
    .requiredOption('--email <email>', 'admin email')
    .requiredOption('--password <password>', 'admin password')
    .option('--name <name>', 'display name', 'Administrator')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; password: string; name: string; json?: boolean }) => {
      const result = await withContainer(deps, (container) =>
        new EnsureFirstAdmin(container.get(TOKENS.Storage).users, container.get(TOKENS.Hasher)).execute(options),
      );
      const text = result.user === null ? 'An admin already exists; nothing changed.' : `${result.created ? 'Created' : 'Promoted'} admin ${result.user.email}.`;
      output(deps, options.json === true, { created: result.created, email: result.user?.email ?? null }, text);
    });
  return program;
}
