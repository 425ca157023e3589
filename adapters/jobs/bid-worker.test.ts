import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../core/domain/errors.js';
import type { Job, JobQueue } from '../../core/ports/job-queue.port.js';
import { FixedClock } from '../testing/fixed-clock.js';
import { createLogger } from '../logging/logger.js';
import { QueueWorker } from './bid-worker.js';
import { InMemoryWorkLeases } from '../locks/in-memory-work-leases.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';

const lines: Record<string, unknown>[] = [];
const logger = createLogger(
  'info',
  new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
);

/** A queue whose take fails on demand, to prove the loop outlives its own queue's outages. */
class FlakyQueue extends InMemoryJobQueue {
  takeFailures = 0;
  override async take<T>(queue: string): Promise<Job<T> | null> {
    if (this.takeFailures > 0) {
      this.takeFailures -= 1;
      throw new Error('database is locked');
    }
    return super.take<T>(queue);
  }
}

describe('QueueWorker', () => {
  const workers: QueueWorker<unknown>[] = [];
  const aWorker = (queue: JobQueue, handle: (job: Job<{ n: number }>) => Promise<unknown>) => {
    const worker = new QueueWorker<{ n: number }>({ queue, name: 'place-bid', handle, logger, idleMs: 5 });
    workers.push(worker as QueueWorker<unknown>);
    return worker;
  };

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    lines.length = 0;
  });

  it('completes jobs whose handler resolves and fails those whose handler throws', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryJobQueue(clock);
    const ok = await queue.enqueue('place-bid', { n: 1 });
    const bad = await queue.enqueue('place-bid', { n: 2 }, { retryLimit: 0 });
    const other = await queue.enqueue('other-queue', { n: 3 });
    const worker = aWorker(queue, async (job) => {
      if (job.payload.n === 2) throw new DomainError('LLM_UNAVAILABLE', 'The proposal writer is unavailable');
      return { kind: 'submitted' };
    });

    expect(await worker.drain()).toBe(2);

    expect(queue.stateOf(ok!)).toBe('completed');
    expect(queue.stateOf(bad!)).toBe('dead');
    expect(queue.stateOf(other!)).toBe('queued');
    expect(lines.find((line) => line.msg === 'job attempt failed')).toMatchObject({
      code: 'LLM_UNAVAILABLE',
      attempt: 1,
    });
  });

  it('postpones a job its waitUntil puts off, without handling it or spending an attempt, and runs it when due', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryJobQueue(clock);
    const id = await queue.enqueue('place-bid', { n: 1 });
    const later = new Date(clock.now().getTime() + 30_000);
    const handled: number[] = [];
    const worker = new QueueWorker<{ n: number }>({
      queue,
      name: 'place-bid',
      handle: async (job) => handled.push(job.attempt),
      waitUntil: async () => (clock.now() < later ? later : null),
      logger,
      idleMs: 5,
    });
    workers.push(worker as QueueWorker<unknown>);

    expect(await worker.drain()).toBe(0);
    expect(queue.stateOf(id!)).toBe('queued');
    expect(lines.find((line) => line.msg === 'job postponed')).toMatchObject({
      attempt: 1,
      until: later.toISOString(),
    });

    clock.advance(29_999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(handled).toEqual([1]);
    expect(queue.stateOf(id!)).toBe('completed');
  });

  it('rests instead of spinning when the queue’s clock runs ahead and hands a postponed job straight back', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryJobQueue(clock);
    await queue.enqueue('place-bid', { n: 1 });
    const later = new Date(clock.now().getTime() + 30_000);
    // The queue takes every postponed job as due at once, as a queue whose clock runs ahead of the app's does.
    const ahead = Object.assign(Object.create(queue) as InMemoryJobQueue, {
      postpone: (job: Job, _until: Date) => queue.postpone(job, clock.now()),
    });
    const waits: Date[] = [];
    const worker = new QueueWorker<{ n: number }>({
      queue: ahead,
      name: 'place-bid',
      handle: async () => 'placed',
      waitUntil: async () => (waits.push(clock.now()), clock.now() < later ? later : null),
      logger,
      idleMs: 5,
    });
    workers.push(worker as QueueWorker<unknown>);

    expect(await worker.drain()).toBe(0);
    expect(waits).toHaveLength(2);

    // Running, it rests idleMs after each second sighting: a loop spinning on promises alone would
    // never let the timers of waitFor run, and the test would time out.
    worker.start();
    await vi.waitFor(() => expect(waits.length).toBeGreaterThan(4));
    await worker.stop();
    clock.advance(30_000);
    expect(await worker.drain()).toBe(1);
  });

  it('puts off a job whose key another job holds, without running it or spending an attempt, and frees its own keys when it ends', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryJobQueue(clock);
    const leases = new InMemoryWorkLeases();
    const id = await queue.enqueue('place-bid', { n: 1 });
    const handled: number[] = [];
    const worker = new QueueWorker<{ n: number }>({
      queue,
      name: 'place-bid',
      handle: async (job) => handled.push(job.attempt),
      logger,
      idleMs: 5,
      exclusive: {
        leases,
        keysOf: async () => ['user:ada', 'token:t1'],
        leaseMs: 60_000,
        busyRetryMs: 2_000,
        now: () => clock.now(),
      },
    });
    workers.push(worker as QueueWorker<unknown>);
    await leases.acquire(['token:t1'], 'another job', clock.now(), new Date(clock.now().getTime() + 60_000));

    expect(await worker.drain()).toBe(0);
    expect(handled).toEqual([]);
    expect(lines.find((line) => line.msg === 'job postponed')).toMatchObject({
      attempt: 1,
      why: 'busy',
      until: new Date(clock.now().getTime() + 2_000).toISOString(),
    });

    await leases.release(['token:t1'], 'another job');
    clock.advance(2_000);
    expect(await worker.drain()).toBe(1);
    expect(handled).toEqual([1]);
    expect(queue.stateOf(id!)).toBe('completed');
    // Its keys went back with it.
    expect(
      await leases.acquire(['user:ada', 'token:t1'], 'next job', clock.now(), new Date(clock.now().getTime() + 60_000)),
    ).toBe(true);
  });

  it('runs several jobs side by side with concurrency, and stop waits for every one in hand', async () => {
    const queue = new InMemoryJobQueue(new FixedClock());
    for (const n of [1, 2, 3]) await queue.enqueue('place-bid', { n });
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = new Set<number>();
    const finished: number[] = [];
    const worker = new QueueWorker<{ n: number }>({
      queue,
      name: 'place-bid',
      handle: async (job) => {
        running.add(job.payload.n);
        await gate;
        finished.push(job.payload.n);
      },
      logger,
      idleMs: 5,
      concurrency: 3,
    });
    workers.push(worker as QueueWorker<unknown>);

    worker.start();
    await vi.waitFor(() => expect(running.size).toBe(3));
    const stopped = worker.stop();
    release();
    await stopped;
    expect(finished.sort()).toEqual([1, 2, 3]);
  });

  it('hands a failed job back for a retry after its backoff', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryJobQueue(clock);
    const id = await queue.enqueue('place-bid', { n: 1 }, { retryDelayMs: 30_000 });
    const attempts: number[] = [];
    const worker = aWorker(queue, async (job) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('socket hang up');
    });

    await worker.drain();
    expect(await worker.drain()).toBe(0);
    clock.advance(30_000);
    await worker.drain();

    expect(attempts).toEqual([1, 2]);
    expect(queue.stateOf(id!)).toBe('completed');
  });

  it('keeps running after handler errors and queue outages, picks up jobs enqueued while idle, and stops', async () => {
    const queue = new FlakyQueue(new FixedClock());
    queue.takeFailures = 2;
    const handled: number[] = [];
    const worker = aWorker(queue, async (job) => {
      handled.push(job.payload.n);
      if (job.payload.n === 1) throw new TypeError('a bug');
    });

    worker.start();
    await queue.enqueue('place-bid', { n: 1 }, { retryLimit: 0 });
    await queue.enqueue('place-bid', { n: 2 });
    await vi.waitFor(() => expect(handled).toEqual([1, 2]));
    await worker.stop();

    const late = await queue.enqueue('place-bid', { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.stateOf(late!)).toBe('queued');
    expect(lines.filter((line) => line.msg === 'job queue failed')).toHaveLength(2);
  });
});
