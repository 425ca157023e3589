import type { Knex } from 'knex';

/**
 * The append-only bid ledger plus a running balance per user. The balance row is written in the
 * same transaction as every entry: its row lock serialises one user's writes on Postgres, and it
 * makes balance reads a single-row lookup instead of a sum over the user's history.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('bid_balances', (table) => {
    table.string('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.integer('plan').notNullable().defaultTo(0);
    table.integer('extra').notNullable().defaultTo(0);
    // The number of entries written so far: the next entry's per-user sequence number.
    table.integer('entry_count').notNullable().defaultTo(0);
    table.check('?? >= 0', ['plan'], 'bid_balances_plan_not_negative');
    table.check('?? >= 0', ['extra'], 'bid_balances_extra_not_negative');
  });
  await db.schema.createTable('bid_ledger_entries', (table) => {
    table.string('id').primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Orders a user's entries even when several share one timestamp (a fixed clock, one millisecond).
    table.integer('seq').notNullable();
    table.string('kind').notNullable();
    table.string('key').notNullable().unique();
    table.integer('plan_delta').notNullable();
    table.integer('extra_delta').notNullable();
    table.text('note').nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.unique(['user_id', 'seq']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('bid_ledger_entries');
  await db.schema.dropTableIfExists('bid_balances');
}
