import {
  activePause,
  autobidPauseView,
  pauseFor,
  pauseNotice,
  type AutobidPause,
} from '../../../domain/bidding/autobid-pause.js';
import { classifyRefusal, type RefusalClassification } from '../../../domain/bidding/bid-refusal.js';
import { isDomainError } from '../../../domain/errors.js';
import type { Job } from '../../../ports/job-queue.port.js';
import { refusalOf } from '../../../ports/marketplace-refusal.port.js';
import type { NotificationRequest } from '../../../ports/notifier.port.js';
import { closeUnplaced, isApproval, returnToReview } from '../../reviews/unplaced-approvals.js';
import { userUpdate } from '../../users/user-update-event.js';
import { viewUser } from '../../users/user-view.js';
import { PLACE_BID_RETRY_LIMIT, attemptDebitKey, type PlaceBidPayload } from '../place-bid-job.js';
import { findOwnBid } from './account.js';
import type { Account, PlaceBidDeps } from './deps.js';
import { markFailed } from './record-outcome.js';
import type { PlaceBidOutcome } from './outcome.js';

const GENERIC_FAILURE = 'The bid could not be placed.';
export const DUPLICATE_FAILURE = 'You have already bid on that project.';
export const PLACED_BY_HAND_NOTE = 'Already placed on Freelancer before BidPilot tried: this bid was not charged.';

/**
 * A failed placement by cause (docs/design.md#refusals). Outages give the bid back and rethrow, so
 * the queue retries with backoff. Every refusal Freelancer decided is given back too, except
 * the one the spec warns of; it is never retried. An account or token refusal pauses the user.
 */
export async function recordRefusal(
  deps: PlaceBidDeps,
  job: Job<PlaceBidPayload>,
  account: Account,
  error: unknown,
  proposal: string,
): Promise<PlaceBidOutcome> {
  const { payload, attempt } = job;
  const marketplaceRefusal = refusalOf(error);
  const refusal =
    marketplaceRefusal === null
      ? null
      : classifyRefusal(marketplaceRefusal, {
          amountUsd: payload.amountUsd,
          isProfileVerified: account.settings.isProfileVerified,
        });
  if (refusal?.charged === true) {
    await markRefused(deps, payload, refusal.message, proposal);
    return { kind: 'rejected', bidId: payload.bidId, message: refusal.message };
  }
  await deps.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
  if (refusal === null || refusal.scope === 'outage') {
    if (attempt > (deps.options.retryLimit ?? PLACE_BID_RETRY_LIMIT))
      await markUnplaced(deps, payload, isDomainError(error) ? error.message : GENERIC_FAILURE, proposal);
    throw error;
  }
  if (refusal.scope === 'account' || refusal.scope === 'token')
    return pauseAutobidding(deps, payload, account, refusal, proposal);
  if (refusal.duplicate) return recordDuplicate(deps, payload, account, proposal);
  if (refusal.kind !== null) await deps.repositories.settings.addUnbiddableKind(payload.userId, refusal.kind);
  await markRefused(deps, payload, refusal.message, proposal);
  return { kind: 'not-placed', bidId: payload.bidId, message: refusal.message };
}

/**
 * Freelancer refused the project for good: the row is logged failed, and an approved draft it
 * came from is closed `failed` with the refusal (docs/design.md#review-lane).
 */
async function markRefused(deps: PlaceBidDeps, payload: PlaceBidPayload, message: string, proposal: string) {
  await markFailed(deps, payload.bidId, message, proposal);
  if (isApproval(payload)) await closeUnplaced(deps.repositories, deps.clock, payload, message, deps.options.notifier);
}

/**
 * A refusal that passes (a pause, an outage past its retries): the row is logged failed, or, for
 * an approved draft, the draft goes back to its user with the reason and its row is held again.
 */
async function markUnplaced(deps: PlaceBidDeps, payload: PlaceBidPayload, message: string, proposal: string) {
  if (isApproval(payload)) await returnToReview(deps.repositories, deps.clock, payload, message, deps.options.notifier);
  else await markFailed(deps, payload.bidId, message, proposal);
}

/** The user bid by hand: the bid is theirs on Freelancer, but BidPilot did not place it. */
async function recordDuplicate(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  proposal: string,
): Promise<PlaceBidOutcome> {
  const own = await findOwnBid(deps, payload, account).catch(() => null);
  if (own !== null) {
    await deps.repositories.bids.update(payload.bidId, {
      status: 'submitted',
      proposal,
      marketplaceBidId: own.marketplaceBidId,
      errorMessage: PLACED_BY_HAND_NOTE,
      submittedAt: deps.clock.now(),
    });
    // The bid the user approved is on Freelancer, placed by their own hand.
    if (isApproval(payload)) await deps.repositories.reviews.markPlaced(payload.review.draftId);
    return { kind: 'already-placed', bidId: payload.bidId, marketplaceBidId: own.marketplaceBidId };
  }
  await markRefused(deps, payload, DUPLICATE_FAILURE, proposal);
  return { kind: 'not-placed', bidId: payload.bidId, message: DUPLICATE_FAILURE };
}

/**
 * Stops the user's autobidding with Freelancer's reason and tells their browsers. A pause that
 * waits for the user also switches autobidding off, so switching it on again resumes. Jobs
 * refused in the same burst find the pause in force and leave it as it is.
 */
async function pauseAutobidding(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  refusal: Extract<RefusalClassification, { scope: 'account' | 'token' }>,
  proposal: string,
): Promise<PlaceBidOutcome> {
  const { repositories, options } = deps;
  const now = deps.clock.now();
  const current = await repositories.settings.get(payload.userId);
  let pause = activePause(current.pause, now);
  // A pause waiting for the user is never shortened to a cool-down.
  const keeps =
    pause !== null && (pause.code === refusal.pause || (pause.until === null && refusal.resumes === 'cool-down'));
  if (pause === null || !keeps) {
    const next = pauseFor(refusal, current.pause, now);
    pause = next.pause;
    await repositories.settings.update(payload.userId, {
      pause,
      ...(next.slowPaceUntil === null ? {} : { slowPaceUntil: next.slowPaceUntil }),
      ...(pause.until === null ? { isActive: false } : {}),
    });
    const view = await viewUser(repositories, account.user, now);
    await deps.events.publish({
      userId: payload.userId,
      data: { ...userUpdate(view), notice: pauseNotice(pause), autobidPause: autobidPauseView(pause) },
    });
    // This very job is held, so the step leaves it to us.
    await options.queuedBids?.execute(payload.userId);
    await options.notifier?.notify(autobidPausedNotification(payload.userId, pause));
  }
  await markUnplaced(deps, payload, refusal.message, proposal);
  return { kind: 'paused', bidId: payload.bidId, message: refusal.message, pause };
}

/** Freelancer's own words, and when autobidding resumes; a pause is one occurrence from its start. */
const autobidPausedNotification = (userId: string, pause: AutobidPause): NotificationRequest => ({
  userId,
  kind: 'autobid.paused',
  title: 'Freelancer paused your autobidding',
  body: pauseNotice(pause),
  link: '/settings',
  data: { code: pause.code, reason: pause.message, until: pause.until?.toISOString() ?? null },
  dedupeKey: `autobid.paused:${userId}:${pause.code}:${pause.since.toISOString()}`,
});
