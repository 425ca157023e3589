import type { Knex } from 'knex';
import { missingDatabaseFile } from '../../config/database-location.js';
import type { DatabaseTarget } from './knex-client.js';
import { isMissingDatabase, openDatabaseToRead } from './open-database.js';

/** Where knex records BidPilot's migrations: its default table, as migration-source.ts names none. */
const MIGRATIONS_TABLE = 'knex_migrations';

/**
 * Tables BidPilot may leave in a database that holds no migrations of its own: knex's lock table,
 * and the Freelancer simulator's (ADR 0009), which `bidpilot simulators` creates on a Postgres
 * database the servers beside it have not migrated yet.
 */
const isBidPilotTable = (name: string): boolean =>
  name.startsWith(MIGRATIONS_TABLE) || name.startsWith('sim_freelancer_');

/** What the database DATABASE_URL names holds, as far as BidPilot is concerned. */
export type DatabaseContents =
  /** No file, no Postgres database of that name, or no table in it but BidPilot's own. */
  | { readonly kind: 'nothing' }
  /** BidPilot's database: the migrations applied to it, oldest first. */
  | { readonly kind: 'bidpilot'; readonly applied: readonly string[] }
  /** Another program's database: tables, and no BidPilot migrations. Migrating would mix BidPilot's tables into it. */
  | { readonly kind: 'foreign'; readonly tables: readonly string[] };

/** Reads what the database holds, creating nothing and changing nothing (openDatabaseToRead). */
export async function readDatabaseContents(target: DatabaseTarget): Promise<DatabaseContents> {
  // Opening a SQLite file that is not there would create it.
  if (missingDatabaseFile(target)) return { kind: 'nothing' };
  // A Postgres database not created yet holds nothing, as a SQLite file not there: no unreachable server.
  const db = await openDatabaseToRead(target).catch((error: unknown) => {
    if (isMissingDatabase(error)) return null;
    throw error;
  });
  if (db === null) return { kind: 'nothing' };
  try {
    if (await db.schema.hasTable(MIGRATIONS_TABLE)) {
      const rows: readonly { readonly name: string }[] = await db(MIGRATIONS_TABLE).select('name').orderBy('id');
      return { kind: 'bidpilot', applied: rows.map((row) => row.name) };
    }
    const tables = (await tablesOf(target, db)).filter((name) => !isBidPilotTable(name));
    return tables.length === 0 ? { kind: 'nothing' } : { kind: 'foreign', tables };
  } finally {
    await db.destroy();
  }
}

/**
 * The tables and views where BidPilot's tables would go, sorted. On SQLite the whole file but for
 * SQLite's own; on Postgres only the schema knex creates them in and looks for its migrations in
 * (current_schema(): public, unless the URL's search_path says otherwise), so other schemas (a job
 * queue's, an extension's) leave a database free for BidPilot.
 */
async function tablesOf(target: DatabaseTarget, db: Knex): Promise<readonly string[]> {
  if (target.dialect === 'sqlite') {
    const rows: readonly { readonly name: string }[] = await db('sqlite_master')
      .select('name')
      .whereIn('type', ['table', 'view'])
      .orderBy('name');
    return rows.map((row) => row.name).filter((name) => !name.startsWith('sqlite_'));
  }
  const { rows } = await db.raw<{ rows: readonly { readonly name: string }[] }>(
    `select c.relname as name from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by c.relname`,
  );
  return rows.map((row) => row.name);
}
