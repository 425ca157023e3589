import type { Knex } from 'knex';

/**
 * The shared project feed: each active project once, as first seen, for the dispatcher to match
 * against every due user. Times are epoch milliseconds, as in the other tables.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('feed_projects', (table) => {
    table.string('id').primary();
    // The project as the engine sees it (core's Project), as JSON text.
    table.text('project').notNullable();
    table.bigInteger('posted_at_ms').notNullable();
    table.bigInteger('first_seen_at_ms').notNullable();
    table.index(['first_seen_at_ms'], 'feed_projects_first_seen');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('feed_projects');
}
