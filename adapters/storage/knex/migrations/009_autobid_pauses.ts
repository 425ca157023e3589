import type { Knex } from 'knex';

/**
 * Freelancer's refusals that concern the whole account pause the user's autobidding, and the kinds
 * of project it refused are remembered (docs/design.md#refusals). The pause is its code,
 * Freelancer's message, when it began and when a cool-down ends (null: until the user acts).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => {
    table.string('pause_code', 32).nullable();
    table.text('pause_message').nullable();
    table.bigInteger('pause_since_ms').nullable();
    table.bigInteger('pause_until_ms').nullable();
    table.bigInteger('slow_pace_until_ms').nullable();
    // A JSON list of project kinds, e.g. ["featured","nda"].
    table.text('unbiddable_kinds').notNullable().defaultTo('[]');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => {
    table.dropColumn('pause_code');
    table.dropColumn('pause_message');
    table.dropColumn('pause_since_ms');
    table.dropColumn('pause_until_ms');
    table.dropColumn('slow_pace_until_ms');
    table.dropColumn('unbiddable_kinds');
  });
}
