import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { migrateLatest } from '../../adapters/storage/knex/migration-source.js';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A migrated database that lives for one test file. */
export interface TestDatabase {
  readonly db: Knex;
  readonly dialect: 'sqlite' | 'postgres';
  /** The Postgres schema of this run (absent on SQLite). */
  readonly schema?: string;
  /** Deletes every row, keeping the schema. */
  truncate(): Promise<void>;
  destroy(): Promise<void>;
}

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

export async function openSqlite(filename = ':memory:'): Promise<TestDatabase> {
  const db = createKnex({ dialect: 'sqlite', connection: filename });
  await migrateLatest(db);
  return { db, dialect: 'sqlite', truncate: () => truncateAll(db), destroy: () => db.destroy() };
}

/**
 * A fresh schema on the test Postgres so parallel runs never collide. Unreachable Postgres
 * skips locally but fails under CI=true: CI must never pass without the Postgres suites.
 */
export async function openPostgres(options: { poolMax?: number } = {}): Promise<TestDatabase> {
  const schema = uniqueName('bp_test');
  const admin = createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { poolMax: 1 });
  try {
    await admin.raw('create schema ??', [schema]);
  } finally {
    await admin.destroy();
  }
  const db = createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { schema, poolMax: options.poolMax ?? 10 });
  await migrateLatest(db);
  return {
    db,
    dialect: 'postgres',
    schema,
    truncate: () => truncateAll(db),
    destroy: async () => {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

let reachable: Promise<boolean> | undefined;

/** Whether the test Postgres answers; checked once per process. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const probe = createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { poolMax: 1 });
    try {
      await probe.raw('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await probe.destroy();
    }
  })();
  return reachable;
}

/**
 * For `describe.skipIf(!(await postgresAvailable()))`: under CI an unreachable Postgres throws,
 * failing the file, instead of skipping it.
 */
export async function postgresAvailable(): Promise<boolean> {
  if (await postgresReachable()) return true;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`Postgres is unreachable at ${POSTGRES_URL}: under CI the Postgres suites must run`);
  }
  return false;
}

async function truncateAll(db: Knex): Promise<void> {
  const tables = await listTables(db);
  if (db.client.config.client === 'pg') {
    if (tables.length > 0)
      await db.raw(`truncate ${tables.map(() => '??').join(', ')} restart identity cascade`, tables);
    return;
  }
  await db.raw('PRAGMA foreign_keys = OFF');
  for (const table of tables) await db(table).del();
  await db.raw('PRAGMA foreign_keys = ON');
}

async function listTables(db: Knex): Promise<string[]> {
  const isMigrationTable = (name: string) => name.startsWith('knex_migrations');
  if (db.client.config.client === 'pg') {
    const result = await db.raw<{ rows: { tablename: string }[] }>(
      'select tablename from pg_tables where schemaname = current_schema()',
    );
    return result.rows.map((row) => row.tablename).filter((name) => !isMigrationTable(name));
  }
  const rows = await db.raw<{ name: string }[]>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  return rows.map((row) => row.name).filter((name) => !isMigrationTable(name));
}

/** A whole Postgres database, for the composition root: the app migrates its public schema. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName('bp_app');
  const admin = createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { poolMax: 1 });
  await admin.raw('create database ??', [name]);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/** One statement on a connection of its own, outside any pool: for tests that act on the server itself. */
export async function postgresQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
