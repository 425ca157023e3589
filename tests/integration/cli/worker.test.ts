import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorker } from '../../../cli/src/commands/worker.js';
import { PLACE_BID_QUEUE } from '../../../core/use-cases/engine/place-bid-job.js';
import { CliHarness } from './cli-harness.js';

const PROBE_DEADLINE_MS = 10_000;

/** Waits for `check` to hold, giving up after a deadline (a failed test, never a slow pass). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + PROBE_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('bidpilot worker', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => cli.close());

  it('starts the bid worker without the HTTP server, takes queued bids, and stops cleanly on abort', async () => {
    const lines: string[] = [];
    let announce = () => {};
    const started = new Promise<void>((resolve) => (announce = resolve));
    const controller = new AbortController();
    const running = runWorker(
      { ...cli.runtime, columns: 200, print: (text) => (lines.push(text), announce()) },
      controller.signal,
    );
    await started;
    expect(lines).toEqual([
      'BidPilot worker running: engine every minute, award sync every 5 minutes, bid worker on. Stop with Ctrl-C.',
    ]);

    // A bid for a user without a marketplace token is skipped and its job completed, which frees its singleton key.
    const user = await cli.aUser('Tokenless Bidder');
    const singletonKey = `probe:${randomUUID()}`;
    const payload = {
      userId: user.id,
      bidId: randomUUID(),
      project: { id: '1' },
      amount: 10,
      currency: 'USD',
      amountUsd: 10,
      period: 7,
    };
    try {
      expect(await cli.jobQueue.enqueue(PLACE_BID_QUEUE, payload, { singletonKey })).not.toBeNull();
      const later = { singletonKey, startAfter: new Date(Date.now() + 3_600_000) };
      expect(await eventually(async () => (await cli.jobQueue.enqueue(PLACE_BID_QUEUE, payload, later)) !== null)).toBe(
        true,
      );
      expect(await cli.storage.bids.findByUserAndProject(user.id, '1')).toBeNull();
    } finally {
      controller.abort();
      await running;
    }
    expect(lines.at(-1)).toBe('BidPilot worker stopped.');
  });

  it('prints its start line whole on a pipe, where a container log reads it, and wraps it on an 80-column terminal', async () => {
    const banner = async (terminal: boolean) => {
      const lines: string[] = [];
      await runWorker(
        { ...cli.runtime, columns: 80, terminal, print: (text) => lines.push(text) },
        AbortSignal.abort(),
      );
      return lines[0] ?? '';
    };
    expect(await banner(false)).toBe(
      'BidPilot worker running: engine every minute, award sync every 5 minutes, bid worker on. Stop with Ctrl-C.',
    );
    const wrapped = (await banner(true)).split('\n');
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.every((line) => line.length <= 80)).toBe(true);
  });

  it('stops at once when the signal has already aborted', async () => {
    const lines: string[] = [];
    await runWorker({ ...cli.runtime, print: (text) => lines.push(text) }, AbortSignal.abort());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('BidPilot worker stopped.');
  });
});
