import type { Knex } from 'knex';

/**
 * Prompt experiments (docs/design.md#prompt-experiments). A variant row is one prompt a profile
 * tries beside its own; the running ones (no `ended_at_ms`) are the experiment. Ended rows stay,
 * so the bids written with them still name their arm. A bid keeps the variant it was written with
 * (null: the profile's own prompt, as every bid before this migration).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('prompt_variants', (table) => {
    table.string('id', 36).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // 'main' for the main profile, else a search profile's id: no foreign key, the main one has no row.
    table.string('profile_id', 36).notNullable();
    table.string('name', 60).notNullable();
    table.text('prompt').notNullable();
    table.integer('share_percent').notNullable();
    table.integer('position').notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('ended_at_ms').nullable();
    table.index(['user_id', 'profile_id', 'ended_at_ms']);
  });
  await db.schema.alterTable('bids', (table) => {
    table.string('prompt_variant_id', 36).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => table.dropColumn('prompt_variant_id'));
  await db.schema.dropTable('prompt_variants');
}
