import type { Knex } from 'knex';

/**
 * The inbox and each user's channel choices (docs/design.md#notifications). A notification's
 * dedupe key is unique per user, so the same occurrence (an award, a plan's reminder for one
 * expiry date) is stored once however often its source sees it. The newest-first index serves
 * the list page, the unread count and the retention prune.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notifications', (table) => {
    table.string('id', 36).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('kind', 40).notNullable();
    table.text('title').notNullable();
    table.text('body').notNullable();
    table.text('link').nullable();
    table.text('data').notNullable();
    table.string('dedupe_key', 200).notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('read_at_ms').nullable();
    table.unique(['user_id', 'dedupe_key'], { indexName: 'notifications_dedupe_idx' });
    table.index(['user_id', 'created_at_ms'], 'notifications_user_newest_idx');
  });
  await db.schema.createTable('notification_preferences', (table) => {
    table.string('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.text('channels').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('notification_preferences');
  await db.schema.dropTableIfExists('notifications');
}
