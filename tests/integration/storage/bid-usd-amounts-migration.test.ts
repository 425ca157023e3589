import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBidRepository } from '../../../adapters/storage/knex/knex-bid-repository.js';
import { KnexUserRepository } from '../../../adapters/storage/knex/knex-user-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Migration 008 gives the bids recorded before it their USD value at the fallback rates. */
describe.each(dialects)('migration 008 (bid amounts in USD) on %s', (dialect) => {
  let database: TestDatabase;
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  /** A bids row as 001 created it, before 008. */
  const legacyRow = (userId: string, projectId: string, amountMinor: number, currency: string) => ({
    id: `bid-${projectId}`,
    user_id: userId,
    project_id: projectId,
    project_title: `Project ${projectId}`,
    project_url: `https://www.freelancer.com/projects/${projectId}`,
    status: 'submitted',
    amount_minor: amountMinor,
    currency,
    proposal: 'Sent before 008',
    marketplace_bid_id: null,
    error_message: null,
    submitted_at_ms: clock.now().getTime(),
    updated_at_ms: clock.now().getTime(),
  });

  it('converts existing amounts at the fallback rates, half up to a cent, sorts by them, and rolls back', async () => {
    const { db } = database;
    const user = await new KnexUserRepository(db, clock).create(aUser());
    await db.migrate.down({ migrationSource, name: '008_bid_usd_amounts' });
    await db('bids').insert([
      legacyRow(user.id, 'eur', 10_000, 'EUR'),
      legacyRow(user.id, 'gbp', 9_000, 'GBP'),
      legacyRow(user.id, 'inr', 8_643, 'INR'),
      legacyRow(user.id, 'zar', 925_000, 'ZAR'),
      legacyRow(user.id, 'usd', 10_400, 'USD'),
      legacyRow(user.id, 'aud', 12_345, 'AUD'),
      legacyRow(user.id, 'huge', 90_000_000_000, 'ZAR'),
    ]);
    await migrateLatest(db);

    const bids = new KnexBidRepository(db, clock);
    const usd = async (projectId: string) => (await bids.findByUserAndProject(user.id, projectId))?.amountUsdCents;
    // 10,000 EUR cents / 0.95 = 10,526.3; 9,000 / 0.82 = 10,975.6; 8,643 / 86 = 100.5 (half up).
    expect(await usd('eur')).toBe(10_526);
    expect(await usd('gbp')).toBe(10_976);
    expect(await usd('inr')).toBe(101);
    expect(await usd('zar')).toBe(50_000);
    expect(await usd('usd')).toBe(10_400);
    expect(await usd('aud')).toBe(12_345);
    expect(await usd('huge')).toBe(4_864_864_865);
    const sorted = await bids.listByUser(user.id, { page: 1, limit: 10, sortBy: 'bidAmount', sortOrder: 'desc' });
    expect(sorted.items.map((bid) => bid.projectId)).toEqual(['huge', 'zar', 'aud', 'gbp', 'eur', 'usd', 'inr']);

    await db.migrate.down({ migrationSource, name: '008_bid_usd_amounts' });
    expect(await db.schema.hasColumn('bids', 'amount_usd_cents')).toBe(false);
    await migrateLatest(db);
  });
});
