import type { Knex } from 'knex';

/**
 * Portfolio items (docs/design.md#portfolio): past work a user enters on their Profile, a row each,
 * the skills as one JSON text (only ever read whole). `position` keeps the order of entry, which
 * breaks ties when two items share as many skills with a project; items go with their user.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('portfolio_items', (table) => {
    table.string('id', 36).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.string('title', 100).notNullable();
    table.string('url', 500).notNullable();
    table.text('skills').notNullable();
    table.string('summary', 200).notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.unique(['user_id', 'position']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('portfolio_items');
}
