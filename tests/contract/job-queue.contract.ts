import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobState } from '../../adapters/jobs/job-options.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';

export interface JobQueueFixture {
  /** Started by the suite, stopped at the end. */
  readonly queue: JobQueue;
  /** A scripting helper outside the port: the stored state of a job. */
  readonly stateOf: (queue: string, id: string) => Promise<JobState | null>;
  readonly teardown?: () => Promise<void>;
}

/** Every time here is real: leases and delays of 1 s. */
const LEASE_MS = 1_000;
const DELAY_MS = 1_000;
const POLL_MS = 100;

/** Polls until a job of `queue` is handed out; null after `timeoutMs`. */
async function takeWithin<T>(queue: JobQueue, name: string, timeoutMs: number): Promise<Job<T> | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.take<T>(name);
    if (job !== null || Date.now() > deadline) return job;
    await sleep(POLL_MS);
  }
}

/** How much later than due a job may be handed out again (a retry, a lapsed lease): the polling's and a slow machine's. */
const SLACK_MS = 500;

/** The JobQueue contract. */
export function describeJobQueueContract(name: string, setup: () => Promise<JobQueueFixture>): void {
  describe(`JobQueue contract: ${name}`, () => {
    let fixture: JobQueueFixture;
    let queue: JobQueue;
    // Queue names unique per case, so cases never see each other's jobs.
    const aQueue = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      fixture = await setup();
      queue = fixture.queue;
      await queue.start();
    });
    afterAll(async () => {
      await queue?.stop();
      await fixture?.teardown?.();
    });

    it('hands out due jobs oldest first, on their first attempt', async () => {
      const q = aQueue('fifo');
      for (const n of [1, 2, 3]) await queue.enqueue(q, { n });
      const taken = [
        await queue.take<{ n: number }>(q),
        await queue.take<{ n: number }>(q),
        await queue.take<{ n: number }>(q),
      ];
      expect(taken.map((job) => [job?.payload.n, job?.attempt, job?.queue])).toEqual([
        [1, 1, q],
        [2, 1, q],
        [3, 1, q],
      ]);
      expect(await queue.take(q)).toBeNull();
    });

    it('does not hand out a job before its startAfter', async () => {
      const q = aQueue('later');
      const startAfter = new Date(Date.now() + 1_200);
      const id = await queue.enqueue(q, { later: true }, { startAfter });
      expect(await queue.take(q)).toBeNull();
      const job = await takeWithin(queue, q, 1_200 + SLACK_MS + 1_000);
      expect(job?.id).toBe(id);
      expect(Date.now()).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
    });

    it('refuses a second job with the same singletonKey while the first is queued or active', async () => {
      const [q, other] = [aQueue('single'), aQueue('single_other')];
      const first = await queue.enqueue(q, { n: 1 }, { singletonKey: 'user-1' });
      expect(first).not.toBeNull();
      expect(await queue.enqueue(q, { n: 2 }, { singletonKey: 'user-1' })).toBeNull();
      expect(await queue.enqueue(other, { n: 3 }, { singletonKey: 'user-1' })).not.toBeNull();
      expect(await queue.enqueue(q, { n: 4 }, { singletonKey: 'user-2' })).not.toBeNull();
      const job = await queue.take(q);
      expect(job?.id).toBe(first);
      expect(await queue.enqueue(q, { n: 5 }, { singletonKey: 'user-1' })).toBeNull();
      await queue.complete(job as Job);
      expect(await queue.enqueue(q, { n: 6 }, { singletonKey: 'user-1' })).not.toBeNull();
    });

    it('accepts one of many concurrent enqueues with the same singletonKey', async () => {
      const q = aQueue('single_race');
      const ids = await Promise.all(
        Array.from({ length: 8 }, (_, n) => queue.enqueue(q, { n }, { singletonKey: 'user-1' })),
      );
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
    });

    it('enqueues many jobs at once, answering per item its id, or null for a key already queued or active or earlier in the same call', async () => {
      const q = aQueue('many');
      const held = await queue.enqueue(q, { n: 0 }, { singletonKey: 'user-1:p0' });
      const ids = await queue.enqueueMany(q, [
        { payload: { n: 1 }, options: { singletonKey: 'user-1:p1', group: 'user-1' } },
        { payload: { n: 2 }, options: { singletonKey: 'user-1:p0' } },
        { payload: { n: 3 } },
        { payload: { n: 4 }, options: { singletonKey: 'user-1:p1' } },
        { payload: { n: 5 }, options: { singletonKey: 'user-1:p5', startAfter: new Date(Date.now() + 60_000) } },
      ]);
      expect(ids.map((id) => id !== null)).toEqual([true, false, true, false, true]);
      expect(new Set(ids.filter((id) => id !== null)).size).toBe(3);
      expect(ids).not.toContain(held);
      const taken = [
        await queue.take<{ n: number }>(q),
        await queue.take<{ n: number }>(q),
        await queue.take<{ n: number }>(q),
        await queue.take<{ n: number }>(q),
      ];
      expect(taken.map((job) => job?.payload.n ?? null)).toEqual([0, 1, 3, null]);
      expect(taken[1]?.id).toBe(ids[0]);
      expect(await fixture.stateOf(q, ids[4] as string)).toBe('queued');
      expect((await queue.cancelGroup(q, 'user-1')).map((job) => job.id)).toEqual([ids[0]]);
      expect(await queue.enqueueMany(q, [])).toEqual([]);
    });

    it('enqueues more jobs at once than one statement holds, refusing a key repeated across them', async () => {
      const q = aQueue('many_large');
      const items = Array.from({ length: 2_500 }, (_, n) => ({
        payload: { n },
        options: { singletonKey: `key-${n % 2_400}` },
      }));
      const ids = await queue.enqueueMany(q, items);
      expect(ids.slice(0, 2_400).every((id) => id !== null)).toBe(true);
      expect(ids.slice(2_400)).toEqual(Array.from({ length: 100 }, () => null));
      expect((await queue.take<{ n: number }>(q))?.payload.n).toBe(0);
    });

    it('queues none of a multi-row enqueue when one of its items cannot be stored', async () => {
      const q = aQueue('many_none');
      // Neither JSON nor a structured clone can hold this payload, whichever a queue stores.
      const unstorable = { big: 1n, run: () => 1 };
      await expect(queue.enqueueMany<unknown>(q, [{ payload: { n: 1 } }, { payload: unstorable }])).rejects.toThrow();
      expect(await queue.take(q)).toBeNull();
    });

    it('keeps one job per key when multi-row enqueues with the same keys race', async () => {
      const q = aQueue('many_race');
      const keys = Array.from({ length: 20 }, (_, n) => `user-${n}`);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, call) =>
          queue.enqueueMany(
            q,
            keys.map((key, n) => ({ payload: { call, n }, options: { singletonKey: key } })),
          ),
        ),
      );
      const perKey = keys.map((_, n) => answers.filter((ids) => ids[n] !== null).length);
      expect(perKey).toEqual(keys.map(() => 1));
      const taken: Job[] = [];
      for (let job = await queue.take(q); job !== null; job = await queue.take(q)) taken.push(job);
      expect(taken).toHaveLength(keys.length);
    });

    it('hands each job to exactly one of many concurrent takers', async () => {
      const q = aQueue('race');
      const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => queue.enqueue(q, { n })));
      const taken = await Promise.all(Array.from({ length: 10 }, () => queue.take(q)));
      const got = taken.filter((job): job is Job => job !== null).map((job) => job.id);
      expect(got).toHaveLength(5);
      expect(new Set(got)).toEqual(new Set(ids));
    });

    it('never hands out a completed job again', async () => {
      const q = aQueue('done');
      const id = await queue.enqueue(q, { n: 1 }, { leaseMs: LEASE_MS });
      await queue.complete((await queue.take(q)) as Job);
      expect(await fixture.stateOf(q, id as string)).toBe('completed');
      await sleep(LEASE_MS + 200);
      expect(await queue.take(q)).toBeNull();
    });

    it('retries a failed job after its delay, then lets it die after retryLimit retries', async () => {
      const q = aQueue('retry');
      const id = await queue.enqueue(q, { n: 1 }, { retryLimit: 1, retryDelayMs: DELAY_MS, leaseMs: 5_000 });
      await queue.fail((await queue.take(q)) as Job, 'marketplace down');
      const failedAt = Date.now();
      expect(await queue.take(q)).toBeNull();
      const retry = await takeWithin(queue, q, DELAY_MS + SLACK_MS + 2_000);
      expect(Date.now() - failedAt).toBeGreaterThanOrEqual(DELAY_MS - 50);
      expect([retry?.id, retry?.attempt]).toEqual([id, 2]);
      await queue.fail(retry as Job, 'still down');
      expect(await fixture.stateOf(q, id as string)).toBe('dead');
      expect(await queue.take(q)).toBeNull();
    });

    it('hands a postponed job out again at its new time, on the same attempt', async () => {
      const q = aQueue('postpone');
      const id = await queue.enqueue(q, { n: 1 }, { retryLimit: 1, retryDelayMs: DELAY_MS, leaseMs: 5_000 });
      const first = (await queue.take(q)) as Job;
      const until = new Date(Date.now() + 1_200);
      await queue.postpone(first, until);
      expect(await fixture.stateOf(q, id as string)).toBe('queued');
      expect(await queue.take(q)).toBeNull();
      const again = await takeWithin(queue, q, 1_200 + SLACK_MS + 2_000);
      expect(Date.now()).toBeGreaterThanOrEqual(until.getTime() - 50);
      expect([again?.id, again?.attempt]).toEqual([id, 1]);

      // A retry postponed keeps its attempt number too, and still has its last retry's worth of life.
      await queue.fail(again as Job, 'down');
      const retry = await takeWithin(queue, q, DELAY_MS + SLACK_MS + 2_000);
      expect(retry?.attempt).toBe(2);
      await queue.postpone(retry as Job, new Date(Date.now() + 200));
      const retried = await takeWithin(queue, q, 200 + SLACK_MS + 2_000);
      expect([retried?.id, retried?.attempt]).toEqual([id, 2]);
      await queue.complete(retried as Job);
      expect(await fixture.stateOf(q, id as string)).toBe('completed');
    });

    it("cancels a group's queued and active jobs, and only that group's, in that queue", async () => {
      const [q, other] = [aQueue('cancel'), aQueue('cancel_other')];
      const later = await queue.enqueue(
        q,
        { n: 1 },
        { group: 'user-1', singletonKey: 'user-1:p1', startAfter: new Date(Date.now() + 60_000) },
      );
      // Due a little earlier than the rest, so it is the one taken first whatever the enqueue instants.
      const taken = await queue.enqueue(q, { n: 2 }, { group: 'user-1', startAfter: new Date(Date.now() - 5_000) });
      const otherUser = await queue.enqueue(q, { n: 3 }, { group: 'user-2' });
      const otherQueue = await queue.enqueue(other, { n: 4 }, { group: 'user-1' });
      const ungrouped = await queue.enqueue(q, { n: 5 });
      const held = (await queue.take<{ n: number }>(q)) as Job<{ n: number }>;
      expect(held.id).toBe(taken);
      expect(await queue.holds(held)).toBe(true);

      const cancelled = await queue.cancelGroup<{ n: number }>(q, 'user-1');
      expect([...cancelled].sort((a, b) => a.payload.n - b.payload.n)).toEqual([
        { id: later, payload: { n: 1 }, attempts: 0, held: false },
        { id: taken, payload: { n: 2 }, attempts: 1, held: true },
      ]);

      expect(await fixture.stateOf(q, later as string)).toBe('dead');
      expect(await fixture.stateOf(q, taken as string)).toBe('dead');
      // The taker of a cancelled job no longer holds it, and cannot bring it back.
      expect(await queue.holds(held)).toBe(false);
      await queue.postpone(held, new Date());
      await queue.fail(held, 'late');
      await queue.complete(held);
      expect(await fixture.stateOf(q, taken as string)).toBe('dead');
      const rest = [await queue.take<{ n: number }>(q), await queue.take<{ n: number }>(q), await queue.take(q)];
      expect(new Set(rest.map((job) => job?.id ?? null))).toEqual(new Set([otherUser, ungrouped, null]));
      expect(await fixture.stateOf(other, otherQueue as string)).toBe('queued');
      // Ended jobs stay ended, and free their singleton key.
      expect(await queue.cancelGroup(q, 'user-1')).toEqual([]);
      expect(await queue.enqueue(q, { n: 6 }, { group: 'user-1', singletonKey: 'user-1:p1' })).not.toBeNull();
    });

    it('tells apart, when cancelling, a job whose taker vanished from one still held, with the attempts each made', async () => {
      const q = aQueue('cancel_lapsed');
      const id = await queue.enqueue(q, { n: 1 }, { group: 'user-1', leaseMs: LEASE_MS, retryLimit: 0 });
      const waiting = await queue.enqueue(q, { n: 2 }, { group: 'user-1', retryLimit: 1, retryDelayMs: 60_000 });
      const vanished = (await queue.take(q)) as Job;
      await queue.fail((await queue.take(q)) as Job, 'down');
      expect(vanished.id).toBe(id);
      await sleep(LEASE_MS + 200);

      const cancelled = await queue.cancelGroup<{ n: number }>(q, 'user-1');

      const byId = new Map(cancelled.map((job) => [job.id, job]));
      // The one whose lease lapsed may already have been buried (a take buries lapsed last attempts): then it is not cancelled, and no one holds it either way.
      expect(byId.get(id as string)?.held ?? false).toBe(false);
      expect(byId.get(waiting as string)).toEqual({ id: waiting, payload: { n: 2 }, attempts: 1, held: false });
      expect(await queue.holds(vanished)).toBe(false);
    });

    it('says a taker whose job was completed or failed holds it no more', async () => {
      const q = aQueue('holds');
      await queue.enqueue(q, { n: 1 }, { retryLimit: 0 });
      const job = (await queue.take(q)) as Job;
      expect(await queue.holds(job)).toBe(true);
      await queue.fail(job, 'down');
      expect(await queue.holds(job)).toBe(false);
    });

    it('removes jobs that ended before the cutoff, at most a batch at a time, never a queued or active one nor one that ended later', async () => {
      // Earlier cases' ended jobs go first, so the counts below are this case's alone.
      await sleep(5);
      const before = new Date();
      while ((await queue.removeFinishedBefore(before, 1_000)) > 0);

      const q = aQueue('retention');
      const later = () => ({ startAfter: new Date(Date.now() + 60_000) });
      const completed = [await queue.enqueue(q, { n: 1 }), await queue.enqueue(q, { n: 2 })];
      for (const _ of completed) await queue.complete((await queue.take(q)) as Job);
      const failed = await queue.enqueue(q, { n: 3 }, { retryLimit: 0 });
      await queue.fail((await queue.take(q)) as Job, 'down');
      const cancelled = await queue.enqueue(q, { n: 4 }, { group: 'user-1', ...later() });
      await queue.cancelGroup(q, 'user-1');
      const active = await queue.enqueue(q, { n: 5 });
      const held = (await queue.take(q)) as Job;
      const queued = await queue.enqueue(q, { n: 6 }, later());
      await sleep(20);
      const cutoff = new Date();
      await sleep(20);
      const endedLater = await queue.enqueue(q, { n: 7 });
      await queue.complete((await queue.take(q)) as Job);

      expect([
        await queue.removeFinishedBefore(cutoff, 3),
        await queue.removeFinishedBefore(cutoff, 3),
        await queue.removeFinishedBefore(cutoff, 3),
      ]).toEqual([3, 1, 0]);
      for (const id of [...completed, failed, cancelled]) expect(await fixture.stateOf(q, id as string)).toBeNull();
      expect(await fixture.stateOf(q, active as string)).toBe('active');
      expect(await fixture.stateOf(q, queued as string)).toBe('queued');
      expect(await fixture.stateOf(q, endedLater as string)).toBe('completed');
      // The taker of an active job still settles it.
      expect(held.id).toBe(active);
      await queue.complete(held);
      expect(await fixture.stateOf(q, active as string)).toBe('completed');
    });

    it('gives a job whose taker vanished to the next taker after the lease, and ignores the first taker after that', async () => {
      const q = aQueue('lease');
      const id = await queue.enqueue(q, { n: 1 }, { leaseMs: LEASE_MS, retryDelayMs: DELAY_MS, retryLimit: 2 });
      const crashed = (await queue.take(q)) as Job;
      expect(await queue.take(q)).toBeNull();
      const second = await takeWithin(queue, q, LEASE_MS + SLACK_MS + 3_000);
      expect([second?.id, second?.attempt]).toEqual([id, 2]);
      await queue.complete(crashed);
      await queue.fail(crashed, 'late');
      expect(await fixture.stateOf(q, id as string)).toBe('active');
      await queue.complete(second as Job);
      expect(await fixture.stateOf(q, id as string)).toBe('completed');
    });
  });
}
