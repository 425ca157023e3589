import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { createRuntime } from '../../../adapters/composition/runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { buildProgram } from '../../../cli/src/program.js';

/** A CLI on a database of its own; its secrets come from `env` or the scripted `prompt`, never from this process. */
function cli(secrets: { env?: Record<string, string>; prompt?: (question: string) => Promise<string> } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bp-cli-'));
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` });
  const lines: string[] = [];
  const secretSource = {
    env: (name: string) => secrets.env?.[name],
    prompt: secrets.prompt ?? (async () => Promise.reject(new Error('no prompt in this test'))),
  };
  const run = (...args: string[]) =>
    buildProgram({
      ...cliRuntime(config),
      print: (line) => lines.push(line),
      write: (text) => lines.push(text),
      secrets: secretSource,
    }).parseAsync(['node', 'bidpilot', ...args]);
  return { run, lines, config };
}

/** As cli(), on a database `db migrate` created, its output cleared. */
async function migratedCli(secrets: Parameters<typeof cli>[0] = {}) {
  const made = cli(secrets);
  await made.run('db', 'migrate', '--json');
  made.lines.length = 0;
  return made;
}

describe('the admin CLI', () => {
  it('migrates and seeds once, printing JSON with --json', async () => {
    const { run, lines } = cli();
    await run('migrate', '--json');
    await run('migrate', '--json');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { success: true, seeded: { plans: 3, addons: 3 } },
      { success: true, seeded: { plans: 0, addons: 0 } },
    ]);
  });

  it('reports the database up', async () => {
    const { run, lines } = await migratedCli();
    await run('health');
    expect(lines).toEqual(['database: up']);
  });

  it('creates the first admin once with the password from BIDPILOT_ADMIN_PASSWORD, then changes nothing', async () => {
    const { run, lines } = await migratedCli({ env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } });
    await run('create-admin', '--email', 'root@example.com', '--json');
    await run('create-admin', '--email', 'other@example.com');
    expect(JSON.parse(lines[0]!)).toEqual({
      success: true,
      created: true,
      reEnabled: false,
      email: 'root@example.com',
    });
    expect(lines[1]).toBe('An admin already exists; nothing changed.');
  });

  it('asks for the password at the prompt when BIDPILOT_ADMIN_PASSWORD is not set', async () => {
    const questions: string[] = [];
    const { run, lines } = await migratedCli({ prompt: async (question) => (questions.push(question), 'Adm1n!pass') });
    await run('create-admin', '--email', 'root@example.com', '--json');
    expect(questions).toEqual(['Password for root@example.com: ']);
    expect(JSON.parse(lines[0]!)).toMatchObject({ created: true });
  });

  it('refuses a password that breaks the policy, with its message, and creates nobody', async () => {
    const { run, lines } = await migratedCli({ env: { BIDPILOT_ADMIN_PASSWORD: 'password' } });
    await expect(run('create-admin', '--email', 'root@example.com')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must contain: uppercase letter, number, symbol',
    });
    await run('health', '--json');
    expect(lines).toEqual(['{"success":true,"database":"up"}']);
  });

  it('refuses a password on the command line with a usage error that says where to put it', async () => {
    const { run } = cli({ env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } });
    await expect(run('create-admin', '--email', 'root@example.com', '--password', 'Adm1n!pass')).rejects.toMatchObject({
      name: 'UsageError',
      message: expect.stringContaining('BIDPILOT_ADMIN_PASSWORD'),
    });
  });

  it('repairs a database whose admins are all disabled: enables that admin again with the new password, or creates another', async () => {
    const { run, lines, config } = cli({ env: { BIDPILOT_ADMIN_PASSWORD: 'N3w!Admin-pass' } });
    const runtime = await createRuntime(config, { logger: createLogger('silent') });
    const users = runtime.storage.users;
    try {
      const old = await users.create({
        name: 'Old Admin',
        email: 'root@example.com',
        passwordHash: 'not-a-real-hash',
        role: 'admin',
      });
      const gone = await users.create({
        name: 'Gone Admin',
        email: 'gone@example.com',
        passwordHash: 'not-a-real-hash',
        role: 'admin',
      });
      await users.update(old.id, { isActive: false });
      await users.update(gone.id, { isActive: false });
    } finally {
      await runtime.close();
    }

    await run('create-admin', '--email', 'ROOT@example.com', '--json');
    await run('create-admin', '--email', 'other@example.com');

    expect(JSON.parse(lines[0]!)).toEqual({
      success: true,
      created: false,
      reEnabled: true,
      email: 'root@example.com',
    });
    expect(lines[1]).toBe('An admin already exists; nothing changed.');
    const check = await createRuntime(config, { logger: createLogger('silent') });
    try {
      const root = await check.storage.users.findByEmail('root@example.com');
      expect(root).toMatchObject({ role: 'admin', isActive: true });
      expect(await check.hasher.verify(root?.passwordHash ?? '', 'N3w!Admin-pass')).toBe(true);
      expect(await check.storage.users.findByEmail('gone@example.com')).toMatchObject({ isActive: false });
    } finally {
      await check.close();
    }
  });

  it('creates a new admin when every admin is disabled and the address is new', async () => {
    const { run, lines, config } = cli({ env: { BIDPILOT_ADMIN_PASSWORD: 'N3w!Admin-pass' } });
    const runtime = await createRuntime(config, { logger: createLogger('silent') });
    try {
      const users = runtime.storage.users;
      const old = await users.create({
        name: 'Old Admin',
        email: 'root@example.com',
        passwordHash: 'not-a-real-hash',
        role: 'admin',
      });
      await users.update(old.id, { isActive: false });
    } finally {
      await runtime.close();
    }

    await run('create-admin', '--email', 'fresh@example.com');

    expect(lines).toEqual(['Created admin fresh@example.com.']);
  });

  it('refuses to promote an ordinary account with that email', async () => {
    const { run, config } = cli({ env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } });
    const runtime = await createRuntime(config, { logger: createLogger('silent') });
    try {
      await runtime.storage.users.create({
        name: 'Early Bird',
        email: 'root@example.com',
        passwordHash: 'not-a-real-hash',
      });
    } finally {
      await runtime.close();
    }
    await expect(run('create-admin', '--email', 'ROOT@example.com')).rejects.toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: expect.stringContaining('is not an admin'),
    });
  });

  it('opens no database for help or a refused command line, and creates none for a command that reads: only db migrate creates it', async () => {
    const { run, config, lines } = cli();
    vi.spyOn(process.stdout, 'write').mockImplementationOnce(() => true);
    await expect(run('--help')).rejects.toMatchObject({ code: 'commander.helpDisplayed' });
    vi.restoreAllMocks();
    await expect(run('users', 'delete', 'someone')).rejects.toMatchObject({ name: 'UsageError' });
    await expect(run('health')).rejects.toMatchObject({
      name: 'DatabaseNotMigratedError',
      message: expect.stringContaining('bidpilot db migrate'),
    });
    await expect(run('users', 'list')).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
    expect(existsSync(config.database.connection)).toBe(false);
    await run('db', 'status', '--json');
    expect(existsSync(config.database.connection)).toBe(false);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      database: { dialect: 'sqlite', location: config.database.connection, exists: false, applied: [], latest: null },
    });
    await run('db', 'migrate');
    expect(existsSync(config.database.connection)).toBe(true);
    await run('health');
    expect(lines.at(-1)).toBe('database: up');
  });

  it('refuses a command without its required options', async () => {
    const { run } = cli();
    await expect(run('create-admin')).rejects.toMatchObject({ code: 'commander.missingMandatoryOptionValue' });
  });
});
