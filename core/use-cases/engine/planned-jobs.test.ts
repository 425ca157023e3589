import { describe, expect, it } from 'vitest';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import type { EnqueueItem } from '../../ports/job-queue.port.js';
import { enqueuePlanned, PlannedRun } from './planned-jobs.js';

const at = (seconds: number): Date => new Date(Date.UTC(2026, 0, 15, 12, 0, seconds));

/** A run that plans one job per key, each at the next slot, as matchAndEnqueue does. */
async function aRun(user: string, keys: readonly string[]): Promise<PlannedRun> {
  const run = new PlannedRun('place-bid');
  for (const [index, key] of keys.entries()) {
    const answer = await run.queue.enqueue(
      'place-bid',
      { user, key },
      { singletonKey: `${user}:${key}`, startAfter: at(index * 10) },
    );
    expect(answer).not.toBeNull();
    run.slots.push({ bidId: `${user}-${key}`, at: at(index * 10) });
  }
  return run;
}

describe('enqueuePlanned', () => {
  it('writes every run of the tick in one multi-row enqueue, and a job still queued gives its slot back', async () => {
    const queue = new InMemoryJobQueue();
    await queue.enqueue('place-bid', { earlier: true }, { singletonKey: 'ada:p2' });
    const calls: number[] = [];
    const counting = Object.assign(Object.create(queue) as InMemoryJobQueue, {
      enqueue: () => Promise.reject(new Error('one at a time')),
      enqueueMany: (name: string, items: readonly EnqueueItem[]) => (
        calls.push(items.length),
        queue.enqueueMany(name, items)
      ),
    });
    const ada = await aRun('ada', ['p1', 'p2', 'p3']);
    const bob = await aRun('bob', ['p2']);

    await enqueuePlanned(counting, 'place-bid', [ada, bob]);

    expect(calls).toEqual([4]);
    expect([ada.queued, ada.failure, ada.slots.map((slot) => slot.bidId)]).toEqual([2, null, ['ada-p1', 'ada-p3']]);
    expect([bob.queued, bob.slots.map((slot) => slot.bidId)]).toEqual([1, ['bob-p2']]);
  });

  it('falls back to one job at a time when the multi-row write fails: a run fails alone, keeping the slots of the jobs queued before', async () => {
    const queue = new InMemoryJobQueue();
    let adaEnqueues = 0;
    const flaky = Object.assign(Object.create(queue) as InMemoryJobQueue, {
      enqueue: (name: string, payload: { user: string }, options?: EnqueueItem['options']) =>
        payload.user === 'ada' && ++adaEnqueues > 1
          ? Promise.reject(new Error('disk on fire'))
          : queue.enqueue(name, payload, options),
      enqueueMany: () => Promise.reject(new Error('disk on fire')),
    });
    const ada = await aRun('ada', ['p1', 'p2', 'p3']);
    const bob = await aRun('bob', ['p1', 'p2']);

    await enqueuePlanned(flaky, 'place-bid', [ada, bob]);

    expect([ada.queued, ada.slots.map((slot) => slot.bidId), (ada.failure?.error as Error).message]).toEqual([
      1,
      ['ada-p1'],
      'disk on fire',
    ]);
    expect([bob.queued, bob.failure, bob.slots.map((slot) => slot.bidId)]).toEqual([2, null, ['bob-p1', 'bob-p2']]);
  });

  it('plans the jobs of its one queue only, so the tick writes them in one statement', async () => {
    await expect(new PlannedRun('place-bid').queue.enqueue('notify', {})).rejects.toThrow('place-bid jobs only');
  });
});
