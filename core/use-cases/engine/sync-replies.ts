import type { Bid } from '../../domain/bidding/bid.js';
import { isDomainError } from '../../domain/errors.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { bidReplyEvent, bidReplyNotification } from './bid-reply.js';
import { sweepBidsByUser } from './bid-sweep.js';

/** Freelancer's threads endpoint answers 100 contexts a request: one call asks about 100 of a user's bids. */
const PROJECTS_PER_CALL = 100;
const PAGE_SIZE = 500;
/** Bids read per run at most, so users without a token (who cost no call) cannot make a run read the whole table. */
const MAX_BIDS_PER_RUN = 5_000;
/**
 * Marketplace calls per run at most, whatever the number of users: run every 5 minutes, that is
 * at most 60 calls a minute (docs/design.md#reply-sync). Later runs carry on from there.
 */
export const MAX_REPLY_CALLS_PER_RUN = 300;

export interface ReplySyncResult {
  /** Submitted bids whose project threads were asked about. */
  readonly checked: number;
  readonly replied: number;
  /** Marketplace requests made. */
  readonly calls: number;
  /** Users whose bids could not be asked about this run (no token, token refused, rate limited). */
  readonly skippedUsers: number;
  /** Set when the marketplace was down: the run stopped and the next one starts again from there. */
  readonly interrupted: boolean;
}

type Totals = { -readonly [K in keyof ReplySyncResult]: ReplySyncResult[K] };

/**
 * The reply sync (docs/design.md#reply-sync): a `submitted` bid whose client started a message
 * thread with the user on the project becomes `replied`, with the thread's start as repliedAt; its
 * owner's browsers hear of it live and the Notifier is asked to tell them (`bid.replied`, once per
 * bid). Asked with each user's own token, their bids batched 100 projects a call. A page is never
 * longer than the calls left, and a page of n bids costs at most n calls, so a run stays within
 * its budget however the bids spread over users; runs carry on where the last stopped, wrapping around.
 */
export class SyncReplies {
  private resumeAfter: AwardCursor | undefined;

  constructor(
    private readonly repositories: Pick<Repositories, 'bids' | 'profiles'>,
    private readonly marketplace: Marketplace,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly notifier: Notifier,
    private readonly limits: {
      readonly pageSize?: number;
      readonly maxCallsPerRun?: number;
      readonly maxBidsPerRun?: number;
    } = {},
  ) {}

  async execute(): Promise<ReplySyncResult> {
    const pageSize = this.limits.pageSize ?? PAGE_SIZE;
    const maxCalls = this.limits.maxCallsPerRun ?? MAX_REPLY_CALLS_PER_RUN;
    const maxBids = this.limits.maxBidsPerRun ?? MAX_BIDS_PER_RUN;
    const totals: Totals = { checked: 0, replied: 0, calls: 0, skippedUsers: 0, interrupted: false };
    const page = (limit: number, after: AwardCursor | undefined) =>
      this.repositories.bids.listAwaitingReply(limit, after);
    this.resumeAfter = await sweepBidsByUser(page, this.resumeAfter, { pageSize, maxBids, maxCalls }, totals, (bids) =>
      this.syncUser(bids, totals),
    );
    return totals;
  }

  /** false when the marketplace is down: asking about the other users' bids would fail alike. */
  private async syncUser(bids: readonly Bid[], totals: Totals): Promise<boolean> {
    const profile = await this.repositories.profiles.get((bids[0] as Bid).userId);
    if (!profile?.oauthToken || !profile.freelancerUserId) {
      totals.skippedUsers += 1;
      return true;
    }
    const projectIds = [...new Set(bids.map((bid) => bid.projectId))];
    let replies: ReadonlyMap<string, Date>;
    try {
      totals.calls += Math.ceil(projectIds.length / PROJECTS_PER_CALL);
      replies = await this.marketplace.repliedProjects({
        token: profile.oauthToken,
        bidderId: profile.freelancerUserId,
        projectIds,
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === 'MARKETPLACE_UNAVAILABLE') return false;
      totals.skippedUsers += 1;
      return true;
    }
    totals.checked += bids.length;
    for (const bid of bids) {
      const repliedAt = replies.get(bid.projectId);
      if (repliedAt === undefined) continue;
      await this.markReplied(bid, repliedAt);
      totals.replied += 1;
    }
    return true;
  }

  /**
   * The award sync runs under the same lock, so the bid is still submitted here; read again all
   * the same, so a bid decided in between keeps its decision and only gains the reply time.
   */
  private async markReplied(bid: Bid, repliedAt: Date): Promise<void> {
    const current = await this.repositories.bids.findById(bid.id);
    if (current === null) return;
    const updated = await this.repositories.bids.update(
      bid.id,
      current.status === 'submitted' ? { status: 'replied', repliedAt } : { repliedAt },
    );
    if (updated === null) return;
    await this.events.publish(bidReplyEvent(updated));
    await this.notifier.notify(bidReplyNotification(updated, repliedAt));
  }
}
