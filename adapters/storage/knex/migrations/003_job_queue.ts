import type { Knex } from 'knex';

export async function up(_db: Knex): Promise<void> {}

export async function down(_db: Knex): Promise<void> {}
