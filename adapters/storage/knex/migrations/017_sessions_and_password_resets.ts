import type { Knex } from 'knex';

/**
 * A row per signed-in device, so signing out ends that session on the server and a password
 * change, a reset or a disable ends them all: the request's one user read joins its session row
 * (docs/design.md#security). Password reset tokens are kept only as their SHA-256, so a copy of
 * the database cannot reset anyone's password.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sessions', (table) => {
    table.string('id', 64).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('started_at_ms').notNullable();
    table.index(['user_id'], 'sessions_user_idx');
  });
  await db.schema.createTable('password_resets', (table) => {
    table.string('token_hash', 64).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('expires_at_ms').notNullable();
    table.index(['user_id'], 'password_resets_user_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('password_resets');
  await db.schema.dropTableIfExists('sessions');
}
