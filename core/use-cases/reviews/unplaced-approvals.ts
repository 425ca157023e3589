import { MAIN_PROFILE_ID, settingsForProfile } from '../../domain/bidding/search-profile.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { PlaceBidPayload } from '../engine/place-bid-job.js';
import { reviewRefusedNotification, reviewReturnedNotification } from './review-notifications.js';

/** The bid log's words for an approved bid that went back to its user; the reason follows. */
export const APPROVAL_RETURNED_NOTE = 'Back in review: your approval did not go through.';

type Approved = PlaceBidPayload & { readonly review: NonNullable<PlaceBidPayload['review']> };

/** Whether the job places a draft its user approved (docs/design.md#review-lane). */
export const isApproval = (payload: PlaceBidPayload): payload is Approved => payload.review !== undefined;

/**
 * An approved bid that was not placed for a reason that passes (no bids left, a pause, an inactive
 * plan, a Stop, a guard hold, an outage…) goes back to its user (docs/design.md#review-lane): the
 * draft waits again with the reason and a fresh expiry (never an earlier one), and its bid row is
 * `held` again, so the draft may be approved once more and the project is not "already bid".
 * Nothing was charged: every such path gives the attempt's reservation back first. With a
 * `notifier` the user is told (not for their own Stop, which passes none).
 */
export async function returnToReview(
  repositories: Pick<Repositories, 'reviews' | 'bids' | 'settings' | 'searchProfiles'>,
  clock: Clock,
  payload: Approved,
  reason: string,
  notifier?: Notifier,
): Promise<void> {
  const { reviews, bids } = repositories;
  const draft = await reviews.find(payload.userId, payload.review.draftId);
  if (draft === null || draft.status !== 'approved') return;
  const now = clock.now().getTime();
  const fresh = now + (await draftExpiryMs(repositories, payload));
  const reopened = await reviews.reopen(draft.id, {
    note: reason,
    expiresAt: new Date(Math.max(draft.expiresAt.getTime(), fresh)),
  });
  if (reopened === null) return;
  await bids.update(payload.bidId, { status: 'held', errorMessage: `${APPROVAL_RETURNED_NOTE} ${reason}` });
  await notifier?.notify(reviewReturnedNotification(reopened, reason, payload.review.approval));
}

/**
 * An approved bid Freelancer refused for good (the project closed or gone, a kind the account may
 * not bid on, a charged refusal): the draft ends `failed` with the refusal, and its user is told.
 * Its bid row the caller logs failed, as for any bid.
 */
export async function closeUnplaced(
  repositories: Pick<Repositories, 'reviews'>,
  clock: Clock,
  payload: Approved,
  reason: string,
  notifier?: Notifier,
): Promise<void> {
  const { reviews } = repositories;
  const draft = await reviews.find(payload.userId, payload.review.draftId);
  if (draft === null || draft.status !== 'approved') return;
  await reviews.markFailed(draft.id, { note: reason, at: clock.now() });
  await notifier?.notify(reviewRefusedNotification(draft, reason));
}

/** How long a draft of this bid's search profile waits (its `draftExpiryMinutes`), in ms. */
async function draftExpiryMs(
  repositories: Pick<Repositories, 'settings' | 'searchProfiles'>,
  payload: PlaceBidPayload,
): Promise<number> {
  const settings = await repositories.settings.get(payload.userId);
  const { profileId } = payload;
  const profile =
    profileId === undefined || profileId === MAIN_PROFILE_ID
      ? null
      : await repositories.searchProfiles.find(payload.userId, profileId);
  return (profile === null ? settings : settingsForProfile(settings, profile.rules)).draftExpiryMinutes * 60_000;
}
