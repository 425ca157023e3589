import type { ReviewDraft } from '../../domain/bidding/review-draft.js';
import type { NotificationRequest } from '../../ports/notifier.port.js';
import type { ReviewLinks } from '../../ports/review-links.port.js';

/** The Review screen: what every review notification opens. */
export const REVIEW_PATH = '/review';

const minutesLeft = (draft: ReviewDraft): number =>
  Math.max(1, Math.round((draft.expiresAt.getTime() - draft.createdAt.getTime()) / 60_000));

/**
 * The waiting notice's sentence on how long the draft waits: true when it is sent, stale soon after.
 * The inbox, read later, leaves it out for the draft's expiry as it stands then (`EXPIRY_SENTENCE`).
 */
const expirySentence = (minutes: number): string =>
  `It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} unless you approve it.`;

/** Finds expirySentence in a stored body, with the space before it. */
export const EXPIRY_SENTENCE = / ?It expires in \d+ minutes? unless you approve it\./;

/**
 * One per draft (its id is the dedupe key, so a retried job tells no one twice). Out of the app,
 * the signed links approve or reject from a confirm page without signing in.
 */
export function reviewWaitingNotification(draft: ReviewDraft, links?: ReviewLinks): NotificationRequest {
  const approveUrl =
    links?.url({ userId: draft.userId, draftId: draft.id, action: 'approve' }, draft.expiresAt) ?? null;
  const rejectUrl = links?.url({ userId: draft.userId, draftId: draft.id, action: 'reject' }, draft.expiresAt) ?? null;
  const why = draft.holdReasons.map((reason) => reason.message).join(' ');
  const signed =
    approveUrl === null || rejectUrl === null ? '' : `\n\nApprove as drafted: ${approveUrl}\nReject: ${rejectUrl}`;
  return {
    userId: draft.userId,
    kind: 'review.waiting',
    title: `A bid waits for your review: ${draft.projectTitle}`.slice(0, 200),
    body: `${why} ${expirySentence(minutesLeft(draft))}${signed}`,
    link: REVIEW_PATH,
    data: {
      draftId: draft.id,
      projectId: draft.projectId,
      expiresAt: draft.expiresAt.toISOString(),
      approveUrl,
      rejectUrl,
    },
    dedupeKey: `review.waiting:${draft.id}`,
  };
}

/** Expiry rides on the same kind (no new kind to choose channels for): the user chose to hear about their drafts. */
export function reviewExpiredNotification(draft: ReviewDraft): NotificationRequest {
  return {
    userId: draft.userId,
    kind: 'review.waiting',
    title: `A held bid expired unplaced: ${draft.projectTitle}`.slice(0, 200),
    body: 'Nobody approved it in time, so it was not placed and no bid was spent.',
    link: REVIEW_PATH,
    data: { draftId: draft.id, projectId: draft.projectId, expired: true },
    dedupeKey: `review.expired:${draft.id}`,
  };
}

/** A reason as one sentence: the block messages are written without a full stop. */
const sentence = (reason: string): string => (/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`);

/**
 * The user approved a bid and went on with their day: when it could not be placed and waits in
 * Review again, they hear it once per approval (a retried job tells no one twice).
 */
export function reviewReturnedNotification(
  draft: ReviewDraft,
  reason: string,
  approval: string | undefined,
): NotificationRequest {
  return {
    userId: draft.userId,
    kind: 'review.waiting',
    title: `Your approved bid was not placed: ${draft.projectTitle}`.slice(0, 200),
    body: `${sentence(reason)} It waits in Review again and no bid was spent; approve it once that is sorted.`,
    link: REVIEW_PATH,
    data: { draftId: draft.id, projectId: draft.projectId, expiresAt: draft.expiresAt.toISOString(), returned: true },
    dedupeKey: `review.returned:${draft.id}:${approval ?? 'first'}`,
  };
}

/** Freelancer refused an approved bid for good: the draft is closed, and its user hears why. */
export function reviewRefusedNotification(draft: ReviewDraft, reason: string): NotificationRequest {
  return {
    userId: draft.userId,
    kind: 'review.waiting',
    title: `Freelancer refused your approved bid: ${draft.projectTitle}`.slice(0, 200),
    body: `${sentence(reason)} The draft is closed and will not be tried again.`,
    link: REVIEW_PATH,
    data: { draftId: draft.id, projectId: draft.projectId, refused: true },
    dedupeKey: `review.refused:${draft.id}`,
  };
}
