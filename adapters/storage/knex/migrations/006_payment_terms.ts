import type { Knex } from 'knex';

/**
 * A payment keeps what it sells (issue 8): the plan's slug and name, the bids the purchase grants
 * (null with a plan = unlimited) and the plan's duration, beside the prices it already kept. A plan
 * payment's terms are kept when plan_duration_months is set, a pack's when sold_bids is set.
 * Existing payments take them from their plan or pack where it still exists; one whose plan or
 * pack was deleted keeps none, and an admin settles it if it is ever paid.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('payments', (table) => {
    table.string('plan_slug').nullable();
    table.text('plan_name').nullable();
    table.integer('sold_bids').nullable();
    table.integer('plan_duration_months').nullable();
  });
  const plan = 'from plans where plans.id = payments.plan_id';
  await db.raw(
    `update payments set
       plan_slug = (select slug ${plan}),
       plan_name = (select name ${plan}),
       sold_bids = (select case when payments.billing_type = 'annual' then annual_bids else monthly_bids end ${plan}),
       plan_duration_months = case when billing_type = 'annual' then 12 else 1 end
     where item_kind = 'plan' and exists (select 1 ${plan})`,
  );
  const pack = 'from addon_packs where addon_packs.id = payments.addon_pack_id';
  await db.raw(
    `update payments set sold_bids = (select quantity ${pack}) where item_kind = 'addon' and exists (select 1 ${pack})`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('payments', (table) => {
    table.dropColumns('plan_slug', 'plan_name', 'sold_bids', 'plan_duration_months');
  });
}
