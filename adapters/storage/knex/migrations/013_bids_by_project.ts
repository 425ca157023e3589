import type { Knex } from 'knex';

/**
 * The dispatcher asks, once per tick, which of the feed's new projects its users already bid on.
 * Read by project, the answer costs the bids on those few recent projects, whatever the users'
 * history; read by user, it costs either every user's history or users × projects index probes.
 * The index holds both columns, so the read never touches the table.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.index(['project_id', 'user_id'], 'bids_project_user_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.dropIndex(['project_id', 'user_id'], 'bids_project_user_idx');
  });
}
