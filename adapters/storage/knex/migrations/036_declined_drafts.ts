import type { Knex } from 'knex';

/**
 * A review draft the user rejected, or that expired unreviewed, now closes its bid row `declined`
 * rather than `failed` (docs/design.md#review-lane): nothing was sent, so it is no failure. The rows
 * closed before are moved too, found by their draft, so every figure reads them alike. Their history
 * (`cancelled`) and update time stay as they were: what happened did not change, only its name.
 */
export async function up(db: Knex): Promise<void> {
  await db('bids')
    .where({ status: 'failed' })
    .whereIn('id', db('review_drafts').whereIn('status', ['rejected', 'expired']).select('bid_id'))
    .update({ status: 'declined' });
}

export async function down(db: Knex): Promise<void> {
  await db('bids').where({ status: 'declined' }).update({ status: 'failed' });
}
