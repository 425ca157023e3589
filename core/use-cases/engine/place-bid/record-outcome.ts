import { pauseBlockMessage } from '../../../domain/bidding/autobid-pause.js';
import { BIDS_EXHAUSTED_NOTICE } from '../../../domain/bidding/autobid-start.js';
import { BLOCK_MESSAGES } from '../../../domain/bidding/autobid-reasons.js';
import type { Bid } from '../../../domain/bidding/bid.js';
import type { BidEventKind } from '../../../domain/bidding/bid-history.js';
import { totalBids } from '../../../domain/ledger/ledger.js';
import type { User } from '../../../domain/users/user.js';
import type { DebitResult } from '../../../ports/bid-ledger.port.js';
import type { NotificationRequest } from '../../../ports/notifier.port.js';
import { isApproval, returnToReview } from '../../reviews/unplaced-approvals.js';
import { userUpdateEvent } from '../../users/user-update-event.js';
import { viewUser } from '../../users/user-view.js';
import { CANCELLED_NOTE, attemptDebitKey, type PlaceBidPayload } from '../place-bid-job.js';
import type { Account, PlaceBidDeps } from './deps.js';
import type { PlaceBidOutcome, PlaceBidSkip } from './outcome.js';

export async function markSubmitted(
  deps: PlaceBidDeps,
  bidId: string,
  marketplaceBidId: string,
  proposal: string,
): Promise<PlaceBidOutcome> {
  await deps.repositories.bids.update(bidId, {
    status: 'submitted',
    proposal,
    marketplaceBidId,
    errorMessage: null,
    submittedAt: deps.clock.now(),
  });
  return { kind: 'submitted', bidId, marketplaceBidId };
}

/** `cancelled` in the history when the bid was stopped before it reached Freelancer; refused otherwise. */
export async function markFailed(
  deps: PlaceBidDeps,
  bidId: string,
  message: string,
  proposal: string,
  historyKind: Extract<BidEventKind, 'refused' | 'cancelled'> = 'refused',
): Promise<void> {
  await deps.repositories.bids.update(bidId, { status: 'failed', errorMessage: message, proposal, historyKind });
}

/**
 * An earlier attempt's row that can no longer be placed is closed rather than left pending; with no
 * row, the run's decision on the project says why it was not placed (docs/design.md#decision-log). An
 * approved draft's bid goes back to its user instead, its row held again (docs/design.md#review-lane):
 * every reason here passes (bids bought, a plan renewed, a pause over).
 */
export async function skipUnplaced(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  earlier: Bid | null,
  reason: Exclude<PlaceBidSkip, 'ALREADY_BID' | 'CANCELLED'>,
  message = BLOCK_MESSAGES[reason],
): Promise<PlaceBidOutcome> {
  if (isApproval(payload)) await returnToReview(deps.repositories, deps.clock, payload, message, deps.options.notifier);
  else if (earlier !== null) await markFailed(deps, earlier.id, message, earlier.proposal, 'cancelled');
  // No bid was logged: the run's decision would say 'queued' for ever, with no bid and no reason.
  else await deps.repositories.decisions.markHeld(payload.userId, payload.project.id, message);
  return { kind: 'skipped', reason };
}

/** The bid log's words for a paused user: Freelancer's pause as it stands, or the plain block message. */
export async function pauseMessage(deps: PlaceBidDeps, userId: string): Promise<string> {
  const { pause } = await deps.repositories.settings.get(userId);
  return pause === null ? BLOCK_MESSAGES.AUTOBID_PAUSED : pauseBlockMessage(pause);
}

/**
 * Stopped while the proposal was written: nothing reached Freelancer (a retry looked for an earlier
 * attempt's bid first), so the reservation is given back and the pending row goes, leaving the run's
 * decision `held` with the reason, as for a queued bid a Stop cancelled: the project is not "already
 * bid", and a later run may queue it again. An approved draft's bid goes back to its user with the
 * reason, its row held again.
 */
export async function cancelStopped(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  attempt: number,
  stopped: Exclude<PlaceBidSkip, 'ALREADY_BID' | 'NO_BIDS_LEFT'>,
): Promise<PlaceBidOutcome> {
  await deps.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
  const message = stopped === 'CANCELLED' ? CANCELLED_NOTE : BLOCK_MESSAGES[stopped];
  // The user's own Stop tells them nothing they do not know; a plan that ran out meanwhile does.
  const notifier = stopped === 'CANCELLED' ? undefined : deps.options.notifier;
  if (isApproval(payload)) await returnToReview(deps.repositories, deps.clock, payload, message, notifier);
  else {
    await deps.repositories.bids.discardUnsent(payload.bidId);
    await deps.repositories.decisions.markHeld(payload.userId, payload.project.id, message);
  }
  return { kind: 'skipped', reason: stopped };
}

/**
 * What follows a bid that spent one: a placed bid records its country, its draft and the
 * marketplace's count; a placed or charged one may have taken the user's last bid.
 */
export async function recordOutcome(
  deps: PlaceBidDeps,
  account: Account,
  payload: PlaceBidPayload,
  debit: Extract<DebitResult, { ok: true }>,
  outcome: PlaceBidOutcome,
): Promise<void> {
  if (outcome.kind === 'submitted') await afterPlacing(deps, account, payload);
  if (outcome.kind === 'submitted' || outcome.kind === 'rejected')
    await announce(deps, account.user, debit, payload.bidId);
}

/** After a placed bid: the country it went to (the review lane's "new country" rule), the marketplace's count, the draft it came from. */
async function afterPlacing(deps: PlaceBidDeps, account: Account, payload: PlaceBidPayload): Promise<void> {
  const { reviews, profiles } = deps.repositories;
  const country = payload.project.client?.country ?? null;
  if (country !== null) await reviews.recordBidCountry(payload.userId, country);
  if (payload.review !== undefined) await reviews.markPlaced(payload.review.draftId);
  // A known count goes down with each bid placed, so a run does not outspend it before the next reading.
  if ((account.marketplaceAccount?.bidsRemaining ?? null) !== null)
    await profiles.countDownMarketplaceBids(account.user.id);
}

/** Only the job whose debit took the last bid stops autobidding and sends the notice. */
async function announce(
  deps: PlaceBidDeps,
  user: User,
  debit: Extract<DebitResult, { ok: true }>,
  bidId: string,
): Promise<void> {
  const view = await viewUser(deps.repositories, user, deps.clock.now());
  const tookLast = debit.applied && debit.bucket !== 'unlimited' && totalBids(debit.balance) === 0;
  if (tookLast && view.availableBids === 0) await deps.repositories.settings.update(user.id, { isActive: false });
  await deps.events.publish(userUpdateEvent(view, tookLast ? 1 : undefined));
  if (tookLast && view.availableBids === 0)
    await deps.options.notifier?.notify(bidsExhaustedNotification(user.id, bidId));
}

/** The bid that spent the last one names the occurrence: a retry of its job tells no one twice. */
const bidsExhaustedNotification = (userId: string, bidId: string): NotificationRequest => ({
  userId,
  kind: 'bids.exhausted',
  title: 'You have used all your bids',
  body: `${BIDS_EXHAUSTED_NOTICE} Buy extra bids or change your plan to bid again.`,
  link: '/subscription',
  data: { bidId },
  dedupeKey: `bids.exhausted:${userId}:${bidId}`,
});
