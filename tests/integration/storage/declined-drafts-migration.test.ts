import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexBidRepository } from '../../../adapters/storage/knex/knex-bid-repository.js';
import { KnexReviewDraftRepository } from '../../../adapters/storage/knex/knex-review-draft-repository.js';
import { migrateLatest, migrationSource } from '../../../adapters/storage/knex/migration-source.js';
import { EXPIRED_DRAFT_NOTE, REJECTED_DRAFT_NOTE } from '../../../core/use-cases/reviews/review-drafts.js';
import { aBid } from '../../builders/bids.js';
import { aReviewDraft } from '../../builders/review-drafts.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';
import { insertTestUser } from '../../support/test-users.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const MIGRATION = '036_declined_drafts';
const REFUSAL = 'This project is no longer accepting bids.';

/** Migration 036 renames the bid rows of drafts rejected or expired in review from failed to declined, and nothing else. */
describe.each(dialects)('declined drafts across migration 036 on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  });
  afterAll(() => database.destroy());

  it('moves rejected and expired drafts’ bids to declined, leaves every other failed bid and the history, and rolls back', async () => {
    const { db } = database;
    const clock = new FixedClock('2026-03-01T10:30:00.000Z');
    const bids = new KnexBidRepository(db, clock);
    const reviews = new KnexReviewDraftRepository(db);
    const user = `user-036-${dialect}`;
    await insertTestUser(db, user);
    await db.migrate.down({ migrationSource, name: MIGRATION });

    /** A draft and its held bid row, closed failed as the review lane closed it before 036. */
    const draftClosed = async (projectId: string, close: (draftId: string) => Promise<unknown>, note: string) => {
      const { bid } = await bids.insertIfAbsent(aBid(user, { projectId, status: 'held', errorMessage: 'Waiting' }));
      const { draft } = await reviews.insertIfAbsent(aReviewDraft(user, { projectId, bidId: bid.id }));
      await close(draft.id);
      await bids.update(bid.id, { status: 'failed', historyKind: 'cancelled', errorMessage: note });
      return bid.id;
    };
    const rejected = await draftClosed(
      '1',
      (id) => reviews.decide(user, id, { status: 'rejected', at: clock.now() }),
      REJECTED_DRAFT_NOTE,
    );
    const expired = await draftClosed(
      '2',
      () => reviews.expireDue(new Date('2026-03-01T11:00:00.000Z'), 10),
      EXPIRED_DRAFT_NOTE,
    );
    // Approved, then refused by Freelancer for good: a real failure.
    const refusedByFreelancer = await draftClosed(
      '3',
      async (id) => {
        const draft = await reviews.find(user, id);
        if (draft === null) throw new Error('no draft');
        const { proposal, amount, amountUsd, period } = draft;
        await reviews.decide(user, id, {
          status: 'approved',
          terms: { proposal, amount, amountUsd, period },
          at: clock.now(),
        });
        await reviews.markFailed(id, { note: REFUSAL, at: clock.now() });
      },
      REFUSAL,
    );
    const { bid: plain } = await bids.insertIfAbsent(
      aBid(user, { projectId: '4', status: 'failed', errorMessage: REFUSAL }),
    );
    const before = await bids.findById(rejected);
    const history = await bids.history(rejected);

    await migrateLatest(db);

    const statusOf = async (id: string) => (await bids.findById(id))?.status;
    expect(await statusOf(rejected)).toBe('declined');
    expect(await statusOf(expired)).toBe('declined');
    expect(await statusOf(refusedByFreelancer)).toBe('failed');
    expect(await statusOf(plain.id)).toBe('failed');
    expect(await bids.findById(rejected)).toEqual({ ...before, status: 'declined' });
    expect(await bids.history(rejected)).toEqual(history);
    expect(await bids.countsByUser(user)).toMatchObject({ total: 4, failed: 2, declined: 2 });

    await db.migrate.down({ migrationSource, name: MIGRATION });
    expect(await statusOf(rejected)).toBe('failed');
    expect(await statusOf(expired)).toBe('failed');
    await migrateLatest(db);
    expect(await statusOf(expired)).toBe('declined');
  });
});
