import type { Knex } from 'knex';

/**
 * What a bid's detail needs to explain its price truthfully (docs/design.md#matching-and-pricing):
 * the first milestone's share sent with it (Freelancer's `milestone_percentage`) and the user's
 * lowest hourly rate when it was priced. Rows from before answer null: priced by the earlier rule,
 * sent with the whole amount as the first milestone.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.double('milestone_percentage').nullable();
    table.bigInteger('min_hourly_rate_usd_cents').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    for (const column of ['min_hourly_rate_usd_cents', 'milestone_percentage']) table.dropColumn(column);
  });
}
