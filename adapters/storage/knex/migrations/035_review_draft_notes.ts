import type { Knex } from 'knex';

/**
 * Why an approved draft's bid was not placed (docs/design.md#review-lane): on a draft back in
 * `waiting`, what kept the approval from going through; on a `failed` one, Freelancer's refusal.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('review_drafts', (table) => {
    table.text('note').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('review_drafts', (table) => table.dropColumn('note'));
}
