import { randomUUID } from 'node:crypto';
import { marketplaceBlocks } from '../../domain/bidding/account-blocks.js';
import { activePause, pauseNotice } from '../../domain/bidding/autobid-pause.js';
import { BLOCK_MESSAGES } from '../../domain/bidding/autobid-reasons.js';
import { DomainError, isDomainError, notFound, validationFailed, type ErrorCode } from '../../domain/errors.js';
import { checkProposal } from '../../domain/bidding/proposal-guard.js';
import { portfolioLinks } from '../profile/portfolio.js';
import { withBlockedClient } from '../../domain/bidding/blocked-clients.js';
import { usdForAmount, type ApprovedTerms, type ReviewDraft } from '../../domain/bidding/review-draft.js';
import { outdatedTerms } from '../../domain/bidding/stated-terms.js';
import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Page, PageRequest } from '../../ports/page.js';
import type { Repositories } from '../../ports/storage.port.js';
import { PLACE_BID_QUEUE, placeBidOptions, type PlaceBidPayload } from '../engine/place-bid-job.js';
import { assertCanStartAutobidding } from '../bidding/autobid-start-guard.js';
import { reviewExpiredNotification } from './review-notifications.js';

/** The user's edits on approval; each absent field stays as drafted. */
export interface ReviewEdits {
  readonly proposal?: string;
  readonly amount?: number;
  readonly period?: number;
}

/** An edited amount may not stray further than this from the client's budget (a typo's extra zeros). */
export const MAX_AMOUNT_OVER_BUDGET = 10;
export const MAX_PERIOD_DAYS = 365;
/** Drafts the expiry sweep takes per call; the next tick takes the rest. */
export const EXPIRE_BATCH = 200;

/** What the bid log says of a draft that never went out: its row stops waiting for a review that will not come. */
export const REJECTED_DRAFT_NOTE =
  'You rejected this draft in review: nothing was sent to Freelancer and no bid was spent.';
export const EXPIRED_DRAFT_NOTE =
  'This draft expired before it was reviewed: nothing was sent to Freelancer and no bid was spent.';

const LOST: Readonly<Record<ReviewDraft['status'], string>> = {
  waiting: 'This draft has expired.',
  approved: 'This draft was already approved.',
  placed: 'This draft was already approved and placed.',
  rejected: 'This draft was already rejected.',
  expired: 'This draft has expired.',
  failed: 'Freelancer refused this bid, so it was not placed.',
};

/**
 * Approving's words for the refusals of starting autobidding, by code (the same codes, so the same
 * HTTP statuses): a refusal that speaks of starting would answer another button.
 */
const APPROVE_WORDS: Readonly<Partial<Record<ErrorCode, string>>> = {
  ACTIVE_PLAN_REQUIRED: 'Active plan required to place this bid',
  OAUTH_TOKEN_REQUIRED: 'OAuth token required to place this bid',
  INSUFFICIENT_BIDS: `${BLOCK_MESSAGES.NO_BIDS_LEFT}. Buy a plan or add-on bids, then approve again.`,
};

/**
 * The review lane's decisions (docs/design.md#review-lane). Approving re-queues the draft's own
 * place-bid job with the approved terms, so the bid goes through the same worker, pace, guard and
 * ledger as any other; a decision is one conditional write, so two at once never both win.
 */
export class ReviewDrafts {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'reviews' | 'settings' | 'bids' | 'portfolio' | 'users' | 'profiles' | 'ledger' | 'plans'
    >,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
    private readonly clock: Clock,
    private readonly notifier?: Notifier,
  ) {}

  list(userId: string, page: PageRequest): Promise<Page<ReviewDraft>> {
    return this.repositories.reviews.list(userId, page);
  }

  count(userId: string): Promise<number> {
    return this.repositories.reviews.countWaiting(userId, this.clock.now());
  }

  /** The user's draft; REVIEW_NOT_FOUND for another user's or an unknown id. */
  async find(userId: string, id: string): Promise<ReviewDraft> {
    const draft = await this.repositories.reviews.find(userId, id);
    if (draft === null) throw notFound('REVIEW_NOT_FOUND', 'Review');
    return draft;
  }

  /**
   * The draft a signed link names, for the link's page and its confirmation: a link stands in for
   * a session, so a disabled or deleted account's link shows and decides nothing (FORBIDDEN), as
   * its sign-in would not.
   */
  async findByLink(userId: string, id: string): Promise<ReviewDraft> {
    const draft = await this.find(userId, id);
    const user = await this.repositories.users.findById(userId);
    if (user === null || !user.isActive) throw new DomainError('FORBIDDEN', BLOCK_MESSAGES.USER_DISABLED);
    return draft;
  }

  /**
   * Approves the draft and queues its bid. Refused up front, the draft left waiting, for what the
   * worker would refuse anyway (docs/design.md#review-lane): a disabled account, no active plan,
   * no token, no bid to spend, a pause by Freelancer or a Freelancer account that cannot bid.
   */
  async approve(userId: string, id: string, edits: ReviewEdits = {}): Promise<ReviewDraft> {
    const draft = await this.find(userId, id);
    if (draft.status !== 'waiting' || draft.expiresAt <= this.clock.now()) throw await this.lost(userId, id);
    await this.assertCanPlace(userId);
    const terms = approvedTerms(
      draft,
      edits,
      edits.proposal === undefined ? [] : await portfolioLinks(this.repositories, userId),
    );
    const approved = await this.repositories.reviews.decide(userId, id, {
      status: 'approved',
      terms,
      at: this.clock.now(),
    });
    if (approved === null) throw await this.lost(userId, id);
    const job = JSON.parse(approved.job) as PlaceBidPayload;
    const approval = randomUUID();
    const payload: PlaceBidPayload = {
      ...job,
      amount: terms.amount,
      amountUsd: terms.amountUsd,
      period: terms.period,
      queuedAt: this.clock.now().toISOString(),
      // The user's own decision: placed whether autobidding is on or not (the drafting run's flag would drop it).
      whileAutobidding: false,
      review: { draftId: approved.id, proposal: terms.proposal, approval },
    };
    // Its own singleton key: the job that drafted it, or an earlier approval's that gave the draft back, may not have finished yet.
    await this.jobs.enqueue(PLACE_BID_QUEUE, payload, {
      ...placeBidOptions(userId, approved.projectId),
      singletonKey: `${userId}:${approved.projectId}:review:${approved.id}:${approval}`,
    });
    return approved;
  }

  /** The worker's account checks, asked before anything changes; the first refusal is thrown. */
  private async assertCanPlace(userId: string): Promise<void> {
    const now = this.clock.now();
    const user = await this.repositories.users.findById(userId);
    if (user === null || !user.isActive) throw new DomainError('FORBIDDEN', BLOCK_MESSAGES.USER_DISABLED);
    try {
      await assertCanStartAutobidding(this.repositories, user, now);
    } catch (error) {
      const words = isDomainError(error) ? APPROVE_WORDS[error.code] : undefined;
      throw words === undefined ? error : new DomainError((error as DomainError).code, words);
    }
    const [settings, profile] = await Promise.all([
      this.repositories.settings.get(userId),
      this.repositories.profiles.get(userId),
    ]);
    const pause = activePause(settings.pause, now);
    if (pause !== null) throw new DomainError('CONFLICT', pauseNotice(pause), { reason: 'AUTOBID_PAUSED' });
    const [blocked] = marketplaceBlocks({ marketplaceAccount: profile?.marketplaceAccount ?? null, now });
    if (blocked !== undefined) throw new DomainError('CONFLICT', BLOCK_MESSAGES[blocked], { reason: blocked });
  }

  async reject(userId: string, id: string, options: { readonly blockClient?: boolean } = {}): Promise<ReviewDraft> {
    const draft = await this.find(userId, id);
    if (options.blockClient === true && draft.clientId === null)
      throw validationFailed('The client of this project is unknown, so they cannot be blocked.', 'blockClient');
    const rejected = await this.repositories.reviews.decide(userId, id, { status: 'rejected', at: this.clock.now() });
    if (rejected === null) throw await this.lost(userId, id);
    await this.closeBid(rejected, REJECTED_DRAFT_NOTE);
    const { clientId } = draft;
    if (options.blockClient === true && clientId !== null)
      await this.repositories.settings.updateBlockedClients(userId, (blocked) => withBlockedClient(blocked, clientId));
    return rejected;
  }

  /** Marks due drafts expired and tells each user; answers how many expired. */
  async expire(limit = EXPIRE_BATCH): Promise<number> {
    const expired = await this.repositories.reviews.expireDue(this.clock.now(), limit);
    for (const draft of expired) {
      await this.closeBid(draft, EXPIRED_DRAFT_NOTE);
      await this.notifier?.notify(reviewExpiredNotification(draft));
    }
    return expired.length;
  }

  /**
   * The draft's bid row, held while it waited, ends `declined`: never placed, nothing charged, the
   * history saying why (`cancelled`, as a stop). Not `failed`: nothing went wrong, so it counts in
   * no failure figure (docs/design.md#review-lane).
   */
  private async closeBid(draft: ReviewDraft, note: string): Promise<void> {
    await this.repositories.bids.update(draft.bidId, {
      status: 'declined',
      historyKind: 'cancelled',
      errorMessage: note,
    });
  }

  private async lost(userId: string, id: string): Promise<DomainError> {
    const now = await this.repositories.reviews.find(userId, id);
    return new DomainError('CONFLICT', now === null ? 'Review not found' : LOST[now.status], {
      status: now?.status === 'waiting' ? 'expired' : (now?.status ?? null),
    });
  }
}

/** The draft's terms with the user's edits, each checked as a bid would be (docs/design.md#review-lane). */
export function approvedTerms(draft: ReviewDraft, edits: ReviewEdits, ownLinks: readonly string[] = []): ApprovedTerms {
  const proposal = edits.proposal ?? draft.proposal;
  if (edits.proposal !== undefined) {
    const verdict = checkProposal(proposal, [], {
      afterRewrite: true,
      brief: `${draft.projectTitle}\n${draft.description}`,
      ownLinks,
    });
    if (verdict.kind !== 'pass') throw validationFailed(verdict.reason, 'proposal');
  }
  const amount = edits.amount ?? draft.amount;
  if (edits.amount !== undefined) {
    const ceiling = Math.max(draft.budgetMax ?? draft.budgetMin, draft.amount) * MAX_AMOUNT_OVER_BUDGET;
    // Checked in whole cents: an amount too small for the decimals check would round to a bid of 0.00.
    if (!Number.isFinite(amount) || Math.round(amount * 100) < 1)
      throw validationFailed('The amount must be at least 0.01.', 'amount');
    if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
      throw validationFailed('The amount has at most 2 decimals.', 'amount');
    if (amount > ceiling)
      throw validationFailed(
        `The amount is over ${MAX_AMOUNT_OVER_BUDGET} times the client's budget; check it.`,
        'amount',
      );
  }
  const period = edits.period ?? draft.period;
  if (!Number.isInteger(period) || period < 1 || period > MAX_PERIOD_DAYS)
    throw validationFailed(`The period is whole days from 1 to ${MAX_PERIOD_DAYS}.`, 'period');
  // The client would read one price or delivery in the text and be bid another.
  const outdated = outdatedTerms(proposal, draft, { amount, period }, draft.currency);
  if (outdated !== null) throw validationFailed(outdated, 'proposal');
  return {
    proposal,
    amount,
    amountUsd: edits.amount === undefined ? draft.amountUsd : usdForAmount(draft, amount),
    period,
  };
}
