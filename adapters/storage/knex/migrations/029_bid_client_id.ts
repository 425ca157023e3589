import type { Knex } from 'knex';

/**
 * The client a bid was for (the project's owner on the marketplace), kept when the bid is logged so
 * its detail can offer "Never bid for this client" (docs/design.md#settings-for-what-gets-bid).
 * Rows from before stay null: the detail then offers nothing rather than a guess.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.string('client_id', 32).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => table.dropColumn('client_id'));
}
