import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { noteWrite, SqliteCommitWatch, type CommitStamp } from './sqlite-commit-watch.js';

const require = createRequire(import.meta.url);

/** The members of knex's own better-sqlite3 client this one builds on (knex ships no types for them). */
interface KnexSqliteClient extends Knex.Client {
  acquireRawConnection(): Promise<unknown>;
  destroyRawConnection(connection: unknown): Promise<void>;
  _query(connection: unknown, query: unknown): Promise<unknown>;
  _formatBindings(bindings: readonly unknown[] | undefined): unknown[];
}

const KnexBetterSqlite3Client = require('knex/lib/dialects/better-sqlite3/index.js') as new (
  config: Knex.Config,
) => KnexSqliteClient;

export interface Statement {
  readonly reader: boolean;
  raw(toggle: boolean): Statement;
  get(bindings: readonly unknown[]): unknown;
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}

export interface Connection {
  readonly open: boolean;
  /** The database file as it was opened. */
  readonly name: string;
  readonly memory: boolean;
  prepare(sql: string): Statement;
}

interface Pool {
  numUsed(): number;
  numPendingAcquires(): number;
}

interface CompiledQuery {
  sql?: string;
  bindings?: unknown[];
  options?: { safeIntegers?: boolean };
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

/** Distinct SQL texts kept per connection and row shape; the app issues a few hundred at most. */
const STATEMENTS_PER_CONNECTION = 1_000;

/** A connection's prepared statements by SQL text, rows as objects and (raw) rows as arrays of values. */
interface StatementCache {
  readonly objects: Map<string, Statement>;
  readonly raw: Map<string, Statement>;
}

// Not instance fields: knex runs transactions on a copy of the client built from its prototype.
const statementsByConnection = new WeakMap<Connection, StatementCache>();
/** The pool's one connection, by the client that opened it (never a transaction's copy). */
const connectionByClient = new WeakMap<object, Connection>();
/** A connection's watch on commits to its database file, null where it has none (in memory, not WAL). */
const commitWatchByConnection = new WeakMap<Connection, SqliteCommitWatch | null>();

/**
 * knex's better-sqlite3 client prepares every statement anew, and preparing costs more than
 * running most of our queries. This client keeps each connection's prepared statements by SQL
 * text: knex builds the same text for the same query shape, with values as bindings.
 */
export class CachedStatementsSqliteClient extends KnexBetterSqlite3Client {
  override async acquireRawConnection(): Promise<unknown> {
    const connection = (await super.acquireRawConnection()) as Connection;
    connectionByClient.set(this, connection);
    return connection;
  }

  override async destroyRawConnection(connection: unknown): Promise<void> {
    if (connectionByClient.get(this) === connection) connectionByClient.delete(this);
    // Closed first: once the connection is gone SQLite may remove the -shm file the watch reads.
    commitWatchByConnection.get(connection as Connection)?.close();
    commitWatchByConnection.delete(connection as Connection);
    await super.destroyRawConnection(connection);
  }

  /**
   * The pool's connection when nothing holds it: a synchronous read on it cannot interleave with
   * a transaction (which holds the connection from BEGIN to COMMIT), so it needs no checkout.
   */
  idleConnection(): Connection | undefined {
    const connection = connectionByClient.get(this);
    const pool = this.pool as Pool | undefined;
    if (connection === undefined || !connection.open || pool === undefined) return undefined;
    return pool.numUsed() === 0 && pool.numPendingAcquires() === 0 ? connection : undefined;
  }

  override async _query(connection: Connection, query: CompiledQuery): Promise<CompiledQuery> {
    if (query.sql === undefined || query.sql === '') throw new Error('The query is empty');
    // Per-query integer modes would leak into the shared statement: let knex handle those.
    if (typeof query.options?.safeIntegers === 'boolean')
      return (super._query(connection, query) as Promise<CompiledQuery>).finally(noteWrite);
    const statement = preparedStatement(connection, query.sql);
    const bindings = this._formatBindings(query.bindings);
    if (statement.reader) {
      query.response = statement.all(bindings);
      return query;
    }
    try {
      const result = statement.run(bindings);
      query.response = result;
      query.context = { lastID: result.lastInsertRowid, changes: result.changes };
      return query;
    } finally {
      // Commit watches look at the file again on their next call, however recently they looked.
      noteWrite();
    }
  }
}

/**
 * The connection's prepared statement for `sql`, prepared once (one more, in raw mode, for `raw`).
 * Keyed by the caller's own SQL string, never a string built per call: the hot reads pass a
 * constant, whose hash V8 keeps, where a built key would be copied and hashed on every read.
 */
export function preparedStatement(connection: Connection, sql: string, raw = false): Statement {
  let caches = statementsByConnection.get(connection);
  if (caches === undefined) {
    caches = { objects: new Map(), raw: new Map() };
    statementsByConnection.set(connection, caches);
  }
  const cache = raw ? caches.raw : caches.objects;
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = raw ? connection.prepare(sql).raw(true) : connection.prepare(sql);
    if (cache.size >= STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
  }
  return statement;
}

/**
 * How stale a stamp may be about another process's commit (the admin CLI disabling a user): a
 * millisecond, so a server answering thousands of requests a second reads the -shm header about
 * once a millisecond instead of once a request (docs/adr/0005). This process's own commits are seen
 * at once.
 */
const OTHER_PROCESSES_COMMITS_SEEN_WITHIN_MS = 1;

/**
 * What the SQLite database `db` reads has answered since anything was last committed to it, by any
 * connection of this process, or of another more than a millisecond ago: the same stamp while
 * nothing has been, a new one after. Undefined
 * where that cannot be told without a query: Postgres, a transaction (which sees its own
 * uncommitted writes), a database in memory, no open connection.
 */
export function commitStamp(db: Knex): CommitStamp | undefined {
  if (db.isTransaction === true || !(db.client instanceof CachedStatementsSqliteClient)) return undefined;
  const connection = connectionByClient.get(db.client);
  if (connection === undefined || !connection.open) return undefined;
  let watch = commitWatchByConnection.get(connection);
  if (watch === undefined) {
    watch = connection.memory
      ? null
      : SqliteCommitWatch.open(resolve(connection.name), { recheckAfterMs: OTHER_PROCESSES_COMMITS_SEEN_WITHIN_MS });
    commitWatchByConnection.set(connection, watch);
  }
  return watch?.current();
}
