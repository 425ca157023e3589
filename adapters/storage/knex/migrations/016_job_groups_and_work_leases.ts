import type { Knex } from 'knex';

/**
 * Stopping a user's autobidding cancels their queued bids at once: jobs carry their group (the
 * user's id), indexed with the queue. And the bid worker runs jobs side by side, at most one in
 * flight per user and per Freelancer token across every process: `work_leases` holds those keys
 * (their SHA-256, never a token) until the job ends or the lease lapses.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('jobs', (table) => {
    table.string('group_key').nullable();
    table.index(['queue', 'group_key'], 'jobs_group');
  });
  await db.schema.createTable('work_leases', (table) => {
    table.string('lease_key').primary();
    table.string('holder').notNullable();
    table.bigInteger('expires_at_ms').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('work_leases');
  await db.schema.alterTable('jobs', (table) => {
    table.dropIndex(['queue', 'group_key'], 'jobs_group');
    table.dropColumn('group_key');
  });
}
