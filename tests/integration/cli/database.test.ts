import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { cliRuntime, cliRuntimeFromEnv, type DatabaseLabel } from '../../../adapters/composition/cli-runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createScratchDatabase, POSTGRES_URL, postgresAvailable } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** A database location the CLI has never seen: a SQLite path with no file, or a Postgres database with no tables. */
async function freshTarget(dialect: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
  const scratch = dialect === 'postgres' ? await createScratchDatabase() : null;
  const env = { DATA_DIR: dir, DATABASE_URL: scratch?.url ?? `sqlite:${join(dir, 'fresh.sqlite')}` };
  return { dir, env, drop: async () => scratch?.drop() };
}

describe.each(dialects)('the CLI and its database on %s', (dialect) => {
  it('refuses to create a database for any command but db migrate, reports it missing without creating it, then migrates it', async () => {
    const { dir, env, drop } = await freshTarget(dialect);
    try {
      const opened: DatabaseLabel[] = [];
      const runtime = cliRuntime(loadConfig(env), { onOpen: (database) => void opened.push(database) });
      await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({
        name: 'DatabaseNotMigratedError',
        message: expect.stringContaining('run `bidpilot db migrate`'),
      });
      await expect(runtime.watchEvents(async () => 'ran')).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
      await expect(runtime.startBackgroundWork()).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
      const before = await runtime.databaseStatus();
      expect(before).toMatchObject({ dialect, exists: false, applied: [] });
      expect(before.pending.length).toBeGreaterThan(30);
      if (dialect === 'sqlite') expect(readdirSync(dir)).toEqual(['secrets.json']);
      expect(opened).toEqual([]);

      const { status, seeded } = await runtime.migrate();
      expect(seeded).toEqual({ plans: 3, addons: 3 });
      expect(status).toMatchObject({ dialect, exists: true, pending: [] });
      expect(status.applied).toEqual(before.pending);
      expect(await runtime.useCases(async ({ system }) => system.databaseUp())).toBe(true);
      expect(opened.map((database) => database.dialect)).toEqual([dialect, dialect]);
    } finally {
      await drop();
    }
  });

  it.runIf(dialect === 'postgres')(
    'reports a Postgres database not created yet as missing, not as an unreachable server, and refuses commands on it',
    async () => {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/bidpilot_never_created_${Date.now()}`;
      const runtime = cliRuntime(
        loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-cli-db-')), DATABASE_URL: url.toString() }),
      );
      expect(await runtime.databaseStatus()).toMatchObject({ dialect: 'postgres', exists: false, applied: [] });
      await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
    },
  );

  it('names the database masked: a Postgres password never shows', async () => {
    const { env, drop } = await freshTarget(dialect);
    try {
      const opened: DatabaseLabel[] = [];
      const runtime = cliRuntime(loadConfig(env), { onOpen: (database) => void opened.push(database) });
      await runtime.migrate();
      if (dialect === 'postgres') {
        const withPassword = new URL(env.DATABASE_URL);
        withPassword.password = 'never-shown';
        // Trust authentication takes any password: the status is read, and the password is masked in it.
        const status = await cliRuntimeFromEnv({ ...env, DATABASE_URL: withPassword.toString() }).databaseStatus();
        expect(status.location).toContain(':***@');
        expect(JSON.stringify(status)).not.toContain('never-shown');
        expect(opened[0]?.location).toBe(new URL(env.DATABASE_URL).toString());
      } else {
        expect(opened[0]?.location).toBe(env.DATABASE_URL.slice('sqlite:'.length));
      }
    } finally {
      await drop();
    }
  });
});

describe("the bin's runtime", () => {
  it('writes nothing, not even secrets.json, for a command refused for want of a database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    const runtime = cliRuntimeFromEnv({ DATA_DIR: dir });
    await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({
      name: 'DatabaseNotMigratedError',
      message: expect.stringContaining(join(dir, 'bidpilot.sqlite')),
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses another program's SQLite database, and reports it in db status, leaving it byte for byte as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    const file = join(dir, 'bidpilot.sqlite');
    const other = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    await other.schema.createTable('notes', (table) => table.increments('id'));
    await other('notes').insert({});
    await other.destroy();
    const bytes = readFileSync(file);
    const modified = statSync(file).mtimeMs;
    const runtime = cliRuntimeFromEnv({ DATA_DIR: dir });
    await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
    expect(await runtime.databaseStatus()).toMatchObject({ dialect: 'sqlite', exists: false, applied: [] });
    expect(readdirSync(dir)).toEqual(['bidpilot.sqlite']);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(modified);
  });

  it('refuses the simulators on a DATA_DIR with no database, creating neither the database nor secrets.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    const runtime = cliRuntimeFromEnv({ DATA_DIR: dir, SIMULATORS_PORT: '0' });
    const started = runtime.startSimulators();
    await expect(started).rejects.toMatchObject({
      name: 'DatabaseNotMigratedError',
      message: expect.stringContaining('run `bidpilot db migrate`'),
    });
    await started.then((simulators) => simulators.stop()).catch(() => undefined);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('runs the simulators on a migrated SQLite database, their tables beside those of the product', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    const env = { DATA_DIR: dir, SIMULATORS_PORT: '0' };
    await cliRuntimeFromEnv(env).migrate();
    const simulators = await cliRuntimeFromEnv(env).startSimulators();
    try {
      expect((await fetch(`http://127.0.0.1:${simulators.port}/health`)).status).toBe(200);
    } finally {
      await simulators.stop();
    }
    expect((await cliRuntimeFromEnv(env).databaseStatus()).exists).toBe(true);
  });
});
