import type { Bid, BidMatch, BidPatch } from '../../domain/bidding/bid.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { ProposalWriter } from '../../ports/proposal-writer.port.js';
import type { PlaceBidPayload } from './place-bid-job.js';
import { currentAccount, findOwnBid, stoppedBeforePlacing, withProfile, withVariant } from './place-bid/account.js';
import { composeProposal, guardApprovedProposal } from './place-bid/compose-proposal.js';
import type { Account, PlaceBidDeps, PlaceBidOptions, PlaceBidRepositories } from './place-bid/deps.js';
import { draft, fitScoreOf, holdGuarded, reviewHold } from './place-bid/hold.js';
import type { PlaceBidOutcome } from './place-bid/outcome.js';
import { cancelStopped, markSubmitted, pauseMessage, recordOutcome, skipUnplaced } from './place-bid/record-outcome.js';
import { recordRefusal } from './place-bid/refusal.js';
import { logPendingBid, mayResume, refundEarlierAttempts, reserveBid } from './place-bid/reserve-and-log.js';
import { submit } from './place-bid/submit.js';

export type { PlaceBidOutcome, PlaceBidSkip } from './place-bid/outcome.js';

/** An approval's terms as the bid row keeps them; nothing for a bid the worker wrote, whose row was logged with its own. */
const approvedTerms = (payload: PlaceBidPayload): BidPatch =>
  payload.review === undefined
    ? {}
    : {
        amountMinor: Math.round(payload.amount * 100),
        amountUsdCents: Math.round(payload.amountUsd * 100),
        periodDays: payload.period,
      };

/**
 * The worker's handler for one `place-bid` job (docs/design.md#engine): reserve a bid, write the
 * proposal, pass it through the proposal guard, place it with the user's own token, and log it. A
 * proposal the guard holds gives the bid back and is logged `held` with the guard's reason. A failure before the marketplace took
 * the bid gives the bid back and rethrows, so the queue retries with backoff; on the last attempt
 * the log row is closed as failed. A retry first asks the marketplace whether an earlier attempt's
 * bid went through, and then logs that bid under its own reservation instead of placing again, so
 * the bid is charged once. Spending the last bid stops autobidding with the live notice.
 *
 * Before any debit the Freelancer account's own bids are looked at (docs/design.md#freelancer-bid-balance):
 * a reading older than a few minutes is asked again, so a user with bids queued costs one self
 * call per few minutes, and an account Freelancer says has none left, or is limited, is skipped.
 */
export class PlaceBid {
  private readonly deps: PlaceBidDeps;

  constructor(
    repositories: PlaceBidRepositories,
    marketplace: Marketplace,
    writer: ProposalWriter,
    events: EventPublisher,
    clock: Clock,
    options: PlaceBidOptions = {},
  ) {
    this.deps = { repositories, marketplace, writer, events, clock, options };
  }

  async execute(job: Job<PlaceBidPayload>): Promise<PlaceBidOutcome> {
    const { deps } = this;
    const { payload, attempt } = job;
    const earlier = await deps.repositories.bids.findByUserAndProject(payload.userId, payload.project.id);
    if (!mayResume(earlier, payload)) return { kind: 'skipped', reason: 'ALREADY_BID' };
    await refundEarlierAttempts(deps, payload, attempt);
    // A retry of an attempt that may have landed first looks for that bid, whatever the count says now.
    const current = await currentAccount(deps, payload, attempt === 1 || earlier === null);
    if (typeof current === 'string')
      return skipUnplaced(
        deps,
        payload,
        earlier,
        current,
        current === 'AUTOBID_PAUSED' ? await pauseMessage(deps, payload.userId) : undefined,
      );
    const account = await withProfile(deps, current, payload);
    const debit = await reserveBid(deps, account, payload, attempt);
    if (!debit.ok) return skipUnplaced(deps, payload, earlier, 'NO_BIDS_LEFT');
    const bid = await logPendingBid(deps, payload, account, earlier === null, attempt);
    if (bid === null) return { kind: 'skipped', reason: 'ALREADY_BID' };
    const outcome = await this.place(job, await withVariant(deps, account, bid), earlier, bid.match);
    await recordOutcome(deps, account, payload, debit, outcome);
    return outcome;
  }

  /** From the logged pending bid to its outcome; every failure on the way is a refusal to classify. */
  private async place(
    job: Job<PlaceBidPayload>,
    account: Account,
    earlier: Bid | null,
    match: BidMatch | null,
  ): Promise<PlaceBidOutcome> {
    const { deps } = this;
    const { payload, attempt } = job;
    let proposal = earlier?.proposal ?? '';
    try {
      // An earlier attempt may have placed the bid and died before logging it; first attempts skip the call.
      const placed = attempt > 1 && earlier !== null ? await findOwnBid(deps, payload, account) : null;
      if (placed !== null) return await markSubmitted(deps, payload.bidId, placed.marketplaceBidId, proposal);
      const guarded =
        payload.review === undefined
          ? await composeProposal(deps, payload, account)
          : await guardApprovedProposal(deps, payload, payload.review.proposal);
      proposal = guarded.text;
      if (guarded.kind === 'hold') return await holdGuarded(deps, payload, attempt, guarded);
      const hold =
        payload.review === undefined
          ? await reviewHold(deps, payload, account, guarded.warnings, fitScoreOf(match))
          : null;
      if (hold !== null) return await draft(deps, payload, attempt, account, proposal, hold, fitScoreOf(match));
      // Kept before placing, so a retry that finds the bid placed still logs the text that was sent,
      // with the terms the user approved (they may have edited the amount or the delivery).
      await deps.repositories.bids.update(payload.bidId, { proposal, ...approvedTerms(payload) });
      // Writing took a while: a Stop, a disabled account or an expired plan that landed meanwhile keeps the bid from Freelancer.
      const stopped = await stoppedBeforePlacing(deps, job);
      if (stopped !== null) return await cancelStopped(deps, payload, attempt, stopped);
      return await submit(deps, job, account, proposal);
    } catch (error) {
      return recordRefusal(deps, job, account, error, proposal);
    }
  }
}
