import type { Knex } from 'knex';

/**
 * Signed webhooks (docs/design.md#signed-webhooks): a user's endpoints, their signing secret
 * sealed like the Freelancer token (AES-256-GCM under ENCRYPTION_KEY), and one delivery row per
 * event and endpoint whose id is the `webhook-id` every attempt carries. `idempotency_key` is
 * unique, so the notification job recording a delivery twice records it once. Contact messages
 * (docs/design.md#contact-messages): what the public contact form sent, for the admin inbox.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('webhook_endpoints', (table) => {
    table.string('id').primary();
    table.string('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('url', 2048).notNullable();
    table.text('secret_encrypted').notNullable();
    table.boolean('enabled').notNullable().defaultTo(true);
    table.string('disabled_reason', 500).nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.index(['user_id'], 'webhook_endpoints_user_idx');
  });
  await db.schema.createTable('webhook_deliveries', (table) => {
    table.string('id', 64).primary();
    table.string('endpoint_id').notNullable().references('id').inTable('webhook_endpoints').onDelete('CASCADE');
    table.string('idempotency_key', 200).notNullable().unique('webhook_deliveries_idempotency_key');
    table.string('event_type', 100).notNullable();
    table.text('payload').notNullable();
    table.string('status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('last_status_code').nullable();
    table.string('last_error', 500).nullable();
    table.bigInteger('last_attempt_at_ms').nullable();
    table.bigInteger('next_attempt_at_ms').nullable();
    table.bigInteger('delivered_at_ms').nullable();
    table.bigInteger('created_at_ms').notNullable();
    table.index(['endpoint_id', 'created_at_ms'], 'webhook_deliveries_endpoint_idx');
  });
  await db.schema.createTable('contact_messages', (table) => {
    table.string('id').primary();
    table.string('name', 200).notNullable();
    table.string('email', 320).notNullable();
    table.string('subject', 300).notNullable();
    table.text('message').notNullable();
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('handled_at_ms').nullable();
    table.index(['created_at_ms'], 'contact_messages_created_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('contact_messages');
  await db.schema.dropTableIfExists('webhook_deliveries');
  await db.schema.dropTableIfExists('webhook_endpoints');
}
