import type { Knex } from 'knex';

/**
 * Sign-in and registration rate-limit windows, shared by every server process on one database.
 * Times are epoch milliseconds, as in the other tables; the end is kept so expired windows can be
 * found (and deleted) by index without knowing each limit's length.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (table) => {
    table.string('key', 64).primary();
    table.integer('count').notNullable();
    table.bigInteger('window_started_at_ms').notNullable();
    table.bigInteger('window_ends_at_ms').notNullable();
    table.index(['window_ends_at_ms'], 'rate_limits_window_ends');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('rate_limits');
}
