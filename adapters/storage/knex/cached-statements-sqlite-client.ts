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

/** The connection's prepared statement for `sql`, prepared once. */
function preparedStatement(connection: Connection, sql: string): Statement {
  let cache = statementsByConnection.get(connection);
  if (cache === undefined) {
    cache = new Map();
    statementsByConnection.set(connection, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = connection.prepare(sql);
    if (cache.size >= STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
  }
  return statement;
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
  const bindingValues = db.client._formatBindings([...bindings]);
  // Checking the connection out of the pool costs more than the read: skip it when it is idle.
  const idle = db.client.idleConnection();
  if (idle !== undefined) return preparedStatement(idle, sql).get(bindingValues) as Row | undefined;
  const connection = (await db.client.acquireConnection()) as Connection;
  try {
    return preparedStatement(connection, sql).get(bindingValues) as Row | undefined;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
