import { createRequire } from 'node:module';
import type { Knex } from 'knex';

const require = createRequire(import.meta.url);

/** The members of knex's own better-sqlite3 client this one builds on (knex ships no types for them). */
interface KnexSqliteClient extends Knex.Client {
  acquireRawConnection(): Promise<unknown>;
  destroyRawConnection(connection: unknown): Promise<void>;
  _query(connection: unknown, query: unknown): Promise<unknown>;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
}

const KnexBetterSqlite3Client = require('knex/lib/dialects/better-sqlite3/index.js') as new (config: Knex.Config) => KnexSqliteClient;

interface Statement {
  readonly reader: boolean;
  raw(toggle: boolean): Statement;
  get(bindings: readonly unknown[]): unknown;
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}

interface Connection {
  readonly open: boolean;
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

/** Distinct SQL texts kept per connection; the app issues a few hundred shapes at most. */
const STATEMENTS_PER_CONNECTION = 1_000;

// Not instance fields: knex runs transactions on a copy of the client built from its prototype.
const statementsByConnection = new WeakMap<Connection, Map<string, Statement>>();
/** The pool's one connection, by the client that opened it (never a transaction's copy). */
const connectionByClient = new WeakMap<object, Connection>();

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
    if (typeof query.options?.safeIntegers === 'boolean') return super._query(connection, query) as Promise<CompiledQuery>;
    const statement = preparedStatement(connection, query.sql);
    const bindings = this._formatBindings(query.bindings);
    if (statement.reader) {
      query.response = statement.all(bindings);
      return query;
    }
    const result = statement.run(bindings);
    query.response = result;
    query.context = { lastID: result.lastInsertRowid, changes: result.changes };
    return query;
  }
}

/** Cache keys of statements in raw mode (rows as arrays): no SQL text starts with a NUL. */
const RAW = '\u0000';

/** The connection's prepared statement for `sql`, prepared once (one more, in raw mode, for `raw`). */
function preparedStatement(connection: Connection, sql: string, raw = false): Statement {
  let cache = statementsByConnection.get(connection);
  if (cache === undefined) {
    cache = new Map();
    statementsByConnection.set(connection, cache);
  }
  const key = raw ? RAW + sql : sql;
  let statement = cache.get(key);
  if (statement === undefined) {
    statement = raw ? connection.prepare(sql).raw(true) : connection.prepare(sql);
    if (cache.size >= STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value as string);
    cache.set(key, statement);
  }
  return statement;
}

/** The first row of a read on the SQLite client's own connection, as an object or (raw) as values. */
async function firstOnSqlite(client: CachedStatementsSqliteClient, sql: string, bindings: readonly Knex.RawBinding[], raw: boolean): Promise<unknown> {
  const bindingValues = client._formatBindings([...bindings]);
  // Checking the connection out of the pool costs more than the read: skip it when it is idle.
  const idle = client.idleConnection();
  if (idle !== undefined) return preparedStatement(idle, sql, raw).get(bindingValues);
  const connection = (await client.acquireConnection()) as Connection;
  try {
    return preparedStatement(connection, sql, raw).get(bindingValues);
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * The first row of a read, skipping knex's query builder and runner on SQLite: on the hot paths
 * (the session user on every request) they cost several times the query itself. `sql` must be
 * portable (unquoted identifiers, `?` placeholders). Inside a transaction `db` is the transaction,
 * whose client hands out the transaction's own connection.
 */
export async function selectFirst<Row>(db: Knex, sql: string, bindings: readonly Knex.RawBinding[]): Promise<Row | undefined> {
  if (!(db.client instanceof CachedStatementsSqliteClient)) {
    const result = (await db.raw(sql, bindings)) as { rows: Row[] };
    return result.rows[0];
  }
  return (await firstOnSqlite(db.client, sql, bindings, false)) as Row | undefined;
}

/**
 * As selectFirst, the row as its values in the order `sql` selects them. better-sqlite3 builds a
 * row object property by property, which costs more than the read of a wide row: the session
 * user, read on every request, is mapped from its values instead. `sql` must name its columns.
 */
export async function selectFirstValues(db: Knex, sql: string, bindings: readonly Knex.RawBinding[]): Promise<readonly unknown[] | undefined> {
  if (!(db.client instanceof CachedStatementsSqliteClient)) {
    // pg builds each row with its fields in the select list's order.
    const row = await selectFirst<Record<string, unknown>>(db, sql, bindings);
    return row === undefined ? undefined : Object.values(row);
  }
  return (await firstOnSqlite(db.client, sql, bindings, true)) as readonly unknown[] | undefined;
}
