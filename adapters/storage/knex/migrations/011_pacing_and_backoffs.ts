import type { Knex } from 'knex';

/**
 * Pacing of each user's bids and rate-limit backoffs per Freelancer token, shared by every process
 * on one database (docs/design.md#pacing-and-rate-limits). Times are epoch milliseconds, as in the
 * other tables. A slot is keyed by the bid it is for, which has no row of its own until the worker
 * takes the job; a token only by its SHA-256, never the token.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('bid_pacing', (table) => {
    table.string('bid_id').primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('at_ms').notNullable();
    table.index(['user_id', 'at_ms'], 'bid_pacing_user_at');
  });
  await db.schema.createTable('marketplace_backoffs', (table) => {
    table.string('token_key', 64).primary();
    table.integer('strikes').notNullable();
    table.bigInteger('until_ms').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('marketplace_backoffs');
  await db.schema.dropTableIfExists('bid_pacing');
}
