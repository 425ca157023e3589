import { describe, expect, it } from 'vitest';
import type { Bid } from '../../domain/bidding/bid.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import { sweepBidsByUser } from './bid-sweep.js';

const bid = (id: number, userId: string): Bid =>
  ({ id: String(id), userId, submittedAt: new Date(Date.UTC(2026, 0, 1, 0, id)) }) as Bid;
const BIDS = [bid(1, 'a'), bid(2, 'b'), bid(3, 'a'), bid(4, 'c'), bid(5, 'b')];

/** The bids after the cursor, oldest first, as the repositories page them. */
const listPage = async (limit: number, after: AwardCursor | undefined): Promise<readonly Bid[]> =>
  BIDS.filter((candidate) => after === undefined || candidate.submittedAt > after.submittedAt).slice(0, limit);

describe('sweepBidsByUser', () => {
  it("hands each page's bids over per user and wraps around once every bid was read", async () => {
    const seen: string[][] = [];
    const totals = { calls: 0, interrupted: false };
    const next = await sweepBidsByUser(
      listPage,
      undefined,
      { pageSize: 3, maxBids: 100, maxCalls: 100 },
      totals,
      async (bids) => {
        seen.push(bids.map((one) => one.id));
        totals.calls += 1;
        return true;
      },
    );
    expect(seen).toEqual([['1', '3'], ['2'], ['4'], ['5']]);
    expect(next).toBeUndefined();
  });

  it('stops at the call budget and carries on after the last page read', async () => {
    const totals = { calls: 0, interrupted: false };
    const next = await sweepBidsByUser(
      listPage,
      undefined,
      { pageSize: 2, maxBids: 100, maxCalls: 2 },
      totals,
      async (bids) => {
        totals.calls += bids.length;
        return true;
      },
    );
    expect(totals.calls).toBe(2);
    expect(next?.id).toBe('2');
  });

  it('keeps the cursor before the page the marketplace failed on, so the next run asks again', async () => {
    const totals = { calls: 0, interrupted: false };
    const from = { id: '1', submittedAt: BIDS[0]!.submittedAt };
    const next = await sweepBidsByUser(
      listPage,
      from,
      { pageSize: 10, maxBids: 100, maxCalls: 100 },
      totals,
      async (bids) => bids[0]!.userId !== 'c',
    );
    expect(totals.interrupted).toBe(true);
    expect(next).toEqual(from);
  });
});
