import type { NotificationResponse, NotificationReviewState } from '@contract/notifications';
import { EXPIRY_SENTENCE } from '@core/use-cases/reviews/review-notifications';
import { formatDateTime } from '@/lib/date-format';
import { signedReviewLinks, type SignedReviewLinks } from './signed-review-links';

/** What became of a draft no longer waiting, said on the notice that asked for a decision. */
const OUTCOMES: Readonly<Record<Exclude<NotificationReviewState['status'], 'waiting'>, string>> = {
  approved: 'You approved this bid: it is on its way to Freelancer.',
  placed: 'You approved this bid and it was placed.',
  rejected: 'You rejected this bid: no bid was placed.',
  expired: 'This bid expired unplaced: nobody approved it in time, and no bid was spent.',
  failed: 'This bid was approved but not placed: Freelancer did not take it.',
};

/** "in 42 minutes", "in under a minute", "in 3 hours": how long a waiting draft has left. */
export function timeToExpiry(left: number): string {
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return 'in under a minute';
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in ${Math.floor(minutes / 60)} hours`;
}

/** A review notice as the inbox shows it at `now`. */
export interface ReviewNotice {
  /** The body without the signed URLs, and without the sent expiry that `state` says truly. */
  readonly body: string;
  /** The Approve and Reject links, only while the draft still waits. */
  readonly links: SignedReviewLinks | null;
  /** Where the draft stands now; null when the notice does not ask for a decision or the draft is gone. */
  readonly state: string | null;
}

/**
 * A `review.waiting` notice as it stands when read: the server says per notice what became of its
 * draft (`review`), so only a draft still waiting, and not yet past its expiry here, offers
 * Approve and Reject; the body's "It expires in 60 minutes", true when sent, gives way to the
 * expiry as a time. Notices that ask nothing (the expired and refused ones) keep their body.
 */
export function reviewNotice(notification: NotificationResponse, now: number): ReviewNotice {
  const signed = signedReviewLinks(notification);
  const body = signed?.body ?? notification.body;
  // The waiting notice and the one of an approval given back carry the draft's expiry: they ask for a decision.
  if (typeof notification.data.expiresAt !== 'string') return { body, links: null, state: null };
  const review = notification.review;
  const withoutExpiry = body.replace(EXPIRY_SENTENCE, '').trim();
  if (review === null) return { body: withoutExpiry, links: null, state: null };
  const left = Date.parse(review.expiresAt) - now;
  if (review.status === 'waiting' && left > 0)
    return {
      body: withoutExpiry,
      links: signed?.links ?? null,
      state: `Waiting for your decision: it expires ${timeToExpiry(left)}, at ${formatDateTime(review.expiresAt)}.`,
    };
  return { body: withoutExpiry, links: null, state: OUTCOMES[review.status === 'waiting' ? 'expired' : review.status] };
}
