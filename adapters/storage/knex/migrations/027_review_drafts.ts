import type { Knex } from 'knex';

/**
 * The review lane (docs/design.md#review-lane). One draft per user and project (a retried job finds
 * the draft it made); waiting drafts are read per user soonest-due first, and the expiry sweep reads
 * every user's due drafts by status and due time. bid_client_countries holds each client country a
 * user has bid into, so "a first bid into a new country" is one primary-key lookup, not a scan of the
 * bid log (which keeps no country).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('review_drafts', (table) => {
    table.string('id', 36).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('bid_id', 36).notNullable();
    table.string('project_id', 64).notNullable();
    table.text('project_title').notNullable();
    table.text('project_url').notNullable();
    table.string('project_type', 16).notNullable();
    table.text('description').notNullable();
    table.double('budget_min').notNullable();
    table.double('budget_max').nullable();
    table.string('currency', 8).notNullable();
    table.string('client_id', 64).nullable();
    table.string('client_country', 8).nullable();
    table.text('proposal').notNullable();
    table.bigInteger('amount_minor').notNullable();
    table.bigInteger('amount_usd_cents').notNullable();
    table.integer('period_days').notNullable();
    table.integer('fit_score').nullable();
    table.text('hold_reasons').notNullable();
    table.string('status', 16).notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('expires_at_ms').notNullable();
    table.bigInteger('decided_at_ms').nullable();
    table.text('job').notNullable();
    table.unique(['user_id', 'project_id'], { indexName: 'review_drafts_user_project_idx' });
    table.index(['user_id', 'status', 'expires_at_ms'], 'review_drafts_user_status_idx');
    table.index(['status', 'expires_at_ms'], 'review_drafts_due_idx');
  });
  await db.schema.createTable('bid_client_countries', (table) => {
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('country', 8).notNullable();
    table.primary(['user_id', 'country']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('bid_client_countries');
  await db.schema.dropTableIfExists('review_drafts');
}
