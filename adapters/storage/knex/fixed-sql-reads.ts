import type { Knex } from 'knex';
import {
  CachedStatementsSqliteClient,
  preparedStatement,
  type Connection,
  type Statement,
} from './cached-statements-sqlite-client.js';

/* Reads of a fixed SQL text that skip knex's query builder and runner (docs/adr/0005-sqlite-hot-reads.md). */

type Read = 'first' | 'firstValues' | 'all' | 'allValues';

/** Reads whose rows come as arrays of values, from the statement prepared in raw mode. */
const readsValues = (read: Read): boolean => read === 'firstValues' || read === 'allValues';

const readWith = (statement: Statement, read: Read, bindings: unknown[]): unknown =>
  read === 'all' || read === 'allValues' ? statement.all(bindings) : statement.get(bindings);

/**
 * A read on the SQLite client's own connection, its first row (as an object or, raw, as values) or all its rows:
 * on an idle connection read at once and answered as a settled promise (a failed read rejected),
 * with no async frame around it.
 */
function readOnSqlite(
  client: CachedStatementsSqliteClient,
  sql: string,
  bindings: readonly Knex.RawBinding[],
  read: Read,
): Promise<unknown> {
  // Checking the connection out of the pool costs more than the read: skip it when it is idle.
  const idle = client.idleConnection();
  if (idle === undefined) return readOnCheckedOut(client, sql, bindings, read);
  try {
    return Promise.resolve(
      readWith(preparedStatement(idle, sql, readsValues(read)), read, client._formatBindings(bindings)),
    );
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

async function readOnCheckedOut(
  client: CachedStatementsSqliteClient,
  sql: string,
  bindings: readonly Knex.RawBinding[],
  read: Read,
): Promise<unknown> {
  const connection = (await client.acquireConnection()) as Connection;
  try {
    return readWith(preparedStatement(connection, sql, readsValues(read)), read, client._formatBindings(bindings));
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
export function selectFirst<Row>(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Promise<Row | undefined> {
  if (db.client instanceof CachedStatementsSqliteClient)
    return readOnSqlite(db.client, sql, bindings, 'first') as Promise<Row | undefined>;
  return firstOnKnex<Row>(db, sql, bindings);
}

async function firstOnKnex<Row>(db: Knex, sql: string, bindings: readonly Knex.RawBinding[]): Promise<Row | undefined> {
  const result = (await db.raw(sql, bindings)) as { rows: Row[] };
  return result.rows[0];
}

/**
 * As selectFirst, the row as its values in the order `sql` selects them. better-sqlite3 builds a
 * row object property by property, which costs more than the read of a wide row: the session
 * user, read on every request, is mapped from its values instead. `sql` must name its columns.
 */
export function selectFirstValues(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Promise<readonly unknown[] | undefined> {
  if (db.client instanceof CachedStatementsSqliteClient)
    return readOnSqlite(db.client, sql, bindings, 'firstValues') as Promise<readonly unknown[] | undefined>;
  // pg builds each row with its fields in the select list's order.
  return firstOnKnex<Record<string, unknown>>(db, sql, bindings).then((row) =>
    row === undefined ? undefined : Object.values(row),
  );
}

/**
 * Every row of a read, as selectFirst reads one: for a hot list with a fixed shape (a user's page
 * of bid logs), where building the query with knex costs more than running it.
 */
export function selectRows<Row>(db: Knex, sql: string, bindings: readonly Knex.RawBinding[]): Promise<Row[]> {
  if (db.client instanceof CachedStatementsSqliteClient)
    return readOnSqlite(db.client, sql, bindings, 'all') as Promise<Row[]>;
  return (db.raw(sql, bindings) as Promise<{ rows: Row[] }>).then((result) => result.rows);
}

/**
 * As selectRows, each row as its values in the order `sql` selects them (as selectFirstValues
 * reads one): a page of ten bid log entries read as objects cost half again as much as the read.
 */
export function selectRowsValues(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Promise<ReadonlyArray<readonly unknown[]>> {
  if (db.client instanceof CachedStatementsSqliteClient)
    return readOnSqlite(db.client, sql, bindings, 'allValues') as Promise<ReadonlyArray<readonly unknown[]>>;
  // pg builds each row with its fields in the select list's order.
  return selectRows<Record<string, unknown>>(db, sql, bindings).then((rows) => rows.map((row) => Object.values(row)));
}
