import type { Knex } from 'knex';

interface HolderRow {
  readonly id: string;
  readonly billing_period: string | null;
  readonly plan_purchase_date_ms: number | string | null;
  readonly monthly_price_cents: number | string;
  readonly annual_price_cents: number | string;
  readonly monthly_bids: number | string | null;
  readonly annual_bids: number | string | null;
}

const countOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * Plan changes with rules (issue 18): a user keeps a copy of what the plan in force grants
 * (plan_entitlement: bids a period or null for unlimited, the price paid, the duration, when the
 * purchase was ordered), and a change bought to start at the period's end (scheduled_plan). Both
 * are JSON text. A user who already holds a plan takes the copy from the plan as it is now, the
 * best record there is of what they bought; one whose plan was deleted keeps none, and counts as
 * a plan with bids bought for nothing (any paid plan is an upgrade from it).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.text('plan_entitlement').nullable();
    table.text('scheduled_plan').nullable();
  });
  const holders: HolderRow[] = await db('users')
    .join('plans', 'plans.slug', 'users.current_plan')
    .select(
      'users.id',
      'users.billing_period',
      'users.plan_purchase_date_ms',
      'plans.monthly_price_cents',
      'plans.annual_price_cents',
      'plans.monthly_bids',
      'plans.annual_bids',
    );
  for (const holder of holders) {
    const annual = holder.billing_period === 'annual';
    const entitlement = {
      bids: countOrNull(annual ? holder.annual_bids : holder.monthly_bids),
      priceUsdCents: Number(annual ? holder.annual_price_cents : holder.monthly_price_cents),
      durationMonths: annual ? 12 : 1,
      orderedAt: new Date(Number(holder.plan_purchase_date_ms ?? 0)).toISOString(),
    };
    await db('users')
      .where({ id: holder.id })
      .update({ plan_entitlement: JSON.stringify(entitlement) });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropColumns('plan_entitlement', 'scheduled_plan');
  });
}
