import { randomUUID } from 'node:crypto';
import { activePause, autobidPauseView, isPauseActive, pauseBlockMessage, pauseFor, pauseNotice, type AutobidPause } from '../../domain/bidding/autobid-pause.js';
import { marketplaceBlocks } from '../../domain/bidding/account-blocks.js';
import { BIDS_EXHAUSTED_NOTICE } from '../../domain/bidding/autobid-start.js';
import { BLOCK_MESSAGES, type BlockReasonCode, type MarketplaceAccountBlock } from '../../domain/bidding/autobid-reasons.js';
import { classifyRefusal, refusalFactsOf, type RefusalClassification } from '../../domain/bidding/bid-refusal.js';
import type { Bid, BidMatch, NewBid } from '../../domain/bidding/bid.js';
import type { BidEventKind } from '../../domain/bidding/bid-history.js';
import { DEFAULT_PROMPT } from '../../domain/bidding/default-prompt.js';
import { PROPOSAL_WORD_RANGES } from '../../domain/bidding/proposal-length.js';
import { checkOf, isFresh, type MarketplaceAccountCheck } from '../../domain/bidding/marketplace-account.js';
import { FULL_MILESTONE } from '../../domain/bidding/milestone.js';
import { RECENT_PROPOSALS, checkProposal } from '../../domain/bidding/proposal-guard.js';
import { bestPortfolioItem, type PortfolioItem } from '../../domain/bidding/portfolio.js';
import { needsCountryHistory, reviewVerdict, type HoldReason } from '../../domain/bidding/review-hold.js';
import type { ReviewLinks } from '../../ports/review-links.port.js';
import { reviewWaitingNotification } from '../reviews/review-notifications.js';
import { portfolioLinks } from '../profile/portfolio.js';
import { MAIN_PROFILE_ID, settingsForProfile } from '../../domain/bidding/search-profile.js';
import { armForBid, experimentOf } from '../../domain/bidding/prompt-experiment.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import { isDomainError } from '../../domain/errors.js';
import { totalBids } from '../../domain/ledger/ledger.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { FreelancerProfile } from '../../ports/freelancer-profile-repository.port.js';
import type { DebitResult } from '../../ports/bid-ledger.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import { adjustedFitScore, type FitAdjuster } from '../../ports/fit-adjuster.port.js';
import type { Job, JobQueue } from '../../ports/job-queue.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { NotificationRequest, Notifier } from '../../ports/notifier.port.js';
import type { ClientAsks, ProposalRequest, ProposalWriter } from '../../ports/proposal-writer.port.js';
import { screenBrief } from '../../domain/bidding/brief-screening.js';
import type { Project } from '../../domain/bidding/project.js';
import type { Repositories } from '../../ports/storage.port.js';
import { userUpdate, userUpdateEvent } from '../users/user-update-event.js';
import { viewUser } from '../users/user-view.js';
import type { StopQueuedBids } from './cancel-queued-bids.js';
import { CANCELLED_NOTE, PLACE_BID_RETRY_LIMIT, attemptDebitKey, fromPayloadProject, type PlaceBidPayload } from './place-bid-job.js';

export type PlaceBidSkip =
  | 'ALREADY_BID'
  /** The job was cancelled (its user stopped) while this attempt held it, before the bid was sent. */
  | 'CANCELLED'
  | Extract<BlockReasonCode, 'USER_DISABLED' | 'PLAN_NOT_ACTIVE' | 'NO_TOKEN' | 'NO_BIDS_LEFT' | 'AUTOBID_PAUSED' | 'AUTOBID_OFF'>
  | MarketplaceAccountBlock;

export type PlaceBidOutcome =
  | { readonly kind: 'submitted'; readonly bidId: string; readonly marketplaceBidId: string }
  /** The one refusal that stays spent: over $2500 on a profile the user said was verified and Freelancer says is not (docs/design.md#refusals). */
  | { readonly kind: 'rejected'; readonly bidId: string; readonly message: string }
  /** Freelancer did not take the bid on this project (gone, closed, a kind the account cannot bid on…): logged failed, bid given back, never retried. */
  | { readonly kind: 'not-placed'; readonly bidId: string; readonly message: string }
  /** The user already had a bid there, placed on Freelancer by hand: logged submitted with its id, bid given back. */
  | { readonly kind: 'already-placed'; readonly bidId: string; readonly marketplaceBidId: string }
  /** Freelancer refused the account (or its token): the user is paused, the bid logged failed and given back. */
  | { readonly kind: 'paused'; readonly bidId: string; readonly message: string; readonly pause: AutobidPause }
  /** The proposal guard stopped the bid before it was placed: logged held with the reason, bid given back, never retried. */
  | { readonly kind: 'held'; readonly bidId: string; readonly reason: string }
  /** The review lane held the bid as a draft for its user (docs/design.md#review-lane): logged held, bid given back, no bid spent. */
  | { readonly kind: 'drafted'; readonly bidId: string; readonly draftId: string }
  | { readonly kind: 'skipped'; readonly reason: PlaceBidSkip };

type Account = {
  readonly user: User;
  /** The settings the bid is written by: the account's, with its search profile's rules over them. */
  readonly settings: BiddingSettings;
  /** The search profile the bid came from; null: the main one (or one deleted since the job was queued). */
  readonly profileId: string | null;
  readonly token: string;
  readonly bidderId: string;
  /** Freelancer's reading of the account's own bids as this job found it; null when unknown. */
  readonly marketplaceAccount: MarketplaceAccountCheck | null;
};

const GENERIC_FAILURE = 'The bid could not be placed.';
/** The bid log's words for a bid the review lane holds; the reasons follow. */
export const REVIEW_HOLD_NOTE = 'Waiting for your review:';

/** What the guard flagged without holding the bid: the review lane's "guard warning". */
export const GUARD_WARNINGS = {
  contactRemoved: 'Contact details were taken out of the proposal.',
  rewritten: 'The first text copied a recent proposal and was written again.',
} as const;

type GuardedProposal = { readonly kind: 'send' | 'hold'; readonly text: string; readonly reason: string; readonly warnings: readonly string[] };

/**
 * The fit score the dispatcher put on the bid's match, when it did (the fit score is optional: a
 * job queued without it cannot be held for low fit).
 */
/** The fit the review lane judges: the queued score with the model's adjustment when there is one; null for a bid queued without a fit. */
const fitScoreOf = (match: BidMatch | null): number | null => (match?.fit === undefined || match.fit === null ? null : adjustedFitScore(match.fit.score, match.fit.adjustment));
export const DUPLICATE_FAILURE = 'You have already bid on that project.';
export const PLACED_BY_HAND_NOTE = 'Already placed on Freelancer before BidPilot tried: this bid was not charged.';

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
  constructor(
    private readonly repositories: Pick<Repositories, 'users' | 'settings' | 'profiles' | 'searchProfiles' | 'ledger' | 'plans' | 'bids' | 'decisions' | 'reviews' | 'portfolio' | 'promptExperiments'>,
    private readonly marketplace: Marketplace,
    private readonly writer: ProposalWriter,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly options: {
      /** The queue the job came from: asked, just before the bid is sent, whether the job was cancelled meanwhile. */
      readonly jobs?: Pick<JobQueue, 'holds'>;
      /** A pause by Freelancer stops the user's other queued bids too. */
      readonly queuedBids?: StopQueuedBids;
      readonly retryLimit?: number;
      /** Tells the user when Freelancer pauses their autobidding and when their last bid is spent. */
      readonly notifier?: Notifier;
      /** The signed approve and reject links of a held draft's notification. */
      readonly reviewLinks?: ReviewLinks;
      /** Ids of new drafts; random UUIDs unless a test fixes them. */
      readonly newId?: () => string;
      /** With a language model configured: its adjustment of the queued fit score, kept on the bid (docs/design.md#fit-score). */
      readonly fitAdjuster?: FitAdjuster;
    } = {},
  ) {}

  private get retryLimit(): number {
    return this.options.retryLimit ?? PLACE_BID_RETRY_LIMIT;
  }

  async execute(job: Job<PlaceBidPayload>): Promise<PlaceBidOutcome> {
    const { payload, attempt } = job;
    const { bids, ledger } = this.repositories;
    const earlier = await bids.findByUserAndProject(payload.userId, payload.project.id);
    // An approved draft's bid row waits `held` for its job.
    const resumable = earlier?.status === 'pending' || (payload.review !== undefined && earlier?.status === 'held');
    if (earlier !== null && (earlier.id !== payload.bidId || !resumable)) return { kind: 'skipped', reason: 'ALREADY_BID' };
    // A crashed or failed earlier attempt may still hold its reservation.
    for (let previous = 1; previous < attempt; previous++) await ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, previous) });

    // A retry of an attempt that may have landed first looks for that bid, whatever the count says now.
    const current = await this.account(payload, attempt === 1 || earlier === null);
    if (typeof current === 'string') return this.skipUnplaced(earlier, current, current === 'AUTOBID_PAUSED' ? await this.pauseMessage(payload.userId) : undefined);
    const account = await this.withProfile(current, payload);
    const view = await viewUser(this.repositories, account.user, this.clock.now());
    const key = attemptDebitKey(payload, attempt);
    const debit = await ledger.debit({ userId: payload.userId, key, unlimited: view.unlimitedBids, note: `Bid on project ${payload.project.id}` });
    if (!debit.ok) return this.skipUnplaced(earlier, 'NO_BIDS_LEFT');
    const firstTry = earlier === null;
    const pending = this.pendingBid(payload, account, firstTry ? await this.adjustedMatch(payload, account) : (payload.match ?? null), firstTry ? await this.armOf(payload, account) : null);
    const { inserted, bid } = await bids.insertIfAbsent(pending);
    if (!inserted && bid.id !== payload.bidId) {
      await ledger.refund({ userId: payload.userId, debitKey: key });
      return { kind: 'skipped', reason: 'ALREADY_BID' };
    }
    const outcome = await this.place(job, await this.withVariant(account, bid), earlier, bid.match);
    if (outcome.kind === 'submitted') await this.afterPlacing(account, payload);
    if (outcome.kind === 'submitted' || outcome.kind === 'rejected') await this.announce(account.user, debit, payload.bidId);
    return outcome;
  }

  private async place(job: Job<PlaceBidPayload>, account: Account, earlier: Bid | null, match: BidMatch | null): Promise<PlaceBidOutcome> {
    const { payload, attempt } = job;
    let proposal = earlier?.proposal ?? '';
    try {
      // An earlier attempt may have placed the bid and died before logging it; first attempts skip the call.
      const placed = attempt > 1 && earlier !== null ? await this.ownBid(payload, account) : null;
      if (placed !== null) return await this.submitted(payload.bidId, placed.marketplaceBidId, proposal);
      const guarded = payload.review === undefined ? await this.guardedProposal(payload, account) : await this.guardedApproval(payload, payload.review.proposal);
      proposal = guarded.text;
      if (guarded.kind === 'hold') {
        await this.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
        await this.repositories.bids.update(payload.bidId, { status: 'held', errorMessage: guarded.reason, proposal });
        // The run's `queued` decision on this project becomes `held`, with the guard's words.
        await this.repositories.decisions.markHeld(payload.userId, payload.project.id, guarded.reason);
        return { kind: 'held', bidId: payload.bidId, reason: guarded.reason };
      }
      if (payload.review === undefined) {
        const hold = await this.reviewHold(payload, account, guarded.warnings, fitScoreOf(match));
        if (hold !== null) return await this.draft(payload, attempt, account, proposal, hold, fitScoreOf(match));
      }
      // Kept before placing, so a retry that finds the bid placed still logs the text that was sent.
      await this.repositories.bids.update(payload.bidId, { proposal });
      // Writing took a while: a Stop, a disabled account or an expired plan that landed meanwhile keeps the bid from Freelancer.
      const stopped = await this.stoppedBeforePlacing(job);
      if (stopped !== null) {
        await this.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
        await this.markFailed(payload.bidId, stopped === 'CANCELLED' ? CANCELLED_NOTE : BLOCK_MESSAGES[stopped], proposal, 'cancelled');
        return { kind: 'skipped', reason: stopped };
      }
      const request = {
        token: account.token,
        projectId: payload.project.id,
        bidderId: account.bidderId,
        amount: payload.amount,
        period: payload.period,
        milestonePercentage: payload.milestonePercentage ?? FULL_MILESTONE,
        description: proposal,
      };
      const { marketplaceBidId } = await this.marketplace.placeBid(request).catch(async (error: unknown) => {
        // On a retry the refusal may be of a duplicate: the earlier attempt's bid, landed after all.
        const own = attempt > 1 && isDomainError(error) && error.code === 'BID_REJECTED' ? await this.ownBid(payload, account) : null;
        if (own === null) throw error;
        return own;
      });
      return await this.submitted(payload.bidId, marketplaceBidId, proposal);
    } catch (error) {
      return this.refused(job, account, error, proposal);
    }
  }

  /**
   * A failed placement by cause (docs/design.md#refusals). Outages give the bid back and rethrow, so
   * the queue retries with backoff. Every refusal Freelancer decided is given back too, except
   * the one the spec warns of; it is never retried. An account or token refusal pauses the user.
   */
  private async refused(job: Job<PlaceBidPayload>, account: Account, error: unknown, proposal: string): Promise<PlaceBidOutcome> {
    const { payload, attempt } = job;
    const facts = refusalFactsOf(error);
    const refusal = facts === null ? null : classifyRefusal(facts, { amountUsd: payload.amountUsd, isProfileVerified: account.settings.isProfileVerified });
    if (refusal?.charged === true) {
      await this.markFailed(payload.bidId, refusal.message, proposal);
      return { kind: 'rejected', bidId: payload.bidId, message: refusal.message };
    }
    await this.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
    if (refusal === null || refusal.scope === 'outage') {
      if (attempt > this.retryLimit) await this.markFailed(payload.bidId, isDomainError(error) ? error.message : GENERIC_FAILURE, proposal);
      throw error;
    }
    if (refusal.scope === 'account' || refusal.scope === 'token') return this.pause(payload, account, refusal, proposal);
    if (refusal.duplicate) {
      // The user bid by hand: the bid is theirs on Freelancer, but BidPilot did not place it.
      const own = await this.ownBid(payload, account).catch(() => null);
      if (own !== null) {
        await this.repositories.bids.update(payload.bidId, { status: 'submitted', proposal, marketplaceBidId: own.marketplaceBidId, errorMessage: PLACED_BY_HAND_NOTE, submittedAt: this.clock.now() });
        return { kind: 'already-placed', bidId: payload.bidId, marketplaceBidId: own.marketplaceBidId };
      }
      await this.markFailed(payload.bidId, DUPLICATE_FAILURE, proposal);
      return { kind: 'not-placed', bidId: payload.bidId, message: DUPLICATE_FAILURE };
    }
    if (refusal.kind !== null) await this.repositories.settings.addUnbiddableKind(payload.userId, refusal.kind);
    await this.markFailed(payload.bidId, refusal.message, proposal);
    return { kind: 'not-placed', bidId: payload.bidId, message: refusal.message };
  }

  /**
   * Stops the user's autobidding with Freelancer's reason and tells their browsers. A pause that
   * waits for the user also switches autobidding off, so switching it on again resumes. Jobs
   * refused in the same burst find the pause in force and leave it as it is.
   */
  private async pause(
    payload: PlaceBidPayload,
    account: Account,
    refusal: Extract<RefusalClassification, { scope: 'account' | 'token' }>,
    proposal: string,
  ): Promise<PlaceBidOutcome> {
    const now = this.clock.now();
    const current = await this.repositories.settings.get(payload.userId);
    let pause = activePause(current.pause, now);
    // A pause waiting for the user is never shortened to a cool-down.
    const keeps = pause !== null && (pause.code === refusal.pause || (pause.until === null && refusal.resumes === 'cool-down'));
    if (pause === null || !keeps) {
      const next = pauseFor(refusal, current.pause, now);
      pause = next.pause;
      await this.repositories.settings.update(payload.userId, {
        pause,
        ...(next.slowPaceUntil === null ? {} : { slowPaceUntil: next.slowPaceUntil }),
        ...(pause.until === null ? { isActive: false } : {}),
      });
      const view = await viewUser(this.repositories, account.user, now);
      await this.events.publish({ userId: payload.userId, data: { ...userUpdate(view), notice: pauseNotice(pause), autobidPause: autobidPauseView(pause) } });
      // This very job is held, so the step leaves it to us.
      await this.options.queuedBids?.execute(payload.userId);
      await this.options.notifier?.notify(autobidPausedNotification(payload.userId, pause));
    }
    await this.markFailed(payload.bidId, refusal.message, proposal);
    return { kind: 'paused', bidId: payload.bidId, message: refusal.message, pause };
  }

  /**
   * The proposal as the guard lets it go (docs/design.md#proposal-guard): written, checked against
   * the user's recent proposals, written once more when it was a near-copy, and checked again. A
   * held proposal keeps the written text, so the log shows what was stopped.
   */
  private async guardedProposal(payload: PlaceBidPayload, account: Account): Promise<GuardedProposal> {
    const recent = await this.repositories.bids.recentProposals(payload.userId, RECENT_PROPOSALS);
    // The client's own domains, named in their brief, are theirs to read again, not a contact detail.
    const brief = `${payload.project.title}\n${payload.project.description}`;
    // Read once for the job: a rewrite names the same item as the first text.
    const portfolioItem = bestPortfolioItem(await this.repositories.portfolio.list(payload.userId), payload.project.skills ?? []);
    // The item's address is the user's own entry, not a contact detail to take out.
    const ownLinks = portfolioItem === null ? [] : [portfolioItem.url];
    let text = await this.write(payload, account, portfolioItem);
    let verdict = checkProposal(text, recent, { brief, ownLinks });
    const warnings: string[] = [];
    if (verdict.kind === 'rewrite') {
      warnings.push(GUARD_WARNINGS.rewritten);
      text = await this.write(payload, account, portfolioItem, { avoid: verdict.similarTo });
      verdict = checkProposal(text, recent, { afterRewrite: true, brief, ownLinks });
    }
    if (verdict.kind === 'pass') return { kind: 'send', text: verdict.text, reason: '', warnings: verdict.removed.length > 0 ? [...warnings, GUARD_WARNINGS.contactRemoved] : warnings };
    // afterRewrite turns a second near-copy into a hold, so no rewrite verdict is left here.
    return { kind: 'hold', text, reason: verdict.reason, warnings };
  }

  /**
   * An approved draft's proposal, as the user left it, through the same guard. Nobody rewrites a
   * person's text, so a near-copy holds at once; contact details are taken out as for any bid.
   */
  private async guardedApproval(payload: PlaceBidPayload, text: string): Promise<GuardedProposal> {
    const recent = await this.repositories.bids.recentProposals(payload.userId, RECENT_PROPOSALS);
    const ownLinks = await portfolioLinks(this.repositories, payload.userId);
    const verdict = checkProposal(text, recent, { afterRewrite: true, brief: `${payload.project.title}\n${payload.project.description}`, ownLinks });
    if (verdict.kind === 'pass') return { kind: 'send', text: verdict.text, reason: '', warnings: [] };
    return { kind: 'hold', text, reason: verdict.reason, warnings: [] };
  }

  /** The review lane's reasons to hold this drafted bid, or null to place it; the country history is read only when a rule needs it. */
  private async reviewHold(payload: PlaceBidPayload, account: Account, guardWarnings: readonly string[], fitScore: number | null): Promise<readonly HoldReason[] | null> {
    const { settings } = account;
    if (settings.reviewMode === 'auto') return null;
    const clientCountry = payload.project.client?.country ?? null;
    const biddedIntoCountry = needsCountryHistory(settings, clientCountry) ? await this.repositories.reviews.hasBidCountry(payload.userId, clientCountry ?? '') : true;
    const verdict = reviewVerdict(settings, { fitScore, guardWarnings, amountUsd: payload.amountUsd, clientCountry, biddedIntoCountry });
    return verdict.kind === 'hold' ? verdict.reasons : null;
  }

  /**
   * Keeps the bid as a draft for its user instead of placing it: the reservation is given back, the
   * bid log and the run's decision say held, and the user is told once. A retried job finds its draft.
   */
  private async draft(payload: PlaceBidPayload, attempt: number, account: Account, proposal: string, reasons: readonly HoldReason[], fitScore: number | null): Promise<PlaceBidOutcome> {
    const now = this.clock.now();
    const { project } = payload;
    await this.repositories.ledger.refund({ userId: payload.userId, debitKey: attemptDebitKey(payload, attempt) });
    const { draft } = await this.repositories.reviews.insertIfAbsent({
      id: (this.options.newId ?? randomUUID)(),
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
    await this.options.notifier?.notify(reviewWaitingNotification(draft, this.options.reviewLinks));
    const detail = `${REVIEW_HOLD_NOTE} ${reasons.map((reason) => reason.message).join(' ')}`;
    await this.repositories.decisions.markHeld(payload.userId, project.id, detail);
    // Last: until the row says held, a retry of a crashed attempt comes back here and finds its draft.
    await this.repositories.bids.update(payload.bidId, { status: 'held', errorMessage: detail, proposal });
    return { kind: 'drafted', bidId: payload.bidId, draftId: draft.id };
  }

  /** After a placed bid: the country it went to (the review lane's "new country" rule), the marketplace's count, the draft it came from. */
  private async afterPlacing(account: Account, payload: PlaceBidPayload): Promise<void> {
    const country = payload.project.client?.country ?? null;
    if (country !== null) await this.repositories.reviews.recordBidCountry(payload.userId, country);
    if (payload.review !== undefined) await this.repositories.reviews.markPlaced(payload.review.draftId);
    await this.countDownMarketplaceBids(account);
  }

  private write(payload: PlaceBidPayload, account: Account, portfolioItem: PortfolioItem | null, rewrite?: ProposalRequest['rewrite']): Promise<string> {
    const project = fromPayloadProject(payload.project);
    const asks = clientAsksOf(project);
    return this.writer.write({
      project,
      // A model writes in it; the template writer's projects are in the user's languages already (proposal-language.ts).
      ...(typeof project.language === 'string' && project.language.trim() !== '' ? { language: project.language } : {}),
      freelancerName: account.user.name,
      skills: account.settings.skills,
      prompt: account.settings.useCustomPrompt && account.settings.customPrompt.trim() !== '' ? account.settings.customPrompt : DEFAULT_PROMPT,
      amount: payload.amount,
      currency: payload.currency,
      periodDays: payload.period,
      wordRange: PROPOSAL_WORD_RANGES[account.settings.proposalLength],
      ...(rewrite === undefined ? {} : { rewrite }),
      ...(asks === null ? {} : { clientAsks: asks }),
      ...(portfolioItem === null ? {} : { portfolioItem }),
    });
  }

  private ownBid(payload: PlaceBidPayload, account: Account): Promise<{ readonly marketplaceBidId: string } | null> {
    return this.marketplace.findOwnBid({ token: account.token, bidderId: account.bidderId, projectId: payload.project.id });
  }

  private async submitted(bidId: string, marketplaceBidId: string, proposal: string): Promise<PlaceBidOutcome> {
    await this.repositories.bids.update(bidId, { status: 'submitted', proposal, marketplaceBidId, errorMessage: null, submittedAt: this.clock.now() });
    return { kind: 'submitted', bidId, marketplaceBidId };
  }

  /**
   * At the moment of sending, whether the bid may still go: the job still held (not cancelled by
   * a Stop), the account still able to bid. Anything that stopped it after this check finds the
   * bid already on its way to Freelancer.
   */
  private async stoppedBeforePlacing(job: Job<PlaceBidPayload>): Promise<'CANCELLED' | Exclude<PlaceBidSkip, 'ALREADY_BID' | 'NO_BIDS_LEFT' | MarketplaceAccountBlock> | null> {
    if (this.options.jobs !== undefined && !(await this.options.jobs.holds(job))) return 'CANCELLED';
    const blocked = await this.account(job.payload, false);
    return typeof blocked === 'string' ? (blocked as Exclude<typeof blocked, MarketplaceAccountBlock>) : null;
  }

  /** The user as they are now: the job may have waited while they changed plan or token, or stopped. */
  private async account(payload: PlaceBidPayload, checkMarketplace: boolean): Promise<Account | Exclude<PlaceBidSkip, 'ALREADY_BID' | 'NO_BIDS_LEFT' | 'CANCELLED'>> {
    const { userId } = payload;
    const [user, settings, profile] = await Promise.all([
      this.repositories.users.findById(userId),
      this.repositories.settings.get(userId),
      this.repositories.profiles.get(userId),
    ]);
    if (user === null || !user.isActive) return 'USER_DISABLED';
    if (user.role !== 'admin' && !isPlanActive(user, this.clock.now())) return 'PLAN_NOT_ACTIVE';
    if (!profile?.oauthToken || !profile.freelancerUserId) return 'NO_TOKEN';
    // Paused by Freelancer: no attempt, so nothing is debited (docs/design.md#refusals).
    if (isPauseActive(settings.pause, this.clock.now())) return 'AUTOBID_PAUSED';
    // The dispatcher's bids go only while autobidding is on; Test Bidding's go either way.
    if (payload.whileAutobidding === true && !settings.isActive) return 'AUTOBID_OFF';
    const token = profile.oauthToken;
    const marketplaceAccount = checkMarketplace ? await this.currentMarketplaceAccount(userId, token, profile) : profile.marketplaceAccount;
    const [blocked] = checkMarketplace ? marketplaceBlocks({ marketplaceAccount, now: this.clock.now() }) : [];
    if (blocked !== undefined) return blocked;
    return { user, settings, profileId: null, token, bidderId: profile.freelancerUserId, marketplaceAccount };
  }

  /**
   * The account as the bid's search profile writes it (docs/design.md#search-profiles): its prompt
   * and skills. A profile deleted since the job was queued, or unknown, leaves the main settings.
   */
  private async withProfile(account: Account, payload: PlaceBidPayload): Promise<Account> {
    const { profileId } = payload;
    if (profileId === undefined || profileId === MAIN_PROFILE_ID) return account;
    const profile = await this.repositories.searchProfiles.find(payload.userId, profileId);
    return profile === null ? account : { ...account, settings: settingsForProfile(account.settings, profile.rules), profileId: profile.id };
  }

  /**
   * The prompt variant a new bid is written with, when its profile runs an experiment
   * (docs/design.md#prompt-experiments); null: the profile's own prompt. Decided once, when the bid
   * is first logged: a retry or a rewrite reads it from the bid, so the arm never changes.
   */
  private async armOf(payload: PlaceBidPayload, account: Account): Promise<string | null> {
    const running = await this.repositories.promptExperiments.running(payload.userId, account.profileId ?? MAIN_PROFILE_ID);
    return armForBid(payload.bidId, experimentOf(account.profileId ?? MAIN_PROFILE_ID, running))?.id ?? null;
  }

  /** The account writing with the bid's variant as its custom prompt; as it was for the control. A variant ended since still writes its own bids. */
  private async withVariant(account: Account, bid: Bid): Promise<Account> {
    if (bid.promptVariantId === null) return account;
    const variant = await this.repositories.promptExperiments.find(bid.userId, bid.promptVariantId);
    return variant === null ? account : { ...account, settings: { ...account.settings, useCustomPrompt: true, customPrompt: variant.prompt } };
  }

  /**
   * The stored reading while fresh, else Freelancer's answer now, kept for the next jobs. When
   * Freelancer cannot be asked the stale reading stands, which blocks nothing: the bid itself will
   * tell (a refused token is dealt with there).
   */
  private async currentMarketplaceAccount(userId: string, token: string, profile: FreelancerProfile): Promise<MarketplaceAccountCheck | null> {
    const now = this.clock.now();
    if (isFresh(profile.marketplaceAccount, now)) return profile.marketplaceAccount;
    try {
      const check = checkOf((await this.marketplace.getSelf(token)).account, now);
      await this.repositories.profiles.recordMarketplaceAccount(userId, token, check);
      return check;
    } catch {
      return profile.marketplaceAccount;
    }
  }

  /** A known count goes down with each bid placed, so a run does not outspend it before the next reading. */
  private async countDownMarketplaceBids(account: Account): Promise<void> {
    if ((account.marketplaceAccount?.bidsRemaining ?? null) === null) return;
    await this.repositories.profiles.countDownMarketplaceBids(account.user.id);
  }

  /** The row a job's first attempt logs, with the project as it was bid on and why it matched (docs/design.md#bid-detail). */
  /**
   * The queued match with the model's adjustment of its fit, asked before the bid is placed and only
   * when the bid is first logged; the queued match as it was without an adjuster, a fit or an answer.
   */
  private async adjustedMatch(payload: PlaceBidPayload, account: Account): Promise<BidMatch | null> {
    const match = payload.match ?? null;
    const fit = match?.fit ?? null;
    if (this.options.fitAdjuster === undefined || match === null || fit === null) return match;
    const adjustment = await this.options.fitAdjuster
      .adjust({ project: fromPayloadProject(payload.project), skills: account.settings.skills, score: fit.score, reasons: fit.reasons })
      .catch(() => null);
    return adjustment === null ? match : { ...match, fit: { ...fit, adjustment } };
  }

  private pendingBid(payload: PlaceBidPayload, account: Account, match: BidMatch | null, promptVariantId: string | null): NewBid {
    const { project } = payload;
    return {
      id: payload.bidId,
      userId: payload.userId,
      projectId: payload.project.id,
      projectTitle: payload.project.title,
      projectUrl: payload.project.url,
      status: 'pending' as const,
      amountMinor: Math.round(payload.amount * 100),
      currency: payload.currency,
      amountUsdCents: Math.round(payload.amountUsd * 100),
      proposal: '',
      marketplaceBidId: null,
      errorMessage: null,
      submittedAt: this.clock.now(),
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
      skills: payload.project.skills ?? [],
    };
  }

  /** An earlier attempt's row that can no longer be placed is closed rather than left pending. */
  private async skipUnplaced(earlier: Bid | null, reason: Exclude<PlaceBidSkip, 'ALREADY_BID' | 'CANCELLED'>, message = BLOCK_MESSAGES[reason]): Promise<PlaceBidOutcome> {
    if (earlier !== null) await this.markFailed(earlier.id, message, earlier.proposal, 'cancelled');
    return { kind: 'skipped', reason };
  }

  private async pauseMessage(userId: string): Promise<string> {
    const { pause } = await this.repositories.settings.get(userId);
    return pause === null ? BLOCK_MESSAGES.AUTOBID_PAUSED : pauseBlockMessage(pause);
  }

  /** `cancelled` in the history when the bid was stopped before it reached Freelancer; refused otherwise. */
  private async markFailed(bidId: string, message: string, proposal: string, historyKind: Extract<BidEventKind, 'refused' | 'cancelled'> = 'refused'): Promise<void> {
    await this.repositories.bids.update(bidId, { status: 'failed', errorMessage: message, proposal, historyKind });
  }

  /** Only the job whose debit took the last bid stops autobidding and sends the notice. */
  private async announce(user: User, debit: Extract<DebitResult, { ok: true }>, bidId: string): Promise<void> {
    const view = await viewUser(this.repositories, user, this.clock.now());
    const tookLast = debit.applied && debit.bucket !== 'unlimited' && totalBids(debit.balance) === 0;
    if (tookLast && view.availableBids === 0) await this.repositories.settings.update(user.id, { isActive: false });
    await this.events.publish(userUpdateEvent(view, tookLast ? 1 : undefined));
    if (tookLast && view.availableBids === 0) await this.options.notifier?.notify(bidsExhaustedNotification(user.id, bidId));
  }
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

/** What the brief asks of the bidder, or null when it asks nothing. */
function clientAsksOf(project: Project): ClientAsks | null {
  const { startWord, instructions, questions } = screenBrief(project.title, project.description);
  return startWord === null && instructions.length === 0 && questions.length === 0 ? null : { startWord, instructions, questions };
}
