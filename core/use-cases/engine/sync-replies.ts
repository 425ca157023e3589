import type { Bid } from '../../domain/bidding/bid.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { bidReplyEvent, bidReplyNotification } from './bid-reply.js';
import {
  userBidSweep,
  type UserBidSweep,
  type Running,
  type SweepResult,
  type SyncLimits,
  type UserBidsQuestion,
} from './bid-sweep.js';

/** Freelancer's threads endpoint answers 100 contexts a request: one call asks about 100 of a user's bids. */
const PROJECTS_PER_CALL = 100;
/**
 * Marketplace calls per run at most, whatever the number of users: run every 5 minutes, that is
 * at most 60 calls a minute (docs/design.md#reply-sync). Later runs carry on from there. Bids read
 * per run are bounded too (5,000), so users without a token (who cost no call) cannot make a run
 * read the whole table.
 */
export const MAX_REPLY_CALLS_PER_RUN = 300;

export interface ReplySyncResult extends SweepResult {
  readonly replied: number;
}

/**
 * The reply sync (docs/design.md#reply-sync): a `submitted` bid whose client started a message
 * thread with the user on the project becomes `replied`, with the thread's start as repliedAt; its
 * owner's browsers hear of it live and the Notifier is asked to tell them (`bid.replied`, once per
 * bid). Asked with each user's own token, their bids batched 100 projects a call. A page is never
 * longer than the calls left, and a page of n bids costs at most n calls, so a run stays within
 * its budget however the bids spread over users; runs carry on where the last stopped, wrapping around.
 */
export class SyncReplies {
  private readonly sweep: UserBidSweep;

  constructor(
    private readonly repositories: Pick<Repositories, 'bids' | 'profiles'>,
    private readonly marketplace: Marketplace,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly notifier: Notifier,
    limits: SyncLimits = {},
  ) {
    const page = (limit: number, after: AwardCursor | undefined) => repositories.bids.listAwaitingReply(limit, after);
    this.sweep = userBidSweep(page, repositories.profiles, limits, MAX_REPLY_CALLS_PER_RUN);
  }

  async execute(): Promise<ReplySyncResult> {
    const totals: Running<ReplySyncResult> = { checked: 0, replied: 0, calls: 0, skippedUsers: 0, interrupted: false };
    await this.sweep.run(
      totals,
      (bids) => this.question(bids),
      async (bids, replies) => {
        for (const bid of bids) {
          const repliedAt = replies.get(bid.projectId);
          if (repliedAt === undefined) continue;
          await this.markReplied(bid, repliedAt);
          totals.replied += 1;
        }
      },
    );
    return totals;
  }

  /** Which of the user's projects have a thread the client started, and when: 100 projects a call. */
  private question(bids: readonly Bid[]): UserBidsQuestion<ReadonlyMap<string, Date>> {
    const projectIds = [...new Set(bids.map((bid) => bid.projectId))];
    return {
      calls: Math.ceil(projectIds.length / PROJECTS_PER_CALL),
      ask: (token, bidderId) => this.marketplace.repliedProjects({ token, bidderId, projectIds }),
    };
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
