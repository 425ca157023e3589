import type { Knex } from 'knex';

/**
 * The decision log (docs/design.md#decision-log). `decisions` keeps the projects a run considered
 * (bounded per run and per user, 14 days); a decision's skip reasons are a bit mask (SKIP_CODES
 * order), so the reason filter is one integer test. The run counts are aggregates upserted per
 * tick, complete whatever rows were kept: per user and UTC day (`day` = days since the epoch, as
 * the other daily figures group), skips per reason and day, and each user's last run.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('decisions', (table) => {
    table.bigIncrements('id').primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('project_id').notNullable();
    table.text('project_title').notNullable();
    table.text('project_url').notNullable();
    table.string('outcome', 16).notNullable();
    table.integer('reasons_mask').notNullable();
    table.text('detail').nullable();
    table.bigInteger('decided_at_ms').notNullable();
    table.index(['user_id', 'decided_at_ms'], 'decisions_user_decided');
    table.index(['user_id', 'project_id'], 'decisions_user_project');
    table.index(['decided_at_ms'], 'decisions_decided');
  });
  await db.schema.createTable('decision_days', (table) => {
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('day').notNullable();
    table.integer('scanned').notNullable();
    table.integer('matched').notNullable();
    table.integer('queued').notNullable();
    table.integer('skipped').notNullable();
    table.primary(['user_id', 'day']);
    table.index(['day'], 'decision_days_day');
  });
  await db.schema.createTable('decision_skip_days', (table) => {
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('day').notNullable();
    table.string('reason', 32).notNullable();
    table.integer('count').notNullable();
    table.primary(['user_id', 'day', 'reason']);
    table.index(['day'], 'decision_skip_days_day');
  });
  await db.schema.createTable('decision_last_runs', (table) => {
    table.string('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('ran_at_ms').notNullable();
    table.integer('scanned').notNullable();
    table.integer('matched').notNullable();
    table.integer('queued').notNullable();
    table.integer('skipped').notNullable();
    table.text('skipped_by_reason').notNullable();
    table.text('blocked').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('decision_last_runs');
  await db.schema.dropTableIfExists('decision_skip_days');
  await db.schema.dropTableIfExists('decision_days');
  await db.schema.dropTableIfExists('decisions');
}
