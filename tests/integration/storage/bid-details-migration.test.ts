import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBidRepository } from '../../../adapters/storage/knex/knex-bid-repository.js';
import { KnexUserRepository } from '../../../adapters/storage/knex/knex-user-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Migration 018 keeps a bid whole from then on; the bids logged before it answer nulls and no history, never a guess. */
describe.each(dialects)('migration 018 (bid details) on %s', (dialect) => {
  let database: TestDatabase;
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it('leaves earlier bids without brief, match or history, records their next change, and rolls back', async () => {
    const { db } = database;
    const user = await new KnexUserRepository(db, clock).create(aUser());
    await db.migrate.down({ migrationSource, name: '018_bid_details' });
    expect(await db.schema.hasTable('bid_events')).toBe(false);
    await db('bids').insert({
      id: 'bid-before-018',
      user_id: user.id,
      project_id: '4021',
      project_title: 'Logged before 018',
      project_url: 'https://www.freelancer.com/projects/4021',
      status: 'submitted',
      amount_minor: 10_000,
      currency: 'USD',
      amount_usd_cents: 10_000,
      proposal: 'Sent before 018',
      marketplace_bid_id: '77',
      error_message: null,
      submitted_at_ms: clock.now().getTime(),
      updated_at_ms: clock.now().getTime(),
    });
    await migrateLatest(db);

    const bids = new KnexBidRepository(db, clock);
    expect(await bids.findById('bid-before-018')).toMatchObject({
      proposal: 'Sent before 018',
      brief: null,
      match: null,
    });
    expect(await bids.history('bid-before-018')).toEqual([]);
    clock.advance(60_000);
    await bids.update('bid-before-018', { status: 'accepted' });
    expect(await bids.history('bid-before-018')).toEqual([
      { bidId: 'bid-before-018', userId: user.id, kind: 'accepted', at: clock.now(), detail: null },
    ]);

    await db.migrate.down({ migrationSource, name: '018_bid_details' });
    expect(await db.schema.hasTable('bid_events')).toBe(false);
    expect(await db.schema.hasColumn('bids', 'project_description')).toBe(false);
    await migrateLatest(db);
  });
});
