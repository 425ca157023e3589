import type { Knex } from 'knex';

/**
 * What gets bid (docs/design.md#matching-and-pricing, #client-screening, #fit-score, #review-lane):
 * one column per setting, so two patches of different settings both land as before. Money is kept
 * as whole US cents like min_bid_usd_cents; keyword, language, country and client lists are JSON
 * arrays read whole with the row. Every default leaves an existing user's bidding as it was, apart
 * from offering the client's own timeline where a project states one.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => {
    table.integer('min_skill_matches').notNullable().defaultTo(1);
    table.integer('min_skill_share_percent').notNullable().defaultTo(0);
    table.text('excluded_keywords').notNullable().defaultTo('[]');
    table.text('required_keywords').notNullable().defaultTo('[]');
    table.boolean('bid_on_fixed_projects').notNullable().defaultTo(true);
    table.bigInteger('fixed_budget_min_usd_cents').nullable();
    table.bigInteger('fixed_budget_max_usd_cents').nullable();
    table.bigInteger('hourly_budget_min_usd_cents').nullable();
    table.bigInteger('hourly_budget_max_usd_cents').nullable();
    table.text('languages').notNullable().defaultTo('[]');
    table.bigInteger('min_hourly_rate_usd_cents').notNullable().defaultTo(0);
    table.boolean('use_client_timeline').notNullable().defaultTo(true);
    table.integer('milestone_percentage').notNullable().defaultTo(100);
    table.boolean('require_payment_verified').notNullable().defaultTo(false);
    table.double('min_client_rating').notNullable().defaultTo(0);
    table.integer('min_client_reviews').notNullable().defaultTo(0);
    table.text('blocked_countries').notNullable().defaultTo('[]');
    table.text('blocked_client_ids').notNullable().defaultTo('[]');
    table.integer('min_fit_score').notNullable().defaultTo(0);
    table.string('review_mode', 16).notNullable().defaultTo('auto');
    table.integer('hold_below_fit_score').notNullable().defaultTo(50);
    table.boolean('hold_on_guard_warning').notNullable().defaultTo(true);
    table.bigInteger('hold_above_amount_usd_cents').nullable();
    table.boolean('hold_new_client_country').notNullable().defaultTo(false);
    table.integer('draft_expiry_minutes').notNullable().defaultTo(60);
  });
}

const COLUMNS = [
  'min_skill_matches',
  'min_skill_share_percent',
  'excluded_keywords',
  'required_keywords',
  'bid_on_fixed_projects',
  'fixed_budget_min_usd_cents',
  'fixed_budget_max_usd_cents',
  'hourly_budget_min_usd_cents',
  'hourly_budget_max_usd_cents',
  'languages',
  'min_hourly_rate_usd_cents',
  'use_client_timeline',
  'milestone_percentage',
  'require_payment_verified',
  'min_client_rating',
  'min_client_reviews',
  'blocked_countries',
  'blocked_client_ids',
  'min_fit_score',
  'review_mode',
  'hold_below_fit_score',
  'hold_on_guard_warning',
  'hold_above_amount_usd_cents',
  'hold_new_client_country',
  'draft_expiry_minutes',
];

export async function down(db: Knex): Promise<void> {
  // SQLite drops a column by rebuilding the table, so the columns go one statement at a time.
  for (const column of COLUMNS) await db.schema.alterTable('bidding_settings', (table) => table.dropColumn(column));
}
