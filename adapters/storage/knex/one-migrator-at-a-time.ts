import type { Knex } from 'knex';
import { advisoryKey } from '../../locks/postgres-leader-lock.js';
import { isPostgres } from './knex-client.js';

/**
 * Runs `migrate` with no other process migrating the same tables. Servers starting together on one
 * Postgres would otherwise race: knex's own lock table makes every loser fail at start instead of
 * waiting. So on Postgres one migrates at a time under a transaction-scoped advisory lock named for
 * its migrations table (held on one pooled connection while the migration runs on others), and the
 * rest then find nothing to do. SQLite serves a single process.
 */
export async function oneMigratorAtATime(
  db: Knex,
  migrationsTable: string,
  migrate: () => Promise<unknown>,
): Promise<void> {
  if (!isPostgres(db)) {
    await migrate();
    return;
  }
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?::bigint)', [advisoryKey(migrationsTable)]);
    await migrate();
  });
}
