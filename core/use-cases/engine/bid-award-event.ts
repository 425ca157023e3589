import type { AwardedBidStatus } from '../../domain/bidding/award-status.js';
import type { Bid } from '../../domain/bidding/bid.js';
import type { UserEvent } from '../../ports/event-publisher.port.js';

/** Long titles are cut: an event must stay small enough for every publisher (Postgres NOTIFY). */
export const AWARD_EVENT_TITLE_LENGTH = 200;

/**
 * A bid the marketplace decided on. A type, not an interface, so it travels as an event's plain
 * record. It is not a field of the user: browsers keep it out of their copy of the user.
 */
export type BidAwardUpdate = {
  readonly id: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly status: AwardedBidStatus;
};

/** The live event of a bid that just became accepted or rejected: `{ bid: {...} }` for its owner. */
export const bidAwardEvent = (bid: Bid, status: AwardedBidStatus): UserEvent => ({
  userId: bid.userId,
  data: {
    bid: {
      id: bid.id,
      projectId: bid.projectId,
      projectTitle: Array.from(bid.projectTitle).slice(0, AWARD_EVENT_TITLE_LENGTH).join(''),
      status,
    } satisfies BidAwardUpdate,
  },
});
