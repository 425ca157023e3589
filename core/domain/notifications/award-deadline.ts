import type { Bid } from '../bidding/bid.js';
import { formatUtcMoment } from '../text/utc-moment.js';

/**
 * Freelancer revokes an award the freelancer does not accept within 36 hours
 * (docs/design.md#notifications). Its award-status answer carries no deadline, so BidPilot counts
 * it from when its sync saw the award.
 */
export const AWARD_ACCEPT_WINDOW_MS = 36 * 60 * 60_000;

/**
 * The sync asks every 5 minutes, so the award happened up to one interval before it was seen: the
 * deadline shown is that much earlier than the window alone gives, never later than Freelancer's.
 */
export const AWARD_SEEN_MARGIN_MS = 5 * 60_000;

/** The instant to accept by, counted from when the award was seen. */
export const acceptDeadline = (seenAt: Date): Date =>
  new Date(seenAt.getTime() + AWARD_ACCEPT_WINDOW_MS - AWARD_SEEN_MARGIN_MS);

/** The `bid.awarded` notification of a bid the client just awarded; one per bid. */
export function bidAwardedNotification(
  bid: Bid,
  seenAt: Date,
): {
  readonly userId: string;
  readonly kind: 'bid.awarded';
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly data: {
    readonly bidId: string;
    readonly projectId: string;
    readonly projectTitle: string;
    readonly projectUrl: string;
    readonly acceptBy: string;
  };
  readonly dedupeKey: string;
} {
  const acceptBy = acceptDeadline(seenAt);
  return {
    userId: bid.userId,
    kind: 'bid.awarded',
    title: `You won “${bid.projectTitle}”`,
    body: `The client awarded you the project. Accept it on Freelancer by ${formatUtcMoment(acceptBy)}, or Freelancer revokes the award.`,
    link: `/bid-logs/${bid.id}`,
    data: {
      bidId: bid.id,
      projectId: bid.projectId,
      projectTitle: bid.projectTitle,
      projectUrl: bid.projectUrl,
      acceptBy: acceptBy.toISOString(),
    },
    dedupeKey: `bid.awarded:${bid.id}`,
  };
}
