import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppConfig } from './app-config.js';
import { ConfigError } from './env.js';
import type { DatabaseTarget } from '../storage/knex/knex-client.js';

/** The default SQLite file before it moved into DATA_DIR, relative to the working folder. */
const EARLIER_DEFAULT = './data/bidpilot.sqlite';
/** The secrets a database at the earlier default was written with, when DATA_DIR was ./data then. */
const EARLIER_DEFAULT_SECRETS = './data/secrets.json';

/**
 * Refuses to create an empty database in DATA_DIR while an earlier version's database, written
 * with a DATA_DIR elsewhere, is still at the old default path: starting on an empty one would look
 * as if every account had vanished. A database with a secrets.json beside it is a data folder of
 * its own, not a stranded one. Checked when the database opens, not when the configuration is
 * read, so that reading the configuration never depends on the working folder's contents.
 */
export function refuseToLeaveEarlierDatabaseBehind(config: AppConfig): void {
  if (config.raw.DATABASE_URL !== undefined || config.database.dialect !== 'sqlite') return;
  const current = config.database.connection;
  if (resolve(current) === resolve(EARLIER_DEFAULT) || existsSync(current)) return;
  if (!existsSync(EARLIER_DEFAULT) || existsSync(EARLIER_DEFAULT_SECRETS)) return;
  throw new ConfigError(
    `DATABASE_URL is not set, so the database is ${current} (in DATA_DIR, beside secrets.json), but an earlier version's database is at ${EARLIER_DEFAULT}: move it there (with its -wal and -shm files, if any), or set DATABASE_URL=sqlite:${EARLIER_DEFAULT}`,
  );
}

/**
 * The SQLite file the configuration names is not there: opening it would create an empty
 * database. The CLI refuses to, except in `db migrate` (adapters/composition/cli-runtime.ts).
 */
export const missingDatabaseFile = (target: DatabaseTarget): boolean =>
  target.dialect === 'sqlite' && target.connection !== ':memory:' && !existsSync(target.connection);
