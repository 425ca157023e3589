import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBiddingSettingsRepository } from '../../../adapters/storage/knex/knex-bidding-settings-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { DEFAULT_MATCHING_SETTINGS } from '../../../core/domain/bidding/settings.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';
import { insertTestUser } from '../../support/test-users.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const MIGRATION = '025_matching_and_review_settings';

/** Migration 025 gives every stored user the matching, client-risk and review defaults, so nobody's bidding changes by it. */
describe.each(dialects)('bidding settings across migration 025 on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it('reads a row saved before it with the defaults, keeps its older settings, and rolls back and forth', async () => {
    const { db } = database;
    const settings = new KnexBiddingSettingsRepository(db, new FixedClock('2026-03-05T12:00:00.000Z'));
    const user = `user-025-${dialect}`;
    await insertTestUser(db, user);
    await settings.update(user, {
      skills: ['PHP', 'Laravel'],
      minBidUsd: 40,
      blockedCountries: ['XX'],
      holdAboveAmountUsd: 250,
    });

    await db.migrate.down({ migrationSource, name: MIGRATION });
    expect(await db.schema.hasColumn('bidding_settings', 'review_mode')).toBe(false);
    await migrateLatest(db);

    const read = await settings.get(user);
    expect(read).toMatchObject({ ...DEFAULT_MATCHING_SETTINGS, skills: ['PHP', 'Laravel'], minBidUsd: 40 });
  });
});
