import type { BidStatusCounts } from '../../domain/bidding/bid.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';

export interface BiddingStats {
  /** Bids that reached the marketplace: submitted, replied, accepted or rejected (not pending, failed or held). */
  readonly submittedBids: number;
  /** Every bid row of the user, whatever its status. */
  readonly totalBids: number;
  readonly acceptedBids: number;
  readonly rejectedBids: number;
  readonly failedBids: number;
}

/**
 * The dashboard's 'Submitted Bids' card counts what BidPilot placed for the user; a bid that was
 * the client replied to, or later accepted or rejected, was still submitted, so it keeps counting.
 */
export const toBiddingStats = (counts: BidStatusCounts): BiddingStats => ({
  submittedBids: counts.submitted + counts.replied + counts.accepted + counts.rejected,
  totalBids: counts.total,
  acceptedBids: counts.accepted,
  rejectedBids: counts.rejected,
  failedBids: counts.failed,
});

export const getBiddingStats = async (
  bids: Pick<BidRepository, 'countsByUser'>,
  userId: string,
): Promise<BiddingStats> => toBiddingStats(await bids.countsByUser(userId));
