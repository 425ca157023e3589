import { bidStatusForAward } from '../../domain/bidding/award-status.js';
import type { Bid } from '../../domain/bidding/bid.js';
import { isDomainError } from '../../domain/errors.js';
import { bidAwardedNotification } from '../../domain/notifications/award-deadline.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { AwardStatus, Marketplace } from '../../ports/marketplace.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { bidAwardEvent } from './bid-award-event.js';
import { sweepBidsByUser } from './bid-sweep.js';

/** Bids read per page; each user's bids of a page go in one batched marketplace request. */
const PAGE_SIZE = 500;
/** Bids checked per run at most; later runs carry on from there, so every bid gets its turn. */
const MAX_BIDS_PER_RUN = 5_000;
/** Freelancer answers 100 bids a request: one call asks about 100 of a user's bids. */
const BIDS_PER_CALL = 100;
/**
 * Marketplace calls per run at most, whatever the number of users: run every 5 minutes, at most
 * 60 calls a minute (docs/design.md#award-sync). A page is never longer than the calls left, and a
 * page of n bids costs at most n calls, so a run never goes over.
 */
export const MAX_AWARD_CALLS_PER_RUN = 300;

export interface AwardSyncResult {
  /** Submitted bids whose award status was asked for. */
  readonly checked: number;
  readonly accepted: number;
  readonly rejected: number;
  /** Users whose bids could not be asked about this run (no token, token refused, rate limited). */
  readonly skippedUsers: number;
  /** Set when the marketplace was down: the run stopped and the next one starts again from there. */
  readonly interrupted: boolean;
  /** Marketplace requests made. */
  readonly calls: number;
}

/**
 * The award status sync (docs/design.md#award-sync): `submitted` bids become `accepted` or `rejected`
 * as the marketplace decides (`bidStatusForAward`), asked with each user's own token, their bids
 * batched; a decided bid is no longer `submitted`, so it is never asked about again, and its owner's
 * browsers hear of it in a live event. A won bid is also notified (`bid.awarded`, with the deadline
 * to accept it) on the channels its owner chose. Runs page
 * through the submitted bids oldest first and carry on where the previous run stopped, wrapping
 * around at the end, so a large backlog is covered over several runs at a bounded cost each.
 */
export class SyncAwardStatuses {
  private resumeAfter: AwardCursor | undefined;

  constructor(
    private readonly repositories: Pick<Repositories, 'bids' | 'profiles'>,
    private readonly marketplace: Marketplace,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly limits: {
      readonly pageSize?: number;
      readonly maxBidsPerRun?: number;
      readonly maxCallsPerRun?: number;
    } = {},
    private readonly awards?: { readonly notifier: Notifier; readonly clock: Clock },
  ) {}

  async execute(): Promise<AwardSyncResult> {
    const pageSize = this.limits.pageSize ?? PAGE_SIZE;
    const maxBids = this.limits.maxBidsPerRun ?? MAX_BIDS_PER_RUN;
    const maxCalls = this.limits.maxCallsPerRun ?? MAX_AWARD_CALLS_PER_RUN;
    const totals = { checked: 0, accepted: 0, rejected: 0, skippedUsers: 0, interrupted: false, calls: 0 };
    const page = (limit: number, after: AwardCursor | undefined) =>
      this.repositories.bids.listAwaitingAward(limit, after);
    this.resumeAfter = await sweepBidsByUser(page, this.resumeAfter, { pageSize, maxBids, maxCalls }, totals, (bids) =>
      this.syncUser(bids, totals),
    );
    return totals;
  }

  /** false when the marketplace is down: asking for the other users' bids would fail alike. */
  private async syncUser(
    bids: readonly Bid[],
    totals: { checked: number; accepted: number; rejected: number; skippedUsers: number; calls: number },
  ): Promise<boolean> {
    const profile = await this.repositories.profiles.get((bids[0] as Bid).userId);
    if (!profile?.oauthToken || !profile.freelancerUserId) {
      totals.skippedUsers += 1;
      return true;
    }
    let statuses: ReadonlyMap<string, AwardStatus>;
    try {
      const marketplaceBidIds = bids.map((bid) => bid.marketplaceBidId).filter((id): id is string => id !== null);
      totals.calls += Math.ceil(new Set(marketplaceBidIds).size / BIDS_PER_CALL);
      statuses = await this.marketplace.awardStatuses({
        token: profile.oauthToken,
        bidderId: profile.freelancerUserId,
        marketplaceBidIds,
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === 'MARKETPLACE_UNAVAILABLE') return false;
      totals.skippedUsers += 1;
      return true;
    }
    totals.checked += bids.length;
    for (const bid of bids) {
      const award = bid.marketplaceBidId === null ? undefined : statuses.get(bid.marketplaceBidId);
      const status = award === undefined ? null : bidStatusForAward(award);
      if (status === null) continue;
      await this.repositories.bids.update(bid.id, { status });
      totals[status] += 1;
      await this.events.publish(bidAwardEvent(bid, status));
      if (status === 'accepted' && this.awards !== undefined)
        await this.awards.notifier.notify(bidAwardedNotification(bid, this.awards.clock.now()));
    }
    return true;
  }
}
