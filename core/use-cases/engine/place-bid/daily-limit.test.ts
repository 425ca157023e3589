import { beforeEach, describe, expect, it } from 'vitest';
import { InProcessEventPublisher } from '../../../../adapters/events/in-process-event-publisher.js';
import type { FakeProposalWriter } from '../../../../adapters/testing/fake-proposal-writer.js';
import type { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import type { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { aBid } from '../../../../tests/builders/bids.js';
import { aPlaceBidJob } from '../../../../tests/builders/jobs.js';
import { aDashboardProject } from '../../../../tests/builders/projects.js';
import { aBidWorkerWorld, aJobBidRow, type BidCallsMarketplace } from '../../../../tests/fixtures/bid-worker.js';
import { aPlacingUser } from '../../../../tests/fixtures/engine.js';
import type { BidStatus } from '../../../domain/bidding/bid.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { User } from '../../../domain/users/user.js';
import type { Job } from '../../../ports/job-queue.port.js';
import type { ProposalWriter } from '../../../ports/proposal-writer.port.js';
import { PlaceBid } from '../place-bid.js';
import type { PlaceBidPayload } from '../place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';
const HOUR = 3600_000;

/**
 * The rolling 24-hour limit (`bidsLimit`) held by the bid worker when it places a job
 * (docs/design.md#engine): the dispatcher counts only the bids already logged, so jobs that
 * waited in the queue (a rate limit holding them back) could otherwise all go through.
 */
describe('PlaceBid and the daily limit', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: BidCallsMarketplace;
  let writer: FakeProposalWriter;
  let user: User;
  let placeBid: PlaceBid;

  const project = aDashboardProject();
  const other: Project = { ...aDashboardProject(), id: '4022', title: 'A second dashboard' };
  const aJob = (attempt = 1, overrides: Partial<PlaceBidPayload> = {}, on: Project = project): Job<PlaceBidPayload> =>
    aPlaceBidJob(user.id, on, overrides, { attempt });
  const ledgerKeys = async () => (await storage.ledger.entries(user.id)).map((entry) => entry.key);
  const balance = async () => storage.ledger.balance(user.id);
  const row = async (on: Project = project) => storage.bids.findByUserAndProject(user.id, on.id);

  /** `count` bids of the user on other projects, `hoursAgo` before now, in `status`. */
  const earlierBids = async (count: number, status: BidStatus = 'submitted', hoursAgo = 2): Promise<void> => {
    for (let n = 0; n < count; n++)
      await storage.bids.insertIfAbsent(
        aBid(user.id, {
          id: `earlier-${status}-${hoursAgo}-${n}`,
          status,
          proposal: `Earlier proposal number ${n} about a different kind of work entirely.`,
          submittedAt: new Date(clock.now().getTime() - hoursAgo * HOUR),
        }),
      );
  };

  /** The job's row as attempt 1 left it: reserved (then given back by the retry) and logged pending. */
  const ownPendingRow = async (bidId = 'bid-1', on: Project = project): Promise<void> => {
    await storage.bids.insertIfAbsent(
      aJobBidRow(user.id, on, { id: bidId, submittedAt: new Date(clock.now().getTime() - 60_000) }),
    );
    await storage.ledger.debit({ userId: user.id, key: `bid:${bidId}:1`, unlimited: false, note: 'attempt 1' });
  };

  beforeEach(async () => {
    ({ clock, storage, marketplace, writer } = await aBidWorkerWorld(NOW, project, other));
    user = await aPlacingUser(storage, clock.now(), {
      planBids: 10,
      settings: { skills: ['React.js', 'TypeScript'], isActive: true, bidsLimit: 5 },
    });
    placeBid = new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock);
  });

  it('places a bid while the last 24 hours leave one, counting neither older, failed, held nor declined bids', async () => {
    await earlierBids(4);
    await earlierBids(2, 'submitted', 25);
    await earlierBids(1, 'failed');
    await earlierBids(1, 'held');
    await earlierBids(1, 'declined');

    expect(await placeBid.execute(aJob(1, { whileAutobidding: true }))).toMatchObject({ kind: 'submitted' });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    expect(await balance()).toEqual({ plan: 9, extra: 0 });
  });

  it('skips a job at the limit with DAILY_LIMIT_REACHED: nothing charged, nothing logged, Freelancer not called', async () => {
    await earlierBids(4);
    await earlierBids(1, 'pending');
    // A stale reading of the Freelancer account would be asked again before a debit: not at the limit.
    await storage.profiles.recordMarketplaceAccount(user.id, 'oauth-secret', {
      bidsRemaining: null,
      bidLimit: null,
      limited: false,
      checkedAt: new Date(clock.now().getTime() - HOUR),
    });
    const before = await ledgerKeys();

    expect(await placeBid.execute(aJob(1, { whileAutobidding: true }))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
    // Test Bidding's jobs are the limit's too.
    expect(await placeBid.execute(aJob(1, { bidId: 'bid-2' }, other))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(marketplace.calls).toEqual([]);
    expect(writer.requests).toEqual([]);
    expect(await ledgerKeys()).toEqual(before);
    expect(await balance()).toEqual({ plan: 10, extra: 0 });
    expect(await row()).toBeNull();
    expect(await row(other)).toBeNull();
  });

  it('places an approved review draft at the limit: the user decided that bid by hand', async () => {
    await earlierBids(5);
    await storage.bids.insertIfAbsent(
      aJobBidRow(user.id, project, { status: 'held', proposal: 'Drafted.', submittedAt: clock.now() }),
    );
    const proposal =
      'I have built React dashboards with live charts and CSV export for three clients this year and can start today.';

    expect(await placeBid.execute(aJob(1, { review: { draftId: 'draft-1', proposal } }))).toMatchObject({
      kind: 'submitted',
    });
    expect(marketplace.bidsPlaced()).toEqual([expect.objectContaining({ description: proposal })]);
    expect(await balance()).toEqual({ plan: 9, extra: 0 });
    // The dispatcher's next job finds the limit spent.
    expect(await placeBid.execute(aJob(1, { bidId: 'bid-2', whileAutobidding: true }, other))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
  });

  it('lets a retry through under the limit: its own pending row is counted once, so the next job finds the limit spent', async () => {
    await earlierBids(4);
    await ownPendingRow();

    expect(await placeBid.execute(aJob(2, { whileAutobidding: true }))).toMatchObject({
      kind: 'submitted',
      bidId: 'bid-1',
    });
    expect(marketplace.calls).toEqual(['findOwnBid', 'placeBid']);
    expect(await row()).toMatchObject({ status: 'submitted' });
    expect(await balance()).toEqual({ plan: 9, extra: 0 });

    expect(await placeBid.execute(aJob(1, { bidId: 'bid-2', whileAutobidding: true }, other))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    expect(await balance()).toEqual({ plan: 9, extra: 0 });
  });

  it('a retry at the limit first looks for its earlier bid: found, it is logged; not found, it is refused and given back', async () => {
    await earlierBids(5);
    await ownPendingRow('bid-1', project);
    await ownPendingRow('bid-2', other);
    // Attempt 1 of bid-1 reached Freelancer before its worker died; bid-2's never did.
    const landed = await marketplace.placeBid({
      token: 'oauth-secret',
      bidderId: '26605882',
      projectId: project.id,
      amount: 375,
      period: 14,
      description: 'Sent by attempt 1.',
    });
    marketplace.calls.splice(0);

    expect(await placeBid.execute(aJob(2, { whileAutobidding: true }))).toEqual({
      kind: 'submitted',
      bidId: 'bid-1',
      marketplaceBidId: landed.marketplaceBidId,
    });
    expect(await placeBid.execute(aJob(2, { bidId: 'bid-2', whileAutobidding: true }, other))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(marketplace.calls).toEqual(['findOwnBid', 'findOwnBid']);
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    // bid-2 never reached Freelancer (its attempt 1 was looked for): its row goes, the project free for a later day.
    expect(await row(other)).toBeNull();
    // bid-1 stays charged (attempt 2's reservation); bid-2's reservations were both given back.
    expect(await balance()).toEqual({ plan: 9, extra: 0 });
  });

  it('holds the limit again just before sending: a bid placed while the proposal was written stops this one', async () => {
    await earlierBids(4);
    const slowWriter: ProposalWriter = {
      write: async (request) => {
        // Another bid of the user went out meanwhile (say, a worker whose lease on the user had lapsed).
        await earlierBids(1, 'submitted', 0);
        return writer.write(request);
      },
    };
    const worker = new PlaceBid(storage, marketplace, slowWriter, new InProcessEventPublisher(), clock);

    expect(await worker.execute(aJob(1, { whileAutobidding: true }))).toEqual({
      kind: 'skipped',
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(marketplace.calls).toEqual([]);
    expect(await row()).toBeNull();
    expect(await ledgerKeys()).toEqual(['grant', 'bid:bid-1:1', 'refund:bid:bid-1:1']);
    expect(await balance()).toEqual({ plan: 10, extra: 0 });
  });
});
