import type { Knex } from 'knex';

/**
 * The fit score (docs/design.md#fit-score) kept where the user reads it: on a bid, the score and its
 * top reasons as the dispatcher computed them when it queued the bid (`fit_reasons` a JSON array of
 * { code, points, text }) and a language model's adjustment of it with its one-line reason; on a
 * decision, the score alone. Null on rows from before, and on bids queued without one: never a guess.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.integer('fit_score').nullable();
    table.text('fit_reasons').nullable();
    table.integer('fit_adjustment').nullable();
    table.text('fit_adjustment_reason').nullable();
  });
  await db.schema.alterTable('decisions', (table) => {
    table.integer('fit_score').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('decisions', (table) => {
    table.dropColumn('fit_score');
  });
  await db.schema.alterTable('bids', (table) => {
    table.dropColumn('fit_adjustment_reason');
    table.dropColumn('fit_adjustment');
    table.dropColumn('fit_reasons');
    table.dropColumn('fit_score');
  });
}
