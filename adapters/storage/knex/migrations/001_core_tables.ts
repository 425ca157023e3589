import type { Knex } from 'knex';

/**
 * The core tables. Portable across SQLite and Postgres:
 * - ids are uuid text made by the adapters (crypto.randomUUID);
 * - instants are bigint epoch milliseconds (`*_ms`), which round-trip exactly on both
 *   (SQLite has no timestamp type; pg timestamptz keeps microseconds but knex/pg parse them
 *   through Date and the time zone settings) — the same choice as the bid ledger;
 * - money is integer minor units; booleans use knex `boolean` (0/1 on SQLite);
 * - list-valued fields (skills, features, gateway data) are JSON text, validated on read.
 */
export async function up(db: Knex): Promise<void> {
  await createUsersTable(db);
  await createUserSettingsTables(db);
  await createPricingTables(db);
  await createActivityTables(db);
}

async function createUsersTable(db: Knex): Promise<void> {
  await db.schema.createTable('users', (table) => {
    table.string('id').primary();
    table.text('name').notNullable();
    table.string('email', 320).notNullable().unique();
    table.text('password_hash').notNullable();
    table.string('role', 32).notNullable().defaultTo('user');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.string('subscription_status', 32).notNullable().defaultTo('inactive');
    table.string('subscription_plan').nullable();
    table.string('current_plan').nullable();
    table.string('plan_status', 32).notNullable().defaultTo('none');
    table.string('billing_period', 32).nullable();
    table.bigInteger('plan_purchase_date_ms').nullable();
    table.bigInteger('plan_expiration_date_ms').nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.index(['created_at_ms'], 'users_created_at_idx');
    table.index(['plan_status', 'plan_expiration_date_ms'], 'users_plan_expiry_idx');
  });
}

async function createUserSettingsTables(db: Knex): Promise<void> {
  await db.schema.createTable('bidding_settings', (table) => {
    table.string('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.boolean('is_active').notNullable();
    table.string('time_interval', 16).notNullable();
    table.integer('max_bids_threshold').notNullable();
    table.boolean('bid_on_hourly_projects').notNullable();
    table.text('skills').notNullable();
    table.string('time_limit', 16).notNullable();
    // 'no_limit' or a number, kept as text.
    table.string('bids_limit', 16).notNullable();
    table.integer('completion_period').notNullable();
    table.boolean('is_profile_verified').notNullable();
    table.boolean('schedule_autobidding').notNullable();
    table.string('start_time', 5).notNullable();
    table.string('end_time', 5).notNullable();
    table.string('timezone', 64).notNullable();
    table.bigInteger('min_bid_usd_cents').notNullable();
    // A share in percent, not money: a double is exact enough and round-trips on both.
    table.double('bid_percentage').notNullable();
    table.boolean('use_custom_prompt').notNullable();
    table.text('custom_prompt').notNullable();
    table.bigInteger('last_run_at_ms').nullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.index(['is_active'], 'bidding_settings_active_idx');
  });
  await db.schema.createTable('freelancer_profiles', (table) => {
    table.string('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    // base64(iv 12 bytes | GCM tag 16 bytes | ciphertext); never the clear token.
    table.text('oauth_token_encrypted').nullable();
    table.string('freelancer_user_id').nullable();
    table.bigInteger('updated_at_ms').notNullable();
  });
}

async function createPricingTables(db: Knex): Promise<void> {
  await db.schema.createTable('plans', (table) => {
    table.string('id').primary();
    table.string('slug').notNullable().unique();
    table.text('name').notNullable();
    table.text('description').notNullable();
    table.integer('monthly_price_cents').notNullable();
    table.integer('annual_price_cents').notNullable();
    table.integer('monthly_bids').nullable();
    table.integer('annual_bids').nullable();
    table.text('features').notNullable();
    table.integer('sort_order').notNullable();
    table.boolean('popular').notNullable();
    table.boolean('active').notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
  });
  await db.schema.createTable('addon_packs', (table) => {
    table.string('id').primary();
    table.integer('quantity').notNullable();
    table.integer('price_cents').notNullable();
    table.boolean('active').notNullable();
  });
}

async function createActivityTables(db: Knex): Promise<void> {
  await db.schema.createTable('bids', (table) => {
    table.string('id').primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('project_id').notNullable();
    table.text('project_title').notNullable();
    table.text('project_url').notNullable();
    table.string('status', 16).notNullable();
    table.bigInteger('amount_minor').notNullable();
    table.string('currency', 8).notNullable();
    table.text('proposal').notNullable();
    table.string('marketplace_bid_id').nullable();
    table.text('error_message').nullable();
    table.bigInteger('submitted_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.unique(['user_id', 'project_id'], { indexName: 'bids_user_project_unique' });
    table.index(['user_id', 'submitted_at_ms'], 'bids_user_submitted_idx');
    table.index(['status', 'submitted_at_ms'], 'bids_status_submitted_idx');
  });
  await db.schema.createTable('payments', (table) => {
    table.string('id').primary();
    table.string('payment_id').notNullable().unique();
    table.string('pf_payment_id').nullable();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('item_kind', 16).notNullable();
    // No foreign keys: a payment outlives the plan or pack it bought.
    table.string('plan_id').nullable();
    table.string('addon_pack_id').nullable();
    table.string('billing_type', 16).notNullable();
    table.text('item_name').notNullable();
    table.bigInteger('price_usd_cents').notNullable();
    table.bigInteger('amount_minor').notNullable();
    table.string('currency', 8).notNullable();
    table.string('status', 16).notNullable();
    table.string('payment_method', 32).notNullable();
    table.string('verification_status', 16).notNullable();
    table.integer('bids_allocated').notNullable();
    table.text('gateway_data').notNullable();
    table.bigInteger('completed_at_ms').nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.index(['created_at_ms'], 'payments_created_at_idx');
    table.index(['status', 'created_at_ms'], 'payments_status_created_idx');
    table.index(['user_id', 'created_at_ms'], 'payments_user_created_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'payments',
    'bids',
    'addon_packs',
    'plans',
    'freelancer_profiles',
    'bidding_settings',
    'users',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
