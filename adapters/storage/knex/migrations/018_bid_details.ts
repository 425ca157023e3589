import type { Knex } from 'knex';

/**
 * A bid, whole (docs/design.md#bid-detail): the project as it was bid on (brief, type, budget in
 * the bid's minor units, the period sent) and why it matched (the skills shared with the user's
 * settings, the amount rule's percentage and floor), kept when the bid is logged; rows from before
 * answer nulls, never a guess. `bid_events` is each bid's status history, appended by the write
 * that changes the status; `seq` orders entries of one instant as they were appended.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.text('project_description').nullable();
    table.string('project_type', 16).nullable();
    table.bigInteger('budget_min_minor').nullable();
    table.bigInteger('budget_max_minor').nullable();
    table.integer('period_days').nullable();
    table.text('matched_skills').nullable();
    table.double('bid_percentage').nullable();
    table.bigInteger('min_bid_usd_cents').nullable();
  });
  await db.schema.createTable('bid_events', (table) => {
    table.increments('seq').primary();
    table.string('bid_id').notNullable().references('id').inTable('bids').onDelete('CASCADE');
    table.string('user_id').notNullable();
    table.string('kind', 16).notNullable();
    table.bigInteger('at_ms').notNullable();
    table.text('detail').nullable();
    table.index(['bid_id', 'at_ms'], 'bid_events_bid_at_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('bid_events');
  await db.schema.alterTable('bids', (table) => {
    for (const column of [
      'min_bid_usd_cents',
      'bid_percentage',
      'matched_skills',
      'period_days',
      'budget_max_minor',
      'budget_min_minor',
      'project_type',
      'project_description',
    ])
      table.dropColumn(column);
  });
}
