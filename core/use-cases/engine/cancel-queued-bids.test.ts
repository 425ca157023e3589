import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aBid } from '../../../tests/builders/bids.js';
import { aPlaceBidJob } from '../../../tests/builders/jobs.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder } from '../../../tests/fixtures/engine.js';
import type { User } from '../../domain/users/user.js';
import { CancelQueuedBids } from './cancel-queued-bids.js';
import { CANCELLED_NOTE } from './place-bid-job.js';
import { PLACE_BID_QUEUE, bidDebitKey, placeBidOptions, type PlaceBidPayload } from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';

describe('CancelQueuedBids', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let queue: InMemoryJobQueue;
  let cancel: CancelQueuedBids;
  let ada: User;
  let bob: User;

  const payload = (user: User, n: number): PlaceBidPayload =>
    aPlaceBidJob(user.id, aFeedProject(`p${n}`, clock.now()), {
      bidId: `bid-${user.id}-${n}`,
      amount: 50,
      currency: 'USD',
      amountUsd: 50,
      period: 7,
    }).payload;
  const enqueue = (user: User, n: number, startAfter = clock.now()) =>
    queue.enqueue(PLACE_BID_QUEUE, payload(user, n), { ...placeBidOptions(user.id, `p${n}`), startAfter });
  const keys = async (user: User) => (await storage.ledger.entries(user.id)).map((entry) => entry.key);
  /** An attempt as PlaceBid begins one: its reservation and the pending log row. */
  const reserve = async (job: PlaceBidPayload, attempt: number) => {
    await storage.ledger.debit({ userId: job.userId, key: bidDebitKey(job.bidId, attempt) });
    await storage.bids.insertIfAbsent(
      aBid(job.userId, {
        id: job.bidId,
        projectId: job.project.id,
        projectTitle: job.project.title,
        projectUrl: job.project.url,
        status: 'pending',
        amountMinor: 5000,
        amountUsdCents: 5000,
        proposal: '',
        submittedAt: clock.now(),
      }),
    );
  };

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    queue = new InMemoryJobQueue(clock);
    cancel = new CancelQueuedBids(storage, queue, clock);
    ada = await aBidder(storage, clock.now(), { id: 'ada' });
    bob = await aBidder(storage, clock.now(), { id: 'bob' });
  });

  it("cancels the user's queued bids, due or not, and nobody else's, giving back nothing: none was charged", async () => {
    const adas = [await enqueue(ada, 1), await enqueue(ada, 2, new Date(clock.now().getTime() + 30_000))];
    const bobs = await enqueue(bob, 3);

    expect(await cancel.execute(ada.id)).toEqual({ cancelled: 2 });

    expect(adas.map((id) => queue.stateOf(id as string))).toEqual(['dead', 'dead']);
    expect(queue.stateOf(bobs as string)).toBe('queued');
    expect(await queue.takeQueued(PLACE_BID_QUEUE)).toMatchObject({ id: bobs });
    expect(await keys(ada)).toEqual([`grant:${ada.id}`]);
    expect(await cancel.execute(ada.id)).toEqual({ cancelled: 0 });
  });

  it("releases the cancelled bids' pacing slots, keeping those of bids that went out, a held job's and other users'", async () => {
    const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
    await enqueue(ada, 1);
    await enqueue(ada, 2, later(60));
    await enqueue(bob, 3);
    await enqueue(ada, 4);
    const held = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE))!;
    await storage.pacing.book(ada.id, [
      { bidId: 'sent-earlier', at: later(-600) },
      { bidId: held.payload.bidId, at: later(0) },
      { bidId: payload(ada, 2).bidId, at: later(60) },
      { bidId: payload(ada, 4).bidId, at: later(120) },
    ]);
    await storage.pacing.book(bob.id, [{ bidId: payload(bob, 3).bidId, at: later(30) }]);

    await cancel.execute(ada.id);

    expect((await storage.pacing.slotsSince(ada.id, later(-3600))).map((slot) => slot.bidId)).toEqual([
      'sent-earlier',
      held.payload.bidId,
    ]);
    expect(await storage.pacing.slotsSince(bob.id, later(-3600))).toHaveLength(1);
  });

  it('gives back, once, the bid an attempt that died still held, and closes the row it left pending', async () => {
    await enqueue(ada, 1);
    const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE))!;
    await reserve(job.payload, 1);
    // The worker died: its lease lapses and no one holds the job.
    clock.advance(6 * 60_000);

    expect(await cancel.execute(ada.id)).toEqual({ cancelled: 1 });
    await cancel.execute(ada.id);

    expect(await keys(ada)).toEqual([
      `grant:${ada.id}`,
      bidDebitKey(job.payload.bidId, 1),
      `refund:${bidDebitKey(job.payload.bidId, 1)}`,
    ]);
    expect(await storage.ledger.balance(ada.id)).toEqual({ plan: 10, extra: 0 });
    expect(await storage.bids.findByUserAndProject(ada.id, 'p1')).toMatchObject({
      status: 'failed',
      errorMessage: CANCELLED_NOTE,
    });
  });

  it('leaves a job a worker holds to that worker: no refund, the row as it is', async () => {
    await enqueue(ada, 1);
    const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE))!;
    await reserve(job.payload, 1);

    expect(await cancel.execute(ada.id)).toEqual({ cancelled: 1 });

    expect(await queue.holds(job)).toBe(false);
    expect(await keys(ada)).toEqual([`grant:${ada.id}`, bidDebitKey(job.payload.bidId, 1)]);
    expect(await storage.bids.findByUserAndProject(ada.id, 'p1')).toMatchObject({ status: 'pending' });
  });

  it("turns the run's queued decision on a project whose job never logged a bid into a held one, saying it was stopped", async () => {
    const decided = (projectId: string) => ({
      userId: ada.id,
      projectId,
      projectTitle: projectId,
      projectUrl: `https://example.test/${projectId}`,
      outcome: 'queued' as const,
      reasons: [],
      detail: null,
      decidedAt: clock.now(),
    });
    await storage.decisions.record({ decisions: [decided('p1'), decided('p2')], summaries: [] });
    await enqueue(ada, 1);
    await enqueue(ada, 2);
    // p2's job died holding its reservation and a pending row: that row, closed failed, tells the story.
    const dying = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE))!;
    await reserve(dying.payload, 1);
    clock.advance(6 * 60_000);

    await cancel.execute(ada.id);

    const latest = async (projectId: string) => storage.decisions.findLatestForProject(ada.id, projectId);
    const [first, second] = dying.payload.project.id === 'p1' ? ['p2', 'p1'] : ['p1', 'p2'];
    expect(await latest(first)).toMatchObject({ outcome: 'held', detail: CANCELLED_NOTE });
    expect(await latest(second)).toMatchObject({ outcome: 'queued', detail: null });
  });
});
