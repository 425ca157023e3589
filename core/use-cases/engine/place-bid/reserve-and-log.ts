import type { Bid, BidMatch, NewBid } from '../../../domain/bidding/bid.js';
import { FULL_MILESTONE } from '../../../domain/bidding/milestone.js';
import type { DebitResult } from '../../../ports/bid-ledger.port.js';
import { viewUser } from '../../users/user-view.js';
import { attemptDebitKey, fromPayloadProject, type PlaceBidPayload } from '../place-bid-job.js';
import { armOf } from './account.js';
import type { Account, PlaceBidDeps } from './deps.js';

/**
 * Whether this job may go on with the bid row it found: none yet, its own row still pending, or an
 * approved draft's row, which waits `held` for its job. Any other row means the project was bid on.
 */
export function mayResume(earlier: Bid | null, payload: PlaceBidPayload): boolean {
  if (earlier === null) return true;
  const resumable = earlier.status === 'pending' || (payload.review !== undefined && earlier.status === 'held');
  return earlier.id === payload.bidId && resumable;
}

/** A crashed or failed earlier attempt may still hold its reservation. */
export async function refundEarlierAttempts(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  attempt: number,
): Promise<void> {
  for (let previous = 1; previous < attempt; previous++)
    await deps.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, previous) });
}

/** Takes one of the user's BidPilot bids for this attempt (none for an unlimited plan). */
export async function reserveBid(
  deps: PlaceBidDeps,
  account: Account,
  payload: PlaceBidPayload,
  attempt: number,
): Promise<DebitResult> {
  const view = await viewUser(deps.repositories, account.user, deps.clock.now());
  return deps.repositories.ledger.debit({
    userId: payload.userId,
    key: attemptDebitKey(payload, attempt),
    unlimited: view.unlimitedBids,
    note: `Bid on project ${payload.project.id}`,
  });
}

/**
 * The job's bid row, logged pending on the first attempt (with its adjusted match and prompt arm)
 * and found again on a retry; null when another job's row took the project first, whose
 * reservation is then given back.
 */
export async function logPendingBid(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  firstTry: boolean,
  attempt: number,
): Promise<Bid | null> {
  const match = firstTry ? await adjustedMatch(deps, payload, account) : (payload.match ?? null);
  const arm = firstTry ? await armOf(deps, payload, account) : null;
  const { inserted, bid } = await deps.repositories.bids.insertIfAbsent(pendingBid(deps, payload, account, match, arm));
  if (inserted || bid.id === payload.bidId) return bid;
  await deps.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
  return null;
}

/**
 * The queued match with the model's adjustment of its fit, asked before the bid is placed and only
 * when the bid is first logged; the queued match as it was without an adjuster, a fit or an answer.
 */
async function adjustedMatch(deps: PlaceBidDeps, payload: PlaceBidPayload, account: Account): Promise<BidMatch | null> {
  const match = payload.match ?? null;
  const fit = match?.fit ?? null;
  const { fitAdjuster } = deps.options;
  if (fitAdjuster === undefined || match === null || fit === null) return match;
  const adjustment = await fitAdjuster
    .adjust({
      project: fromPayloadProject(payload.project),
      skills: account.settings.skills,
      score: fit.score,
      reasons: fit.reasons,
    })
    .catch(() => null);
  return adjustment === null ? match : { ...match, fit: { ...fit, adjustment } };
}

/** The row a job's first attempt logs, with the project as it was bid on and why it matched (docs/design.md#bid-detail). */
function pendingBid(
  deps: PlaceBidDeps,
  payload: PlaceBidPayload,
  account: Account,
  match: BidMatch | null,
  promptVariantId: string | null,
): NewBid {
  const { project } = payload;
  return {
    id: payload.bidId,
    userId: payload.userId,
    projectId: project.id,
    projectTitle: project.title,
    projectUrl: project.url,
    status: 'pending' as const,
    amountMinor: Math.round(payload.amount * 100),
    currency: payload.currency,
    amountUsdCents: Math.round(payload.amountUsd * 100),
    proposal: '',
    marketplaceBidId: null,
    errorMessage: null,
    submittedAt: deps.clock.now(),
    brief: {
      description: project.description,
      type: project.type,
      budgetMin: project.budgetMin,
      budgetMax: project.budgetMax,
      periodDays: payload.period,
      milestonePercentage: payload.milestonePercentage ?? FULL_MILESTONE,
      clientId: project.ownerId ?? null,
    },
    match,
    profileId: account.profileId,
    promptVariantId,
    ...(payload.queuedAt === undefined ? {} : { queuedAt: new Date(payload.queuedAt) }),
    // What best skills by win rate reads (docs/design.md#funnel); a payload queued without skills keeps none.
    skills: project.skills ?? [],
  };
}
