import type { Knex } from 'knex';

/**
 * A take wants the queue's oldest due job: (run_after_ms, created_at_ms) among its queued rows.
 * With only (queue, state, run_after_ms) indexed, a queue of thousands of jobs due in the same
 * instant (a dispatcher tick's first bids) was read and sorted whole on every take.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw("create index jobs_queued_take on jobs (queue, run_after_ms, created_at_ms) where state = 'queued'");
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index jobs_queued_take');
}
