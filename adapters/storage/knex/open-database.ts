import { closeSync, openSync, readSync } from 'node:fs';
import knex, { type Knex } from 'knex';
import { createKnex, knexLog, type DatabaseTarget, type KnexOptions } from './knex-client.js';

/** The database named by DATABASE_URL cannot be reached or created; the message is one line, without the password. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/**
 * The SQLite file DATABASE_URL names is there but is no database, or a damaged one: trying again
 * will not help, so it is no "cannot reach". The message names the file.
 */
export class NotADatabaseError extends Error {
  override readonly name = 'NotADatabaseError';
}

/** SQLite's codes for a file that is not a database or whose pages are damaged. */
const UNUSABLE_FILE_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

/** Postgres's answer for a database the server does not have (invalid_catalog_name). */
const NO_SUCH_DATABASE = '3D000';

/** The server is there, but the database DATABASE_URL names was never created on it. */
export const isMissingDatabase = (error: unknown): boolean =>
  error instanceof Error && (('code' in error && error.code === NO_SUCH_DATABASE) || isMissingDatabase(error.cause));

const isUnusableFile = (error: unknown): boolean =>
  error instanceof Error &&
  (('code' in error && UNUSABLE_FILE_CODES.has(String(error.code))) || isUnusableFile(error.cause));

/**
 * Connects and asks the database one question before anything else runs, so that an unreachable
 * server or an uncreatable file stops the start with one line naming DATABASE_URL, instead of a
 * driver's stack trace from whichever query happened to come first.
 */
export async function openDatabase(target: DatabaseTarget, options: KnexOptions = {}): Promise<Knex> {
  return connected(target, () => createKnex(target, options));
}

/**
 * Opens the database only to read it, changing nothing on disk, for a caller that may then refuse
 * it (no BidPilot database there): openDatabase switches a SQLite file to WAL, which writes its
 * header (an empty file grows to 4 KB, another program's database changes journal mode), and
 * creates a file that is not there. So a SQLite file not in WAL mode opens read-only. One in WAL
 * mode opens as openDatabase does: switching it changes nothing, and only a writable connection
 * removes its -wal and -shm files on closing, where a read-only one leaves them behind.
 */
export async function openDatabaseToRead(target: DatabaseTarget): Promise<Knex> {
  if (target.dialect !== 'sqlite' || target.connection === ':memory:' || inWalMode(target.connection))
    return openDatabase(target);
  return connected(target, () =>
    knex({
      client: 'better-sqlite3',
      connection: { filename: target.connection, options: { readonly: true } },
      useNullAsDefault: true,
      log: knexLog,
      pool: { min: 1, max: 1, afterCreate: readHeader },
    }),
  );
}

interface SqliteConnection {
  pragma(statement: string): unknown;
}

/**
 * Reads the header as the connection opens, as openDatabase's switch to WAL does: a file that is
 * no database fails there in SQLite's own words, not in a query's, which knex prefixes with its SQL.
 */
function readHeader(conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void): void {
  try {
    conn.pragma('schema_version');
    done(null, conn);
  } catch (error) {
    done(error as Error, conn);
  }
}

/** The SQLite header's first bytes, and where it says WAL (file format versions 2, not 1 as in rollback mode). */
const SQLITE_MAGIC = 'SQLite format 3\0';
const WAL_VERSIONS = 2;

function inWalMode(file: string): boolean {
  const header = Buffer.alloc(20);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const read = readSync(fd, header, 0, header.length, 0);
    return read === header.length && header.toString('latin1', 0, 16) === SQLITE_MAGIC && header[18] === WAL_VERSIONS;
  } finally {
    closeSync(fd);
  }
}

async function connected(target: DatabaseTarget, create: () => Knex): Promise<Knex> {
  let db: Knex | undefined;
  try {
    db = create();
    await db.raw('select 1');
    return db;
  } catch (error) {
    await db?.destroy();
    if (target.dialect === 'sqlite' && isUnusableFile(error))
      throw new NotADatabaseError(
        `Not a SQLite database: ${target.connection} (${reasonOf(error, target)}). Point DATABASE_URL or DATA_DIR at the BidPilot database, or restore this file from a backup.`,
      );
    const url = describeDatabaseUrl(target);
    throw new DatabaseUnavailableError(`Cannot open the database at DATABASE_URL=${url}: ${reasonOf(error, target)}`, {
      cause: error,
    });
  }
}

/** Query parameters that carry a secret: password, sslpassword, sslkey, api_token, client_secret… */
const SECRET_PARAMETER = /pass|secret|key|token/i;

const MASK = '***';

/**
 * DATABASE_URL as it may be printed: the password of its user and the value of every query
 * parameter that carries a secret (`?password=`, `?sslpassword=`, `?sslkey=`) become ***.
 */
export function describeDatabaseUrl(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `sqlite:${target.connection}`;
  try {
    const url = new URL(target.connection);
    if (url.password !== '') url.password = MASK;
    const parameters = [...url.searchParams];
    if (parameters.some(([name]) => SECRET_PARAMETER.test(name)))
      url.search = new URLSearchParams(
        parameters.map(([name, value]) => [name, SECRET_PARAMETER.test(name) ? MASK : value]),
      ).toString();
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

function reasonOf(error: unknown, target: DatabaseTarget): string {
  // Connecting to "localhost" tries IPv4 and IPv6 and fails with an AggregateError whose own message is empty.
  const first = error instanceof AggregateError && error.message === '' ? error.errors[0] : error;
  const message = (first instanceof Error ? first.message : String(first)).split('\n')[0] ?? '';
  return secretsOf(target).reduce((masked, secret) => masked.split(secret).join(MASK), message);
}

/** The secrets DATABASE_URL holds, as a driver's message may quote them. */
function secretsOf(target: DatabaseTarget): readonly string[] {
  if (target.dialect === 'sqlite') return [];
  try {
    const url = new URL(target.connection);
    const inQuery = [...url.searchParams].filter(([name]) => SECRET_PARAMETER.test(name)).map(([, value]) => value);
    return [decodeURIComponent(url.password), ...inQuery].filter((secret) => secret !== '');
  } catch {
    return [];
  }
}
