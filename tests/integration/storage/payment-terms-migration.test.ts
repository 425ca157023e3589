import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexAddonPackRepository } from '../../../adapters/storage/knex/knex-addon-pack-repository.js';
import { KnexPaymentRepository } from '../../../adapters/storage/knex/knex-payment-repository.js';
import { KnexPlanRepository } from '../../../adapters/storage/knex/knex-plan-repository.js';
import { KnexUserRepository } from '../../../adapters/storage/knex/knex-user-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { aPlan } from '../../builders/plans.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Migration 006 gives the payments made before it what they sell, from their plan or pack where it still exists. */
describe.each(dialects)('migration 006 (payments keep what they sell) on %s', (dialect) => {
  let database: TestDatabase;
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  /** A payments row as 001 created it, before 006. */
  const legacyRow = (id: string, userId: string, item: Record<string, string | null>) => ({
    id,
    payment_id: `BP-${id}`,
    user_id: userId,
    plan_id: null,
    addon_pack_id: null,
    item_name: 'Bought before 006',
    price_usd_cents: 1900,
    amount_minor: 35_150,
    currency: 'ZAR',
    status: 'pending',
    payment_method: 'payfast',
    verification_status: 'pending',
    bids_allocated: 0,
    gateway_data: '{}',
    created_at_ms: clock.now().getTime(),
    updated_at_ms: clock.now().getTime(),
    ...item,
  });

  it('fills plan terms and pack bids from rows that still exist, leaves none for deleted ones, and rolls back', async () => {
    const { db } = database;
    const user = await new KnexUserRepository(db, clock).create(aUser());
    const plans = new KnexPlanRepository(db, clock);
    const limited = await plans.create(
      aPlan({ slug: 'legacy-pro', name: 'Legacy Pro', monthlyBids: 200, annualBids: 2400 }),
    );
    const unlimited = await plans.create(
      aPlan({ slug: 'legacy-max', name: 'Legacy Max', monthlyBids: null, annualBids: null }),
    );
    const pack = await new KnexAddonPackRepository(db, clock).create({ quantity: 500, priceCents: 3000, active: true });

    await db.migrate.down({ migrationSource, name: '006_payment_terms' });
    await db('payments').insert([
      legacyRow('annual', user.id, { item_kind: 'plan', plan_id: limited.id, billing_type: 'annual' }),
      legacyRow('monthly', user.id, { item_kind: 'plan', plan_id: limited.id, billing_type: 'monthly' }),
      legacyRow('unlimited', user.id, { item_kind: 'plan', plan_id: unlimited.id, billing_type: 'monthly' }),
      legacyRow('gone-plan', user.id, { item_kind: 'plan', plan_id: 'deleted-plan', billing_type: 'monthly' }),
      legacyRow('pack', user.id, { item_kind: 'addon', addon_pack_id: pack.id, billing_type: 'one_time' }),
      legacyRow('gone-pack', user.id, { item_kind: 'addon', addon_pack_id: 'deleted-pack', billing_type: 'one_time' }),
    ]);
    await migrateLatest(db);

    const payments = new KnexPaymentRepository(db, clock);
    const itemOf = async (id: string) => (await payments.findById(id))?.item;
    expect(await itemOf('annual')).toEqual({
      kind: 'plan',
      planId: limited.id,
      billingType: 'annual',
      sold: { slug: 'legacy-pro', name: 'Legacy Pro', bids: 2400, durationMonths: 12 },
    });
    expect(await itemOf('monthly')).toEqual({
      kind: 'plan',
      planId: limited.id,
      billingType: 'monthly',
      sold: { slug: 'legacy-pro', name: 'Legacy Pro', bids: 200, durationMonths: 1 },
    });
    expect(await itemOf('unlimited')).toEqual({
      kind: 'plan',
      planId: unlimited.id,
      billingType: 'monthly',
      sold: { slug: 'legacy-max', name: 'Legacy Max', bids: null, durationMonths: 1 },
    });
    expect(await itemOf('gone-plan')).toEqual({
      kind: 'plan',
      planId: 'deleted-plan',
      billingType: 'monthly',
      sold: null,
    });
    expect(await itemOf('pack')).toEqual({
      kind: 'addon',
      addonPackId: pack.id,
      billingType: 'one_time',
      sold: { bids: 500 },
    });
    expect(await itemOf('gone-pack')).toEqual({
      kind: 'addon',
      addonPackId: 'deleted-pack',
      billingType: 'one_time',
      sold: null,
    });

    await db.migrate.down({ migrationSource, name: '006_payment_terms' });
    expect(await db.schema.hasColumn('payments', 'sold_bids')).toBe(false);
    expect(await db('payments').count({ n: '*' })).toEqual([{ n: dialect === 'postgres' ? '6' : 6 }]);
    await migrateLatest(db);
  });
});
