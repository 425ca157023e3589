import type { Knex } from 'knex';

// US dollars per unit of each currency as the fallback rates stood when this column came, written
// out as whole-number fractions rather than imported from core: the backfill stays what it was if
// the table changes, and integer division rounds the same way on SQLite and Postgres.
const USD_PER_UNIT: ReadonlyArray<readonly [currency: string, numerator: number, denominator: number]> = [
  ['EUR', 100, 95],
  ['GBP', 100, 82],
  ['INR', 1, 86],
  ['ZAR', 10, 185],
];

/**
 * Sorting bids by amount compares their USD value, not raw numbers across currencies
 * (docs/design.md#bid-amounts-in-usd). New bids carry the figure the engine priced them with;
 * existing ones are converted at the fallback rates, rounded half up to a cent, and any other
 * currency (USD included) counts one for one.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.bigInteger('amount_usd_cents').notNullable().defaultTo(0);
    table.index(['user_id', 'amount_usd_cents'], 'bids_user_usd_idx');
  });
  await db('bids').update({ amount_usd_cents: db.ref('amount_minor') });
  for (const [currency, numerator, denominator] of USD_PER_UNIT) {
    // The constants are written into the SQL: SQLite binds parameters as reals, which would turn
    // the integer division into a fractional one.
    const halfUp = `(amount_minor * ${2 * numerator} + ${denominator}) / ${2 * denominator}`;
    await db('bids')
      .where({ currency })
      .update({ amount_usd_cents: db.raw(halfUp) });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bids', (table) => {
    table.dropIndex(['user_id', 'amount_usd_cents'], 'bids_user_usd_idx');
    table.dropColumn('amount_usd_cents');
  });
}
