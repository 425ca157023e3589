import type { Knex } from 'knex';
import { createKnex, type DatabaseTarget, type KnexOptions } from './knex-client.js';

/** The database named by DATABASE_URL cannot be reached or created; the message is one line, without the password. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/**
 * Connects and asks the database one question before anything else runs, so that an unreachable
 * server or an uncreatable file stops the start with one line naming DATABASE_URL, instead of a
 * driver's stack trace from whichever query happened to come first.
 */
export async function openDatabase(target: DatabaseTarget, options: KnexOptions = {}): Promise<Knex> {
  let db: Knex | undefined;
  try {
    db = createKnex(target, options);
    await db.raw('select 1');
    return db;
  } catch (error) {
    await db?.destroy();
    const url = describeDatabaseUrl(target);
    throw new DatabaseUnavailableError(`Cannot open the database at DATABASE_URL=${url}: ${reasonOf(error, target)}`);
  }
}

/** DATABASE_URL as it may be printed: a Postgres password becomes ***. */
export function describeDatabaseUrl(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `sqlite:${target.connection}`;
  try {
    const url = new URL(target.connection);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

function reasonOf(error: unknown, target: DatabaseTarget): string {
  // Connecting to "localhost" tries IPv4 and IPv6 and fails with an AggregateError whose own message is empty.
  const first = error instanceof AggregateError && error.message === '' ? error.errors[0] : error;
  const message = (first instanceof Error ? first.message : String(first)).split('\n')[0] ?? '';
  const password = passwordOf(target);
  return password === '' ? message : message.split(password).join('***');
}

function passwordOf(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return '';
  try {
    return decodeURIComponent(new URL(target.connection).password);
  } catch {
    return '';
  }
}
