import { countedBids, type BidStatusCounts } from '../../domain/bidding/bid.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';

export interface BiddingStats {
  /** Bids that reached the marketplace: submitted, replied, accepted or rejected (not pending, failed, held or declined). */
  readonly submittedBids: number;
  /** Every bid row of the user but the drafts they declined in review (or let expire): those were never bids. */
  readonly totalBids: number;
  readonly acceptedBids: number;
  readonly rejectedBids: number;
  /** Bids that could not be placed; a declined draft is not one. */
  readonly failedBids: number;
}

/**
 * The dashboard's 'Submitted Bids' card counts what BidPilot placed for the user; a bid that was
 * the client replied to, or later accepted or rejected, was still submitted, so it keeps counting.
 */
export const toBiddingStats = (counts: BidStatusCounts): BiddingStats => ({
  submittedBids: counts.submitted + counts.replied + counts.accepted + counts.rejected,
  totalBids: countedBids(counts),
  acceptedBids: counts.accepted,
  rejectedBids: counts.rejected,
  failedBids: counts.failed,
});

export const getBiddingStats = async (
  bids: Pick<BidRepository, 'countsByUser'>,
  userId: string,
): Promise<BiddingStats> => toBiddingStats(await bids.countsByUser(userId));
