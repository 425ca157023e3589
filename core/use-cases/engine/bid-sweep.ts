import type { Bid } from '../../domain/bidding/bid.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';

/** How far one run of a sync may go. */
export interface SweepLimits {
  readonly pageSize: number;
  /** Bids read per run at most, so users who cost no call cannot make a run read the whole table. */
  readonly maxBids: number;
  /** Marketplace calls per run at most, whatever the number of users. */
  readonly maxCalls: number;
}

/** What a run has spent and whether the marketplace stopped it; the user's sync adds to `calls`. */
export interface SweepTotals {
  calls: number;
  interrupted: boolean;
}

/**
 * One run of a sync over the bids it watches (award sync, reply sync): pages through them oldest
 * first from `resumeAfter`, one `syncUser` call per user per page, until the bids or the calls of
 * the run are spent, the marketplace is down (`syncUser` answers false: asking about the other
 * users' bids would fail alike) or the bids run out (then it wraps around). A page is never longer
 * than the calls left, and a page of n bids costs at most n calls, so a run keeps its budget
 * however the bids spread over users. Answers where the next run carries on.
 */
export async function sweepBidsByUser(
  listPage: (limit: number, after: AwardCursor | undefined) => Promise<readonly Bid[]>,
  resumeAfter: AwardCursor | undefined,
  limits: SweepLimits,
  totals: SweepTotals,
  syncUser: (bids: readonly Bid[]) => Promise<boolean>,
): Promise<AwardCursor | undefined> {
  let cursor = resumeAfter;
  for (let read = 0; read < limits.maxBids && totals.calls < limits.maxCalls;) {
    const page = await listPage(
      Math.min(limits.pageSize, limits.maxBids - read, limits.maxCalls - totals.calls),
      cursor,
    );
    if (page.length === 0) return undefined;
    read += page.length;
    for (const bids of groupByUser(page)) {
      if (!(await syncUser(bids))) {
        totals.interrupted = true;
        return cursor;
      }
    }
    const last = page[page.length - 1] as Bid;
    cursor = { submittedAt: last.submittedAt, id: last.id };
  }
  return cursor;
}

function groupByUser(bids: readonly Bid[]): Bid[][] {
  const byUser = new Map<string, Bid[]>();
  for (const bid of bids) {
    const group = byUser.get(bid.userId);
    if (group === undefined) byUser.set(bid.userId, [bid]);
    else group.push(bid);
  }
  return [...byUser.values()];
}
