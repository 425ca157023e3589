import type { Knex } from 'knex';

/**
 * Search profiles (docs/design.md#search-profiles). The main profile stays the settings row, with
 * a name of its own; each further profile is a row holding its rules as one JSON text, validated
 * when read, since the rules grow with the settings and are only ever read whole. A bid keeps the
 * profile that found it (null: the main one, as every bid before this migration).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => {
    table.string('profile_name', 60).notNullable().defaultTo('Main profile');
  });
  await db.schema.createTable('search_profiles', (table) => {
    table.string('id', 36).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 60).notNullable();
    table.boolean('is_active').notNullable().defaultTo(true);
    table.text('rules').notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.index(['user_id', 'created_at_ms']);
  });
  // Two profiles of one account never share a name, whatever the case (ASCII case: the use case folds the rest).
  await db.raw('create unique index search_profiles_user_name on search_profiles (user_id, lower(name))');
  await db.schema.alterTable('bids', (table) => {
    table.string('profile_id', 36).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => table.dropColumn('profile_id'));
  await db.schema.dropTable('search_profiles');
  await db.schema.alterTable('bidding_settings', (table) => table.dropColumn('profile_name'));
}
