import { randomUUID } from 'node:crypto';
import type { BidMatch } from '../../../domain/bidding/bid.js';
import { needsCountryHistory, reviewVerdict, type HoldReason } from '../../../domain/bidding/review-hold.js';
import { adjustedFitScore } from '../../../ports/fit-adjuster.port.js';
import { reviewWaitingNotification } from '../../reviews/review-notifications.js';
import { isApproval, returnToReview } from '../../reviews/unplaced-approvals.js';
import { attemptDebitKey, type PlaceBidPayload } from '../place-bid-job.js';
import type { GuardedProposal } from './compose-proposal.js';
import type { Account, PlaceBidDeps } from './deps.js';
import type { PlaceBidOutcome } from './outcome.js';

/** The bid log's words for a bid the review lane holds; the reasons follow. */
export const REVIEW_HOLD_NOTE = 'Waiting for your review:';

/** The fit the review lane judges: the queued score with the model's adjustment when there is one; null for a bid queued without a fit. */
export const fitScoreOf = (match: BidMatch | null): number | null =>
  match?.fit === undefined || match.fit === null ? null : adjustedFitScore(match.fit.score, match.fit.adjustment);

/**
 * The guard held the proposal: the reservation is given back and the bid logged held with the
 * guard's words. An approved draft's text goes back to its user with them, to be edited
 * (docs/design.md#review-lane): nobody rewrites a person's text.
 */
export async function holdGuarded(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  attempt: number,
  guarded: GuardedProposal,
): Promise<PlaceBidOutcome> {
  await deps.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
  await deps.repositories.bids.update(payload.bidId, {
    status: 'held',
    errorMessage: guarded.reason,
    proposal: guarded.text,
  });
  // The run's `queued` decision on this project becomes `held`, with the guard's words.
  await deps.repositories.decisions.markHeld(payload.userId, payload.project.id, guarded.reason);
  if (isApproval(payload))
    await returnToReview(deps.repositories, deps.clock, payload, guarded.reason, deps.options.notifier);
  return { kind: 'held', bidId: payload.bidId, reason: guarded.reason };
}

/** The review lane's reasons to hold this drafted bid, or null to place it; the country history is read only when a rule needs it. */
export async function reviewHold(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  guardWarnings: readonly string[],
  fitScore: number | null,
): Promise<readonly HoldReason[] | null> {
  const { settings } = account;
  if (settings.reviewMode === 'auto') return null;
  const clientCountry = payload.project.client?.country ?? null;
  const biddedIntoCountry = needsCountryHistory(settings, clientCountry)
    ? await deps.repositories.reviews.hasBidCountry(payload.userId, clientCountry ?? '')
    : true;
  const verdict = reviewVerdict(settings, {
    fitScore,
    guardWarnings,
    amountUsd: payload.amountUsd,
    clientCountry,
    biddedIntoCountry,
  });
  return verdict.kind === 'hold' ? verdict.reasons : null;
}

/**
 * Keeps the bid as a draft for its user instead of placing it: the reservation is given back, the
 * bid log and the run's decision say held, and the user is told once. A retried job finds its draft.
 */
export async function draft(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  attempt: number,
  account: Account,
  proposal: string,
  reasons: readonly HoldReason[],
  fitScore: number | null,
): Promise<PlaceBidOutcome> {
  const { repositories, options } = deps;
  const now = deps.clock.now();
  const { project } = payload;
  await repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
  const { draft } = await repositories.reviews.insertIfAbsent({
    id: (options.newId ?? randomUUID)(),
    userId: payload.userId,
    bidId: payload.bidId,
    projectId: project.id,
    projectTitle: project.title,
    projectUrl: project.url,
    projectType: project.type,
    description: project.description,
    budgetMin: project.budgetMin,
    budgetMax: project.budgetMax,
    currency: payload.currency,
    clientId: project.client?.id ?? project.ownerId ?? null,
    clientCountry: project.client?.country ?? null,
    proposal,
    amount: payload.amount,
    amountUsd: payload.amountUsd,
    period: payload.period,
    fitScore,
    holdReasons: reasons,
    createdAt: now,
    expiresAt: new Date(now.getTime() + account.settings.draftExpiryMinutes * 60_000),
    job: JSON.stringify(payload),
  });
  // The dedupe key is the draft's: a retry that gets here again tells no one twice.
  await options.notifier?.notify(reviewWaitingNotification(draft, options.reviewLinks));
  const detail = `${REVIEW_HOLD_NOTE} ${reasons.map((reason) => reason.message).join(' ')}`;
  await repositories.decisions.markHeld(payload.userId, project.id, detail);
  // Last: until the row says held, a retry of a crashed attempt comes back here and finds its draft.
  await repositories.bids.update(payload.bidId, { status: 'held', errorMessage: detail, proposal });
  return { kind: 'drafted', bidId: payload.bidId, draftId: draft.id };
}
