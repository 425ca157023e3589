import { applyPlanExpiry } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import type { StopQueuedBids } from '../engine/cancel-queued-bids.js';
import { userUpdateEvent } from '../users/user-update-event.js';
import { viewUser, type UserView } from '../users/user-view.js';

/**
 * Ends every plan whose period is over: its unused plan bids expire (extra bids stay), the plan
 * becomes 'expired', autobidding stops (its queued bids cancelled) and the user's browsers hear of it. Each user changes in
 * one transaction; the expiry key names the plan period, so a rerun or a second scheduler changes
 * nothing twice.
 */
export class ExpirePlans {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly queuedBids: StopQueuedBids,
  ) {}

  async execute(): Promise<{ readonly expired: number }> {
    const now = this.clock.now();
    let expired = 0;
    for (const user of await this.storage.users.listWithPlanExpiredBy(now)) {
      const view = await this.storage.transaction((repositories) => this.expire(repositories, user.id, now));
      if (view === null) continue;
      expired += 1;
      await this.queuedBids.execute(user.id);
      await this.events.publish(userUpdateEvent(view));
    }
    return { expired };
  }

  private async expire(repositories: Repositories, userId: string, now: Date): Promise<UserView | null> {
    const user = await repositories.users.findById(userId);
    const effect = user === null ? null : applyPlanExpiry(user, now);
    if (user === null || effect === null) return null;
    await repositories.ledger.expirePlanBids({ userId, key: expiryKey(user), note: `Plan ${user.currentPlan ?? ''} expired` });
    await repositories.settings.update(userId, { isActive: false });
    const updated = await repositories.users.update(userId, effect.patch);
    return updated === null ? null : viewUser(repositories, updated, now);
  }
}

const expiryKey = (user: User): string => `plan-expiry:${user.id}:${user.planExpirationDate?.getTime() ?? 0}`;
