import type { Knex } from 'knex';

/**
 * The notification channels' own tables (docs/design.md#channels):
 * - `mail_outbox`: the built-in outbox that stands in for SMTP, in the database so every process
 *   writes to and the admin reads one outbox; `seq` orders it and bounds it (the oldest pruned);
 * - `channel_links`: a user's target per channel (a Telegram chat, a Slack webhook URL), sealed
 *   with ENCRYPTION_KEY since a webhook URL is a secret, and why a dead channel was switched off;
 * - `telegram_link_codes`: the one-time `/start CODE` codes, kept only as their SHA-256.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mail_outbox', (table) => {
    table.increments('seq').primary();
    table.string('id', 36).notNullable().unique();
    table.string('from_address').notNullable();
    table.string('to_address').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').nullable();
    table.text('unsubscribe_url').nullable();
    table.bigInteger('sent_at_ms').notNullable();
  });
  await db.schema.createTable('channel_links', (table) => {
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('channel', 16).notNullable();
    table.text('target_sealed').nullable();
    table.string('switched_off_reason', 500).nullable();
    table.bigInteger('changed_at_ms').notNullable();
    table.primary(['user_id', 'channel']);
  });
  await db.schema.createTable('telegram_link_codes', (table) => {
    table.string('code_hash', 64).primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('expires_at_ms').notNullable();
    table.index(['user_id'], 'telegram_link_codes_user_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('telegram_link_codes');
  await db.schema.dropTableIfExists('channel_links');
  await db.schema.dropTableIfExists('mail_outbox');
}
