import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexPlanRepository } from '../../../adapters/storage/knex/knex-plan-repository.js';
import { KnexUserRepository } from '../../../adapters/storage/knex/knex-user-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { aPlan } from '../../builders/plans.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Migration 015 gives users who already hold a plan their copy of its terms, from the plan as it is. */
describe.each(dialects)('migration 015 (plan entitlements) on %s', (dialect) => {
  let database: TestDatabase;
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it('copies bids, price and duration for holders, none for users without a plan or whose plan is gone, and rolls back', async () => {
    const { db } = database;
    const users = new KnexUserRepository(db, clock);
    const plans = new KnexPlanRepository(db, clock);
    await plans.create(
      aPlan({
        slug: 'legacy-pro',
        monthlyPriceCents: 4900,
        annualPriceCents: 49000,
        monthlyBids: 200,
        annualBids: 2400,
      }),
    );
    await plans.create(
      aPlan({
        slug: 'legacy-max',
        monthlyPriceCents: 9900,
        annualPriceCents: 99000,
        monthlyBids: null,
        annualBids: null,
      }),
    );
    const [annual, unlimited, gone, none] = [
      await users.create(aUser()),
      await users.create(aUser()),
      await users.create(aUser()),
      await users.create(aUser()),
    ];

    await db.migrate.down({ migrationSource, name: '015_plan_entitlements' });
    const bought = { plan_status: 'active', plan_purchase_date_ms: clock.now().getTime() };
    await db('users')
      .where({ id: annual.id })
      .update({ ...bought, current_plan: 'legacy-pro', billing_period: 'annual' });
    await db('users')
      .where({ id: unlimited.id })
      .update({ ...bought, current_plan: 'legacy-max', billing_period: 'monthly' });
    await db('users')
      .where({ id: gone.id })
      .update({ ...bought, current_plan: 'deleted-plan', billing_period: 'monthly' });
    await migrateLatest(db);

    const entitlementOf = async (id: string) => (await users.findById(id))?.planEntitlement;
    expect(await entitlementOf(annual.id)).toEqual({
      bids: 2400,
      priceUsdCents: 49000,
      durationMonths: 12,
      orderedAt: clock.now(),
    });
    expect(await entitlementOf(unlimited.id)).toEqual({
      bids: null,
      priceUsdCents: 9900,
      durationMonths: 1,
      orderedAt: clock.now(),
    });
    expect(await entitlementOf(gone.id)).toBeNull();
    expect(await entitlementOf(none.id)).toBeNull();
    expect((await users.findById(annual.id))?.scheduledPlan).toBeNull();

    await db.migrate.down({ migrationSource, name: '015_plan_entitlements' });
    expect(await db.schema.hasColumn('users', 'plan_entitlement')).toBe(false);
    await migrateLatest(db);
  });
});
