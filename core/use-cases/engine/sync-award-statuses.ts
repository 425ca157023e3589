import { bidStatusForAward } from '../../domain/bidding/award-status.js';
import type { Bid } from '../../domain/bidding/bid.js';
import { bidAwardedNotification } from '../../domain/notifications/award-deadline.js';
import type { AwardCursor } from '../../ports/bid-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { AwardStatus, Marketplace } from '../../ports/marketplace.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { bidAwardEvent } from './bid-award-event.js';
import {
  userBidSweep,
  type UserBidSweep,
  type SweepResult,
  type SyncLimits,
  type UserBidsQuestion,
} from './bid-sweep.js';

/** Freelancer answers 100 bids a request: one call asks about 100 of a user's bids. */
const BIDS_PER_CALL = 100;
/**
 * Marketplace calls per run at most, whatever the number of users: run every 5 minutes, at most
 * 60 calls a minute (docs/design.md#award-sync). A page is never longer than the calls left, and a
 * page of n bids costs at most n calls, so a run never goes over. Bids checked per run are bounded
 * too (5,000); later runs carry on from there, so every bid gets its turn.
 */
export const MAX_AWARD_CALLS_PER_RUN = 300;

export interface AwardSyncResult extends SweepResult {
  readonly accepted: number;
  readonly rejected: number;
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
  private readonly sweep: UserBidSweep;

  constructor(
    private readonly repositories: Pick<Repositories, 'bids' | 'profiles'>,
    private readonly marketplace: Marketplace,
    private readonly events: Pick<EventPublisher, 'publish'>,
    limits: SyncLimits = {},
    private readonly awards?: { readonly notifier: Notifier; readonly clock: Clock },
  ) {
    const page = (limit: number, after: AwardCursor | undefined) => repositories.bids.listAwaitingAward(limit, after);
    this.sweep = userBidSweep(page, repositories.profiles, limits, MAX_AWARD_CALLS_PER_RUN);
  }

  async execute(): Promise<AwardSyncResult> {
    const totals = { checked: 0, accepted: 0, rejected: 0, skippedUsers: 0, interrupted: false, calls: 0 };
    await this.sweep.run(
      totals,
      (bids) => this.question(bids),
      async (bids, statuses) => {
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
      },
    );
    return totals;
  }

  /** The award status of each of the user's bids placed on the marketplace: 100 bids a call. */
  private question(bids: readonly Bid[]): UserBidsQuestion<ReadonlyMap<string, AwardStatus>> {
    const marketplaceBidIds = bids.map((bid) => bid.marketplaceBidId).filter((id): id is string => id !== null);
    return {
      calls: Math.ceil(new Set(marketplaceBidIds).size / BIDS_PER_CALL),
      ask: (token, bidderId) => this.marketplace.awardStatuses({ token, bidderId, marketplaceBidIds }),
    };
  }
}
