import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import type { NewReviewDraft } from '../../../core/domain/bidding/review-draft.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../../core/use-cases/engine/place-bid-job.js';
import { aReviewDraft } from '../../builders/review-drafts.js';
import { CliHarness } from './cli-harness.js';

const MINUTE = 60_000;
let next = 0;

/**
 * A draft as the worker stores it. The commands show "expires in" against the wall clock and the
 * in-memory use cases decide against their fixed clock (2026-03-01), so a draft due a little after
 * now is waiting for both.
 */
const aDraft = (userId: string, overrides: Partial<NewReviewDraft> = {}): NewReviewDraft => {
  next += 1;
  const draft = aReviewDraft(userId, {
    projectTitle: `Laravel API number ${next}`,
    description: 'Build a Laravel API with a billing module and tests.',
    createdAt: new Date(Date.UTC(2026, 1, 28, 10, next)),
    expiresAt: new Date(Date.now() + 30 * MINUTE + 30_000),
  });
  const job = JSON.stringify({
    bidId: draft.bidId,
    userId,
    projectId: draft.projectId,
    amount: 412.5,
    amountUsd: 450.12,
    period: 7,
  });
  return { ...draft, job, ...overrides };
};

/**
 * A user the worker could place a bid for (plan, token, bids): approving refuses up front what the
 * worker would refuse anyway (docs/design.md#review-lane).
 */
const aBidder = async (harness: CliHarness, name: string) => {
  const user = await harness.aUser(name);
  await harness.storage.users.update(user.id, {
    planStatus: 'active',
    currentPlan: 'starter',
    billingPeriod: 'monthly',
    planExpirationDate: new Date('2100-01-01T00:00:00Z'),
  });
  await harness.storage.profiles.save(user.id, { oauthToken: 'oauth-secret', freelancerUserId: '26605882' });
  await harness.storage.ledger.credit({
    userId: user.id,
    kind: 'plan_grant',
    key: `grant:${user.id}`,
    planDelta: 5,
    extraDelta: 0,
  });
  return user;
};

describe('bidpilot reviews', () => {
  let cli: CliHarness;
  const store = async (draft: NewReviewDraft) => (await cli.storage.reviews.insertIfAbsent(draft)).draft;
  /** Takes every queued place-bid job: the drafts their approvals name. */
  const queuedApprovals = async (): Promise<string[]> => {
    const drafts: string[] = [];
    for (
      let job = await (cli.jobQueue as InMemoryJobQueue).takeQueued<PlaceBidPayload>(PLACE_BID_QUEUE);
      job !== null;
      job = await (cli.jobQueue as InMemoryJobQueue).takeQueued<PlaceBidPayload>(PLACE_BID_QUEUE)
    ) {
      if (job.payload.review !== undefined) drafts.push(job.payload.review.draftId);
    }
    return drafts;
  };
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  describe('list', () => {
    it("lists a user's waiting drafts by email, soonest to expire first, with fit, hold reasons and time left", async () => {
      const user = await cli.aUser('Ada Lovelace');
      const later = await store(aDraft(user.id, { expiresAt: new Date(Date.now() + 3 * 60 * MINUTE + 30_000) }));
      const soon = await store(
        aDraft(user.id, {
          fitScore: null,
          amount: 1200,
          currency: 'USD',
          period: 14,
          holdReasons: [
            { code: 'HIGH_AMOUNT', message: 'The amount 1200 USD is over your hold limit of 1000 USD.' },
            { code: 'NEW_CLIENT_COUNTRY', message: 'First bid to a client in Germany.' },
          ],
        }),
      );
      const rejected = await store(aDraft(user.id));
      await cli.storage.reviews.decide(user.id, rejected.id, {
        status: 'rejected',
        at: new Date('2026-03-01T09:00:00Z'),
      });

      const { out, failure } = await cli.run('reviews', 'list', user.email);
      expect(failure).toBeNull();
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^ID\s+Status\s+Expires\s+Amount\s+Fit\s+Days$/);
      expect(lines[1]).toMatch(new RegExp(`^${soon.id}\\s+waiting\\s+30 min\\s+1200 USD\\s+–\\s+14$`));
      expect(lines[2]).toBe(`  ${soon.projectTitle}`);
      expect(lines[3]).toBe(
        '  Held: The amount 1200 USD is over your hold limit of 1000 USD. · First bid to a client in Germany.',
      );
      expect(lines[4]).toMatch(new RegExp(`^${later.id}\\s+waiting\\s+3 h\\s+412\\.5 EUR\\s+42\\s+7$`));
      expect(out).not.toContain(rejected.id);

      const body = await cli.json('reviews', 'list', user.id);
      expect(body).toMatchObject({
        success: true,
        waiting: 2,
        reviews: [
          { id: soon.id, fitScore: null, status: 'waiting' },
          { id: later.id, fitScore: 42 },
        ],
      });
    });

    it('includes decided drafts with --all, paged as the API pages them, and says when nothing waits', async () => {
      const user = await cli.aUser('Grace Hopper');
      const waiting = await store(aDraft(user.id));
      const approved = await store(aDraft(user.id));
      await cli.storage.reviews.decide(user.id, approved.id, {
        status: 'rejected',
        at: new Date('2026-03-01T09:00:00Z'),
      });

      const { out } = await cli.run('reviews', 'list', user.email, '--all');
      expect(out).toMatch(new RegExp(`${waiting.id}\\s+waiting\\s+30 min`));
      expect(out).toMatch(new RegExp(`${approved.id}\\s+rejected\\s+–\\s+412\\.5 EUR`));
      expect(out.split('\n').at(-1)).toBe('Page 1 of 1 · 2 drafts');
      expect(await cli.json('reviews', 'list', user.id, '--all', '--page', '2')).toMatchObject({
        reviews: [],
        pagination: { current: 2, pages: 1, total: 2, limit: 20 },
        waiting: 1,
      });

      const idle = await cli.aUser('Idle User');
      expect((await cli.run('reviews', 'list', idle.email)).out).toBe('No drafts waiting for review.');
    });

    it('shows a waiting draft past its time, not yet swept, as expired', async () => {
      const user = await cli.aUser('Late Reader');
      const due = await store(aDraft(user.id, { expiresAt: new Date(Date.now() - MINUTE) }));
      expect((await cli.run('reviews', 'list', user.id)).out).toMatch(new RegExp(`${due.id}\\s+waiting\\s+expired`));
    });

    it('refuses an unknown user, and --page without --all', async () => {
      expect(await cli.run('reviews', 'list', 'nobody@example.com')).toMatchObject({
        failure: { exitCode: 1, code: 'USER_NOT_FOUND', message: 'User not found' },
      });
      expect(await cli.run('reviews', 'list', 'no-such-user-id')).toMatchObject({
        failure: { exitCode: 1, code: 'USER_NOT_FOUND' },
      });
      const user = await cli.aUser('Pager');
      expect(await cli.run('reviews', 'list', user.id, '--page', '2')).toMatchObject({
        failure: { exitCode: 2, code: 'USAGE', message: '--page pages the whole list: add --all' },
      });
    });
  });

  describe('approve', () => {
    it('approves a draft as drafted and queues its bid with the drafted terms', async () => {
      const user = await aBidder(cli, 'Approver');
      const draft = await store(aDraft(user.id));
      const { out, failure } = await cli.run('reviews', 'approve', user.email, draft.id);
      expect(failure).toBeNull();
      expect(out).toMatch(
        /^Approved: the bid is on its way\.\nDraft\s+\S+\nProject\s+Laravel API number \d+ https:\S+\nAmount\s+412\.5 EUR \(450\.12 USD\)\nDelivery\s+7 days/,
      );
      expect(out).toContain('Proposal\nI have built many Laravel APIs and can start today.');
      const job = await (cli.jobQueue as InMemoryJobQueue).takeQueued<PlaceBidPayload>(PLACE_BID_QUEUE);
      expect(job?.payload).toMatchObject({
        amount: 412.5,
        amountUsd: 450.12,
        period: 7,
        review: { draftId: draft.id, proposal: draft.proposal },
      });
      expect((await cli.storage.reviews.find(user.id, draft.id))?.status).toBe('approved');
    });

    it('approves with a proposal from a file, a new amount and period, and prints what was queued', async () => {
      const user = await aBidder(cli, 'Editor');
      const draft = await store(aDraft(user.id));
      const file = join(mkdtempSync(join(tmpdir(), 'bp-review-')), 'proposal.txt');
      writeFileSync(file, 'Hello,\nI built a Laravel billing API last month and can reuse its tests.\n');
      const body = await cli.json(
        'reviews',
        'approve',
        user.id,
        draft.id,
        '--proposal-file',
        file,
        '--amount',
        '500',
        '--period',
        '10',
      );
      expect(body).toMatchObject({
        success: true,
        message: 'Approved: the bid is on its way.',
        review: {
          id: draft.id,
          status: 'approved',
          amount: 500,
          period: 10,
          proposal: 'Hello,\nI built a Laravel billing API last month and can reuse its tests.',
        },
      });
      const job = await (cli.jobQueue as InMemoryJobQueue).takeQueued<PlaceBidPayload>(PLACE_BID_QUEUE);
      expect(job?.payload).toMatchObject({
        amount: 500,
        amountUsd: 545.6,
        period: 10,
        review: {
          draftId: draft.id,
          proposal: 'Hello,\nI built a Laravel billing API last month and can reuse its tests.',
        },
      });
    });

    it('refuses edits as the API does and leaves the draft waiting', async () => {
      const user = await aBidder(cli, 'Typo Maker');
      const draft = await store(aDraft(user.id));
      expect(await cli.run('reviews', 'approve', user.id, draft.id, '--amount', 'lots')).toMatchObject({
        failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'amount must be a number' },
      });
      expect(await cli.run('reviews', 'approve', user.id, draft.id, '--period', '2.5')).toMatchObject({
        failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'period must be whole days' },
      });
      // Past the schema, the use case's own rule: a typo's extra zeros.
      expect(await cli.run('reviews', 'approve', user.id, draft.id, '--amount', '75000')).toMatchObject({
        failure: {
          exitCode: 2,
          code: 'VALIDATION_FAILED',
          message: "The amount is over 10 times the client's budget; check it.",
        },
      });
      const short = join(mkdtempSync(join(tmpdir(), 'bp-review-')), 'short.txt');
      writeFileSync(short, '  Hi  ');
      expect(await cli.run('reviews', 'approve', user.id, draft.id, '--proposal-file', short)).toMatchObject({
        failure: {
          exitCode: 2,
          code: 'VALIDATION_FAILED',
          message: expect.stringMatching(/^The proposal must be at least \d+ characters$/),
        },
      });
      expect(await cli.run('reviews', 'approve', user.id, 'x'.repeat(101))).toMatchObject({
        failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'Review id is too long' },
      });
      expect(
        await cli.run('reviews', 'approve', user.id, draft.id, '--proposal-file', '/no/such/proposal.txt'),
      ).toMatchObject({
        failure: { exitCode: 2, code: 'USAGE', message: 'Cannot read --proposal-file /no/such/proposal.txt: ENOENT' },
      });
      expect((await cli.storage.reviews.find(user.id, draft.id))?.status).toBe('waiting');
    });

    it("answers an unknown user, an unknown draft, another user's draft and a decided draft with the use case's codes", async () => {
      const owner = await aBidder(cli, 'Owner');
      const other = await cli.aUser('Other');
      const draft = await store(aDraft(owner.id));
      expect(await cli.run('reviews', 'approve', 'ghost@example.com', draft.id)).toMatchObject({
        failure: { exitCode: 1, code: 'USER_NOT_FOUND', message: 'User not found' },
      });
      expect(await cli.run('reviews', 'approve', owner.id, 'no-such-draft')).toMatchObject({
        failure: { exitCode: 1, code: 'REVIEW_NOT_FOUND', message: 'Review not found' },
      });
      expect(await cli.run('reviews', 'approve', other.email, draft.id)).toMatchObject({
        failure: { exitCode: 1, code: 'REVIEW_NOT_FOUND', message: 'Review not found' },
      });
      expect((await cli.run('reviews', 'approve', owner.id, draft.id)).failure).toBeNull();
      expect(await cli.run('reviews', 'approve', owner.id, draft.id)).toMatchObject({
        failure: { exitCode: 1, code: 'CONFLICT', message: 'This draft was already approved.' },
      });
      expect(await cli.run('reviews', 'reject', owner.id, draft.id)).toMatchObject({
        failure: { exitCode: 1, code: 'CONFLICT', message: 'This draft was already approved.' },
      });
    });
  });

  describe('reject', () => {
    it('rejects a draft, and with --block-client adds its client to the blocked clients', async () => {
      const user = await cli.aUser('Rejecter');
      const plain = await store(aDraft(user.id));
      const blocking = await store(aDraft(user.id, { clientId: '5150' }));
      const { out, failure } = await cli.run('reviews', 'reject', user.email, plain.id);
      expect(failure).toBeNull();
      expect(out).toBe(`Rejected: no bid was placed. (${plain.projectTitle})`);
      expect((await cli.storage.settings.get(user.id)).blockedClientIds).not.toContain('5150');

      const body = await cli.json('reviews', 'reject', user.id, blocking.id, '--block-client');
      expect(body).toMatchObject({
        success: true,
        message: 'Rejected, and this client is blocked.',
        review: { id: blocking.id, status: 'rejected' },
      });
      expect((await cli.storage.settings.get(user.id)).blockedClientIds).toContain('5150');
      const queued = await queuedApprovals();
      expect(queued).not.toContain(plain.id);
      expect(queued).not.toContain(blocking.id);
    });

    it('refuses to block a client nobody knows, and answers the error paths with their codes', async () => {
      const owner = await cli.aUser('Blocker');
      const other = await cli.aUser('Bystander');
      const anonymous = await store(aDraft(owner.id, { clientId: null }));
      expect(await cli.run('reviews', 'reject', owner.id, anonymous.id, '--block-client')).toMatchObject({
        failure: {
          exitCode: 2,
          code: 'VALIDATION_FAILED',
          message: 'The client of this project is unknown, so they cannot be blocked.',
        },
      });
      expect((await cli.storage.reviews.find(owner.id, anonymous.id))?.status).toBe('waiting');
      expect(await cli.run('reviews', 'reject', 'ghost@example.com', anonymous.id)).toMatchObject({
        failure: { exitCode: 1, code: 'USER_NOT_FOUND' },
      });
      expect(await cli.run('reviews', 'reject', owner.id, 'no-such-draft')).toMatchObject({
        failure: { exitCode: 1, code: 'REVIEW_NOT_FOUND' },
      });
      expect(await cli.run('reviews', 'reject', other.id, anonymous.id)).toMatchObject({
        failure: { exitCode: 1, code: 'REVIEW_NOT_FOUND' },
      });
      expect((await cli.run('reviews', 'reject', owner.id, anonymous.id)).failure).toBeNull();
      expect(await cli.run('reviews', 'reject', owner.id, anonymous.id, '--json')).toMatchObject({
        failure: { exitCode: 1, code: 'CONFLICT', message: 'This draft was already rejected.' },
      });
    });
  });

  describe('on SQLite, a runtime opened per command', () => {
    let sqlite: CliHarness;
    beforeAll(async () => {
      sqlite = await CliHarness.start({}, 'sqlite');
    });
    afterAll(() => sqlite.close());

    it('lists, approves and rejects, and a second decision answers CONFLICT', async () => {
      const user = await aBidder(sqlite, 'Disk User');
      const first = (await sqlite.storage.reviews.insertIfAbsent(aDraft(user.id))).draft;
      const second = (await sqlite.storage.reviews.insertIfAbsent(aDraft(user.id))).draft;
      expect(await sqlite.json('reviews', 'list', user.email)).toMatchObject({
        waiting: 2,
        reviews: [{ id: first.id }, { id: second.id }],
      });
      expect(await sqlite.json('reviews', 'approve', user.email, first.id, '--amount', '400')).toMatchObject({
        review: { id: first.id, status: 'approved', amount: 400 },
      });
      expect(await sqlite.json('reviews', 'reject', user.email, second.id, '--block-client')).toMatchObject({
        review: { id: second.id, status: 'rejected' },
      });
      expect((await sqlite.storage.settings.get(user.id)).blockedClientIds).toContain('9001');
      expect(await sqlite.run('reviews', 'reject', user.id, first.id)).toMatchObject({
        failure: { exitCode: 1, code: 'CONFLICT', message: 'This draft was already approved.' },
      });
      expect(await sqlite.json('reviews', 'list', user.id)).toMatchObject({ waiting: 0, reviews: [] });
    });
  });
});
