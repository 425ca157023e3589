import type { Knex } from 'knex';

/**
 * How long a main profile's proposals run (docs/design.md#proposal-writer); the other search
 * profiles keep it in their JSON rules, where a row without it reads the default.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => {
    table.string('proposal_length', 10).notNullable().defaultTo('standard');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bidding_settings', (table) => table.dropColumn('proposal_length'));
}
