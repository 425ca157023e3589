import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexProjectFeedRepository } from '../../../adapters/storage/knex/knex-project-feed-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Feed rows stored before projects carried kinds, owners and statuses, and migration 012's index on posting times. */
describe.each(dialects)('the feed table across migration 012 on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it('reads a row stored before as a plain open project of no known client, answers the newest posting instant, and rolls back', async () => {
    const { db } = database;
    await db.migrate.down({ migrationSource, name: '012_feed_posted_index' });
    // A row exactly as the feed wrote it before projects had kinds, owners or statuses.
    const legacy = {
      id: '39537250',
      title: 'Build a React dashboard',
      description: 'Charts',
      url: 'https://www.freelancer.com/projects/react-js/build-react-dashboard',
      type: 'fixed',
      currency: 'USD',
      budgetMin: 250,
      budgetMax: 750,
      bidCount: 3,
      skills: ['React.js'],
      postedAt: '2026-03-01T09:30:00.000Z',
    };
    await db('feed_projects').insert({
      id: legacy.id,
      project: JSON.stringify(legacy),
      posted_at_ms: Date.parse(legacy.postedAt),
      first_seen_at_ms: Date.parse('2026-03-01T09:31:00.000Z'),
    });
    await migrateLatest(db);

    const feed = new KnexProjectFeedRepository(db);
    const [entry] = await feed.listSeenSince(new Date(0));
    expect(entry?.project).toEqual({
      ...legacy,
      postedAt: new Date(legacy.postedAt),
      kinds: [],
      ownerId: null,
      isOpen: true,
    });
    expect(await feed.newestPostedAt()).toEqual(new Date(legacy.postedAt));

    await db.migrate.down({ migrationSource, name: '012_feed_posted_index' });
    expect(await feed.newestPostedAt()).toEqual(new Date(legacy.postedAt));
    await migrateLatest(db);
    await db('feed_projects').del();
  });
});
