import type { Knex } from 'knex';

/**
 * The funnel's plan bids spent (docs/design.md#funnel) sums a user's ledger entries of a 7 to 90
 * day window. A user's entries only grow (a debit per bid, for as long as they bid), so the read
 * seeks the window within the user's entries instead of walking their whole history.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bid_ledger_entries', (table) => {
    table.index(['user_id', 'created_at_ms'], 'bid_ledger_entries_user_created_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bid_ledger_entries', (table) => {
    table.dropIndex(['user_id', 'created_at_ms'], 'bid_ledger_entries_user_created_idx');
  });
}
