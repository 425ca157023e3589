import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBidLedger } from '../../../adapters/storage/knex/knex-bid-ledger.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';
import { insertTestUser } from '../../support/test-users.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const INDEX = 'bid_ledger_entries_user_created_idx';

/** Migration 024 indexes a user's ledger entries by time, for the funnel's plan bids spent. */
describe.each(dialects)('the ledger across migration 024 on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  const indexed = async (): Promise<boolean> => {
    const { db } = database;
    const rows: unknown[] =
      dialect === 'sqlite'
        ? await db('sqlite_master').where({ type: 'index', name: INDEX }).select('name')
        : // Other test files' schemas carry the same index: only this file's schema counts.
          await db('pg_indexes').where({ indexname: INDEX, schemaname: database.schema }).select('indexname');
    return rows.length === 1;
  };

  it('adds the index, rolls it back and adds it again, the bids spent the same throughout', async () => {
    const { db } = database;
    const clock = new FixedClock('2026-03-05T12:00:00.000Z');
    const ledger = new KnexBidLedger(db, clock);
    const user = `user-024-${dialect}`;
    await insertTestUser(db, user);
    await ledger.credit({ userId: user, kind: 'addon_grant', key: `grant:${user}`, planDelta: 0, extraDelta: 3 });
    await ledger.debit({ userId: user, key: `bid:1:${user}` });
    await ledger.debit({ userId: user, key: `bid:2:${user}` });
    const spent = () =>
      ledger.bidsSpent(
        { kind: 'user', userId: user },
        { from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-03-08T00:00:00.000Z') },
      );

    expect(await indexed()).toBe(true);
    expect(await spent()).toBe(2);
    await db.migrate.down({ migrationSource, name: '024_ledger_spend_index' });
    expect(await indexed()).toBe(false);
    expect(await spent()).toBe(2);
    await migrateLatest(db);
    expect(await indexed()).toBe(true);
    expect(await spent()).toBe(2);
  });
});
