import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBiddingSettingsRepository } from '../../../adapters/storage/knex/knex-bidding-settings-repository.js';
import { KnexSearchProfileRepository } from '../../../adapters/storage/knex/knex-search-profile-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { profileRulesOf } from '../../../core/domain/bidding/search-profile.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';
import { insertTestUser } from '../../support/test-users.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const MIGRATION = '030_search_profiles';

/** Migration 030 names every stored user's settings 'Main profile', their one profile so far, and changes nothing else. */
describe.each(dialects)('search profiles across migration 030 on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it("names a settings row saved before it 'Main profile', keeps its settings, and rolls back and forth", async () => {
    const { db } = database;
    const clock = new FixedClock('2026-03-05T12:00:00.000Z');
    const settings = new KnexBiddingSettingsRepository(db, clock);
    const user = `user-030-${dialect}`;
    await insertTestUser(db, user);
    const saved = await settings.update(user, {
      skills: ['PHP', 'Laravel'],
      minBidUsd: 40,
      isActive: true,
      profileName: 'Renamed before rollback',
    });

    await db.migrate.down({ migrationSource, name: MIGRATION });
    expect(await db.schema.hasColumn('bidding_settings', 'profile_name')).toBe(false);
    expect(await db.schema.hasTable('search_profiles')).toBe(false);
    expect(await db.schema.hasColumn('bids', 'profile_id')).toBe(false);
    await migrateLatest(db);

    expect(await settings.get(user)).toEqual({ ...saved, profileName: 'Main profile' });
    expect(await db.schema.hasColumn('bids', 'profile_id')).toBe(true);
    const profiles = new KnexSearchProfileRepository(db, clock);
    expect(await profiles.list(user)).toEqual([]);
    const created = await profiles.create(
      user,
      { name: 'Laravel APIs', isActive: true, rules: profileRulesOf(saved) },
      4,
    );
    expect(await profiles.list(user)).toEqual([created]);
  });
});
