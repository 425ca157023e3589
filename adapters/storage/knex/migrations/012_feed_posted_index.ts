import type { Knex } from 'knex';

/**
 * The feed poller reads from the newest posting instant stored (docs/design.md#feed-poll), once a
 * minute, over two days of projects: an index makes that one lookup instead of a scan.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('feed_projects', (table) => {
    table.index(['posted_at_ms'], 'feed_projects_posted_at');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('feed_projects', (table) => {
    table.dropIndex(['posted_at_ms'], 'feed_projects_posted_at');
  });
}
