import type { Knex } from 'knex';

/**
 * Outcomes (docs/design.md#reply-sync, docs/design.md#funnel): when the client first wrote about a
 * bid's project, kept apart from the status so a replied bid later awarded still counts as replied;
 * and the project's skills as listed at bid time, for best skills by win rate (earlier bids have
 * none). The reply sync pages through submitted bids by (status, submitted_at_ms), which
 * bids_status_submitted_idx already serves; the funnel reads one user's window by
 * bids_user_submitted_idx.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.bigInteger('replied_at_ms').nullable();
    // A JSON array of names: read whole with the bid, never searched by the database.
    table.text('skills').notNullable().defaultTo('[]');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.dropColumn('skills');
    table.dropColumn('replied_at_ms');
  });
}
