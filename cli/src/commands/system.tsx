import type { DatabaseStatus } from '../../../adapters/composition/cli-runtime.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { processSecrets, type SecretSource } from '../secret-prompt.js';
import { KeyValue } from '../ui/key-value.js';
import { Message } from '../ui/message.js';
import { counted } from '../ui/plural.js';
import { UsageError } from '../usage-error.js';
import { ADMIN_PASSWORD_VARIABLE } from './admin-password.js';
import { isJson, type JsonOption } from './common.js';

/** The tables an operator sees named, at most: enough to tell which program's database it is. */
const TABLES_NAMED = 5;

function foreignText(tables: readonly string[]): string {
  const named = tables.slice(0, TABLES_NAMED).join(', ') + (tables.length > TABLES_NAMED ? ', …' : '');
  return `another program's database: ${counted(tables.length, 'table')} (${named}), no BidPilot migrations; db migrate refuses it`;
}

function stateText(status: DatabaseStatus): string {
  if (status.foreignTables.length > 0) return foreignText(status.foreignTables);
  if (!status.exists) return 'not created: run `bidpilot db migrate`';
  return status.pending.length === 0
    ? 'up to date'
    : `${counted(status.pending.length, 'migration')} pending: run \`bidpilot db migrate\``;
}

function StatusView({ status }: { readonly status: DatabaseStatus }) {
  const latest = status.applied.at(-1) ?? null;
  const where: [string, string][] = [
    ['Dialect', status.dialect],
    ['Location', status.location],
    ['State', stateText(status)],
  ];
  // Another program's database will never get BidPilot's migrations: listing them as pending would say it might.
  const migrations: [string, string | null][] =
    status.foreignTables.length > 0
      ? []
      : [
          ['Applied', counted(status.applied.length, 'migration')],
          ['Latest', latest],
          ['Pending', status.pending.length === 0 ? 'none' : status.pending.join(', ')],
        ];
  return <KeyValue title="Database" entries={[...where, ...migrations]} />;
}

export async function databaseStatus(deps: CliDeps, options: JsonOption): Promise<void> {
  const status = await deps.databaseStatus();
  output(deps, {
    json: isJson(options),
    result: { database: { ...status, latest: status.applied.at(-1) ?? null } },
    view: () => <StatusView status={status} />,
  });
}

export async function migrate(deps: CliDeps, options: JsonOption): Promise<void> {
  const { status, seeded } = await deps.migrate();
  const text = `Database ready (${status.dialect}, ${status.location}): ${counted(status.applied.length, 'migration')} applied; seeded ${counted(seeded.plans, 'plan')} and ${counted(seeded.addons, 'add-on pack')}.`;
  output(deps, { json: isJson(options), result: { seeded }, view: () => <Message text={text} changed /> });
}

export async function health(deps: CliDeps, options: JsonOption): Promise<void> {
  const up = await deps.useCases(({ system }) => system.databaseUp());
  output(deps, {
    json: isJson(options),
    result: { database: up ? 'up' : 'down' },
    view: () => <Message text={`database: ${up ? 'up' : 'down'}`} />,
  });
}

export async function createAdmin(
  deps: CliDeps,
  options: { readonly email: string; readonly password?: string; readonly name: string } & JsonOption,
): Promise<void> {
  if (options.password !== undefined) {
    throw new UsageError(
      `--password is not accepted: a password on the command line ends up in shell history and process lists. Set ${ADMIN_PASSWORD_VARIABLE} or type it at the prompt.`,
    );
  }
  const password = await adminPassword(deps.secrets ?? processSecrets, options.email);
  const outcome = await deps.useCases(({ auth }) =>
    auth.ensureFirstAdmin({ email: options.email, password, name: options.name }),
  );
  const changed = outcome.kind === 'admin-exists' ? null : outcome.user;
  const text =
    changed === null
      ? 'An admin already exists; nothing changed.'
      : outcome.kind === 're-enabled'
        ? `Enabled admin ${changed.email} again with the new password.`
        : `Created admin ${changed.email}.`;
  const result = {
    created: outcome.kind === 'created',
    reEnabled: outcome.kind === 're-enabled',
    email: changed?.email ?? null,
  };
  output(deps, { json: isJson(options), result, view: () => <Message text={text} changed={changed !== null} /> });
}

async function adminPassword(secrets: SecretSource, email: string): Promise<string> {
  const password = secrets.env(ADMIN_PASSWORD_VARIABLE) ?? (await secrets.prompt(`Password for ${email}: `));
  if (password === '')
    throw new UsageError(`No password given: set ${ADMIN_PASSWORD_VARIABLE} or type it at the prompt.`);
  return password;
}
