import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { profileRulesOf } from '../../../core/domain/bidding/search-profile.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { ENCRYPTION_KEY } from '../../contract/storage-harness.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder, minutesBefore } from '../../fixtures/engine.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const NOW = '2026-01-15T12:00:00.000Z';
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/**
 * The dispatcher's reads and writes do not grow with its due users: one tick over 6 users and one
 * over 60 (a mix of users with a daily limit, without one, blocked and idle) send the database the
 * same statements. The queue is in memory, so only the storage's statements are counted: a
 * `place-bid` job is the queue's write, one per job on any queue.
 */
describe.each(dialects)('the dispatcher’s queries per tick on %s', (dialect) => {
  let database: TestDatabase;
  let clock: FixedClock;
  let storage: KnexStorage;
  let statements: string[] = [];

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
    database.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  afterAll(async () => database?.destroy());
  beforeEach(async () => {
    await database.truncate();
    clock = new FixedClock(NOW);
    storage = new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY });
    await seedDefaults(storage);
  });

  /** `groups` of each kind of due user, the feed, and the statements of one tick. */
  async function tickWith(groups: number): Promise<{ statements: readonly string[]; queued: number }> {
    const ago = (minutes: number) => minutesBefore(clock.now(), minutes);
    await storage.feed.addNew(
      [aFeedProject('101', ago(2)), aFeedProject('102', ago(2)), aFeedProject('103', ago(2), { skills: ['PHP'] })],
      ago(1),
    );
    for (let group = 0; group < groups; group++) {
      const free = await aBidder(storage, clock.now(), { name: `Free${group}` });
      // A second search profile: its PHP project is one more bid, and no more statements.
      await storage.searchProfiles.create(
        free.id,
        {
          name: 'PHP',
          isActive: true,
          rules: { ...profileRulesOf(await storage.settings.get(free.id)), skills: ['PHP'] },
        },
        4,
      );
      const limited = await aBidder(storage, clock.now(), { name: `Limited${group}`, settings: { bidsLimit: 5 } });
      await storage.bids.insertIfAbsent({
        userId: limited.id,
        projectId: '101',
        projectTitle: 'By hand',
        projectUrl: 'https://x.test',
        status: 'submitted',
        amountMinor: 100,
        currency: 'USD',
        proposal: 'p',
        marketplaceBidId: null,
        errorMessage: null,
        submittedAt: ago(1),
      });
      await aBidder(storage, clock.now(), { name: `NoToken${group}`, token: null });
      await aBidder(storage, clock.now(), { name: `Expired${group}`, user: { planStatus: 'expired' } });
      await aBidder(storage, clock.now(), { name: `NoBids${group}`, bids: 0 });
      await aBidder(storage, clock.now(), { name: `Idle${group}`, settings: { lastRunAt: ago(1) } });
    }
    const dispatch = new DispatchDueUsers(storage, new FixedExchangeRates(), new InMemoryJobQueue(clock), clock);
    statements = [];
    const result = await dispatch.execute();
    expect(result).toMatchObject({
      due: 6 * groups,
      evaluated: 2 * groups,
      blocked: 3 * groups,
      idle: groups,
      failed: 0,
    });
    const sent = [...statements];
    // Every job queued has its slot booked, in those same few statements.
    const [{ slots }] = (await database.db('bid_pacing').count({ slots: '*' })) as [{ slots: unknown }];
    expect(Number(slots)).toBe(result.queued);
    return { statements: sent, queued: result.queued };
  }

  it('sends the same statements for 6 due users as for 60', async () => {
    const few = await tickWith(1);
    await database.truncate();
    await seedDefaults(storage);
    const many = await tickWith(10);

    expect(few.queued).toBe(4);
    expect(many.queued).toBe(40);
    expect(shapes(many.statements)).toEqual(shapes(few.statements));
    expect(few.statements.filter((sql) => sql.includes('search_profiles'))).toHaveLength(1);
    // The nine reads and writes of the tick itself (one read of the due users' search profiles
    // among them, whatever the users and their profiles), then the pacing's: one read of the users'
    // recent slots, one booking of the tick's new slots, one forgetting of their day-old ones;
    // then the decision log's writes, one per table: rows, daily counts, skip counts, last runs.
    expect(few.statements.length).toBeLessThanOrEqual(16);
  });
});

/** Statements as sent, less the length of their id lists, in a stable order. */
const shapes = (statements: readonly string[]): string[] =>
  statements.map((sql) => sql.replace(/\$\d+/g, '?').replace(/\(\?(, \?)*\)/g, '(…)')).sort();
