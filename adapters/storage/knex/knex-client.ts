import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import { CachedStatementsSqliteClient } from './cached-statements-sqlite-client.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  readonly dialect: DatabaseDialect;
  /** File path (or ':memory:') for SQLite, connection string for Postgres. */
  readonly connection: string;
}

/** Parses DATABASE_URL: `sqlite:<path>` / `sqlite::memory:` or `postgres://…` / `postgresql://…`. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (path === '') throw new Error('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/bidpilot.sqlite');
    return { dialect: 'sqlite', connection: path };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', connection: url };
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:…")`);
}

export interface KnexOptions {
  /** Postgres schema to use as the search path (created if missing). */
  readonly schema?: string;
  readonly poolMax?: number;
  /** Where knex's own warnings, errors and deprecation notices go; stderr by default (knexLog). */
  readonly log?: KnexLog;
}

/** knex's `log` option: its own messages, apart from the errors its queries reject with. */
export interface KnexLog {
  readonly warn: (message: unknown) => void;
  readonly error: (message: unknown) => void;
  /** knex calls it with its whole notice ("x is deprecated, please use y"), whatever its typings say. */
  readonly deprecate: (message: unknown) => void;
}

/**
 * One knex instance per database. SQLite gets a single connection: it allows one writer, and
 * a single connection serialises transactions instead of failing them with SQLITE_BUSY.
 */
export function createKnex(target: DatabaseTarget, options: KnexOptions = {}): Knex {
  if (target.dialect === 'sqlite') {
    if (target.connection !== ':memory:') mkdirSync(dirname(target.connection), { recursive: true });
    return knex({
      client: CachedStatementsSqliteClient as unknown as typeof Knex.Client,
      connection: { filename: target.connection },
      useNullAsDefault: true,
      log: options.log ?? knexLog,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void) => {
          try {
            conn.pragma('foreign_keys = ON');
            conn.pragma('journal_mode = WAL');
            conn.pragma('busy_timeout = 5000');
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    });
  }
  return knex({
    client: 'pg',
    connection: target.connection,
    searchPath: options.schema === undefined ? undefined : [options.schema],
    pool: { min: 0, max: options.poolMax ?? 10 },
    log: options.log ?? knexLog,
  });
}

/**
 * knex's own messages without its defaults: knex prints them with console.log, on stdout, where a
 * command's output (or its --json) goes, and every failed connection attempt with its stack. That
 * failure also rejects the query, and the caller reports it (at start as one line: open-database.ts),
 * so it is dropped; anything else goes to stderr.
 */
export const knexLog: KnexLog = {
  warn: (message) => {
    if (typeof message === 'string' && message.startsWith('Acquire connection error')) return;
    console.warn(message);
  },
  error: (message) => console.error(message),
  deprecate: (message) => console.warn(message),
};

interface SqliteConnection {
  pragma(statement: string): unknown;
}

export const isPostgres = (db: Knex): boolean => db.client.config.client === 'pg';
