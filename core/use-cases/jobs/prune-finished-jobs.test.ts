import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { PRUNE_JOBS_BATCH, PruneFinishedJobs } from './prune-finished-jobs.js';

/** A queue holding `ended` jobs that ended long ago: each call removes up to its limit. */
const aQueueWith = (ended: number) => {
  const calls: { readonly cutoff: Date; readonly limit: number }[] = [];
  let left = ended;
  return {
    calls,
    removeFinishedBefore: async (cutoff: Date, limit: number) => {
      calls.push({ cutoff, limit });
      const removed = Math.min(left, limit);
      left -= removed;
      return removed;
    },
  };
};

describe('PruneFinishedJobs', () => {
  const clock = new FixedClock('2026-03-15T12:00:00.000Z');

  it('removes jobs that ended more than 24 hours ago, batch after batch until one comes back short', async () => {
    const queue = aQueueWith(2 * PRUNE_JOBS_BATCH + 17);
    expect(await new PruneFinishedJobs(queue, clock).execute()).toEqual({ pruned: 2 * PRUNE_JOBS_BATCH + 17 });
    expect(queue.calls).toHaveLength(3);
    expect(
      queue.calls.every(
        (call) => call.cutoff.toISOString() === '2026-03-14T12:00:00.000Z' && call.limit === PRUNE_JOBS_BATCH,
      ),
    ).toBe(true);
  });

  it('asks once when nothing has ended long enough ago', async () => {
    const queue = aQueueWith(0);
    expect(await new PruneFinishedJobs(queue, clock).execute()).toEqual({ pruned: 0 });
    expect(queue.calls).toHaveLength(1);
  });

  it('stops after 200 batches in one run, leaving the rest of a backlog to the next', async () => {
    const queue = aQueueWith(250 * PRUNE_JOBS_BATCH);
    expect(await new PruneFinishedJobs(queue, clock).execute()).toEqual({ pruned: 200 * PRUNE_JOBS_BATCH });
    expect(queue.calls).toHaveLength(200);
  });
});
