import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { cliRuntime, cliRuntimeFromEnv, type DatabaseLabel } from '../../../adapters/composition/cli-runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';
import { createScratchDatabase, POSTGRES_URL, postgresAvailable } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Another program's SQLite database, with a row in one of its tables. */
async function anotherProgramsDatabase(file: string): Promise<void> {
  const other = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  await other.schema.createTable('notes', (table) => table.increments('id'));
  await other.schema.createTable('tags', (table) => table.string('name'));
  await other('notes').insert({});
  await other.destroy();
}

/** A folder's files, their bytes and modification times: what "nothing changed" compares. */
const folderSnapshot = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((name) => ({
      name,
      bytes: readFileSync(join(dir, name)).toString('base64'),
      modified: statSync(join(dir, name)).mtimeMs,
    }));

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

describe.runIf((dialects as readonly string[]).includes('postgres'))('the CLI on a Postgres database', () => {
  /** A scratch database, arranged with `sql` first; `tables` answers what its public schema holds. */
  async function scratchWith(...sql: string[]) {
    const scratch = await createScratchDatabase();
    const db = createKnex({ dialect: 'postgres', connection: scratch.url }, { poolMax: 1 });
    for (const statement of sql) await db.raw(statement);
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-cli-db-')),
      DATABASE_URL: scratch.url,
      SIMULATORS_PORT: '0',
    };
    return {
      env,
      runtime: cliRuntime(loadConfig(env)),
      tables: async () =>
        (await db('pg_tables').select('tablename').where('schemaname', 'public').orderBy('tablename')).map(
          (row: { tablename: string }) => row.tablename,
        ),
      drop: async () => {
        await db.destroy();
        await scratch.drop();
      },
    };
  }

  it("reports another program's tables in public, refuses to migrate into them or run on them, and adds none", async () => {
    const { env, runtime, tables, drop } = await scratchWith(
      'create table notes (id serial primary key)',
      'create view recent_notes as select id from notes',
    );
    try {
      expect(await runtime.databaseStatus()).toMatchObject({
        exists: false,
        applied: [],
        foreignTables: ['notes', 'recent_notes'],
      });
      await expect(runtime.migrate()).rejects.toMatchObject({
        name: 'ForeignDatabaseError',
        message: `The database at ${new URL(env.DATABASE_URL).toString()} is another program's (2 tables, no BidPilot migrations): BidPilot migrates only its own or an empty one. Point DATABASE_URL at an empty database.`,
      });
      await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
      await expect(runtime.startSimulators()).rejects.toMatchObject({ name: 'DatabaseNotMigratedError' });
      expect(await tables()).toEqual(['notes']);
    } finally {
      await drop();
    }
  });

  it('takes a database with tables only outside public (a job queue of its own schema) as empty, and migrates it', async () => {
    const { runtime, tables, drop } = await scratchWith(
      'create schema pgboss',
      'create table pgboss.job (id uuid primary key)',
      'create table pgboss.version (version int)',
    );
    try {
      expect(await runtime.databaseStatus()).toMatchObject({ exists: false, foreignTables: [] });
      expect((await runtime.migrate()).status).toMatchObject({ exists: true, pending: [], foreignTables: [] });
      expect(await tables()).toContain('knex_migrations');
    } finally {
      await drop();
    }
  });

  it("migrates a database the simulators opened first, as when they start beside the servers: their tables are BidPilot's", async () => {
    const { runtime, tables, drop } = await scratchWith();
    try {
      const simulators = await runtime.startSimulators();
      await simulators.stop();
      expect((await tables()).filter((name) => name.startsWith('sim_freelancer_')).length).toBeGreaterThan(0);
      expect(await runtime.databaseStatus()).toMatchObject({ exists: false, foreignTables: [] });
      expect((await runtime.migrate()).status).toMatchObject({ exists: true, pending: [] });
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
    expect(await runtime.databaseStatus()).toMatchObject({
      dialect: 'sqlite',
      exists: false,
      applied: [],
      foreignTables: ['notes'],
    });
    expect(readdirSync(dir)).toEqual(['bidpilot.sqlite']);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(modified);
  });

  it("refuses to migrate into another program's SQLite database, telling where to point instead, and changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    await anotherProgramsDatabase(join(dir, 'bidpilot.sqlite'));
    const before = folderSnapshot(dir);
    const runtime = cliRuntimeFromEnv({ DATA_DIR: dir });
    const refused = await runtime.migrate().catch((error: unknown) => error);
    expect(refused).toMatchObject({
      name: 'ForeignDatabaseError',
      message: `The database at ${join(dir, 'bidpilot.sqlite')} is another program's (2 tables, no BidPilot migrations): BidPilot migrates only its own or an empty one. Point DATA_DIR or DATABASE_URL at an empty location.`,
    });
    await expect(runtime.useCases(async () => 'ran')).rejects.toMatchObject({
      name: 'DatabaseNotMigratedError',
      message: expect.stringContaining("is another program's (2 tables, no BidPilot migrations)"),
    });
    expect(folderSnapshot(dir)).toEqual(before);
  });

  it("migrates an empty SQLite file: a database with no tables is no other program's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
    writeFileSync(join(dir, 'bidpilot.sqlite'), '');
    const runtime = cliRuntimeFromEnv({ DATA_DIR: dir });
    expect(await runtime.databaseStatus()).toMatchObject({ exists: false, foreignTables: [] });
    expect((await runtime.migrate()).status).toMatchObject({ exists: true, pending: [], foreignTables: [] });
  });

  it.each([
    ['an empty database file', (file: string) => writeFileSync(file, '')],
    ["another program's database", anotherProgramsDatabase],
  ])(
    'refuses the simulators on %s as every other command, leaving the folder byte for byte as it was',
    async (_, arrange) => {
      const dir = mkdtempSync(join(tmpdir(), 'bp-cli-db-'));
      await arrange(join(dir, 'bidpilot.sqlite'));
      const before = folderSnapshot(dir);
      const runtime = cliRuntimeFromEnv({ DATA_DIR: dir, SIMULATORS_PORT: '0' });
      const started = runtime.startSimulators();
      await started.then((simulators) => simulators.stop()).catch(() => undefined);
      const others = await runtime.useCases(async () => 'ran').catch((error: unknown) => error);
      expect(others).toMatchObject({ name: 'DatabaseNotMigratedError' });
      await expect(started).rejects.toMatchObject({
        name: 'DatabaseNotMigratedError',
        message: (others as Error).message,
      });
      expect(folderSnapshot(dir)).toEqual(before);
    },
  );

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
