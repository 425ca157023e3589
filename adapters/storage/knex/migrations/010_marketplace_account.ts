import type { Knex } from 'knex';

/**
 * The Freelancer account's own bids as last read from its self user
 * (docs/design.md#freelancer-bid-balance): remaining bids and the membership's limit (null when
 * Freelancer did not say), whether the account is limited, and when it was read (null: never).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('freelancer_profiles', (table) => {
    table.integer('marketplace_bids_remaining').nullable();
    table.integer('marketplace_bid_limit').nullable();
    table.boolean('marketplace_limited').notNullable().defaultTo(false);
    table.bigInteger('marketplace_checked_at_ms').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('freelancer_profiles', (table) => {
    table.dropColumn('marketplace_checked_at_ms');
    table.dropColumn('marketplace_limited');
    table.dropColumn('marketplace_bid_limit');
    table.dropColumn('marketplace_bids_remaining');
  });
}
