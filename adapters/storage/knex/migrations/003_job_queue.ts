import type { Knex } from 'knex';

/**
 * The table-backed job queue. Times are epoch milliseconds so that lease and backoff arithmetic
 * is plain integer SQL on both SQLite and Postgres.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('jobs', (table) => {
    table.string('id').primary();
    table.string('queue').notNullable();
    table.text('payload').notNullable();
    table.string('singleton_key').nullable();
    table.string('state').notNullable();
    // Takes so far: the attempt number of the current (or last) run.
    table.integer('attempt').notNullable().defaultTo(0);
    table.integer('retry_limit').notNullable();
    table.bigInteger('retry_delay_ms').notNullable();
    table.bigInteger('lease_ms').notNullable();
    table.bigInteger('run_after_ms').notNullable();
    table.bigInteger('lease_until_ms').nullable();
    table.text('last_error').nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('updated_at_ms').notNullable();
    table.check("?? in ('queued', 'active', 'completed', 'dead')", ['state'], 'jobs_state_known');
    table.index(['queue', 'state', 'run_after_ms'], 'jobs_due');
  });
  // At most one queued-or-active job per key: the index makes the rule race-free on both databases.
  await db.raw(
    "create unique index jobs_singleton on jobs (queue, singleton_key) where singleton_key is not null and state in ('queued', 'active')",
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('jobs');
}
