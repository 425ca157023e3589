import { applyPlanExpiry } from '../../domain/plans/plan-rules.js';
import { planStartPatch, purchaseOfScheduled } from '../../domain/plans/plan-change.js';
import type { ScheduledPlan, User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { NotificationRequest, Notifier } from '../../ports/notifier.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import type { StopQueuedBids } from '../engine/cancel-queued-bids.js';
import { userUpdateEvent } from '../users/user-update-event.js';
import { viewUser, type UserView } from '../users/user-view.js';

/**
 * Ends every plan whose period is over: its unused plan bids expire (extra bids stay), the plan
 * becomes 'expired', autobidding stops (its queued bids cancelled) and the user's browsers hear
 * of it, and the user is notified (`plan.expired`). A user with a change scheduled for that moment moves onto it instead
 * (docs/design.md#plans). Each user changes in
 * one transaction; the expiry key names the plan period, so a rerun or a second scheduler changes
 * nothing twice.
 */
export class ExpirePlans {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly queuedBids: StopQueuedBids,
    private readonly notifier?: Notifier,
  ) {}

  async execute(): Promise<{ readonly expired: number }> {
    const now = this.clock.now();
    let expired = 0;
    for (const user of await this.storage.users.listWithPlanExpiredBy(now)) {
      const view = await this.storage.transaction((repositories) => this.expire(repositories, user.id, now));
      if (view === null) continue;
      expired += 1;
      // A user moved onto a scheduled plan bids on; only an ended plan stops the queue.
      if (view.user.planStatus === 'expired') await this.queuedBids.execute(user.id);
      await this.events.publish(userUpdateEvent(view));
      if (view.user.planStatus === 'expired') await this.notifier?.notify(planExpiredNotification(user));
    }
    return { expired };
  }

  private async expire(repositories: Repositories, userId: string, now: Date): Promise<UserView | null> {
    const user = await repositories.users.findByIdForUpdate(userId);
    const effect = user === null ? null : applyPlanExpiry(user, now);
    if (user === null || effect === null) return null;
    if (user.scheduledPlan !== null) return startScheduled(repositories, user, user.scheduledPlan, now);
    await repositories.ledger.expirePlanBids({
      userId,
      key: expiryKey(user),
      note: `Plan ${user.currentPlan ?? ''} expired`,
    });
    await repositories.settings.update(userId, { isActive: false });
    const updated = await repositories.users.update(userId, effect.patch);
    return updated === null ? null : viewUser(repositories, updated, now);
  }
}

/**
 * The change bought to start when this period ends starts now, at the period's end: the old
 * plan's bids expire, the new plan's are granted under the purchase's key, and autobidding goes
 * on (the user has a plan). Its period runs from the old end, however late the sweep runs.
 */
async function startScheduled(
  repositories: Repositories,
  user: User,
  scheduled: ScheduledPlan,
  now: Date,
): Promise<UserView | null> {
  const purchase = purchaseOfScheduled(scheduled);
  await repositories.ledger.expirePlanBids({
    userId: user.id,
    key: expiryKey(user),
    note: `Plan ${user.currentPlan ?? ''} ended: changes to ${scheduled.name}`,
  });
  const note = `Plan: ${scheduled.name} (${scheduled.period}), scheduled`;
  await repositories.ledger.credit({
    userId: user.id,
    kind: 'plan_grant',
    key: scheduled.grantKey,
    planDelta: scheduled.bids ?? 0,
    extraDelta: 0,
    note,
  });
  const updated = await repositories.users.update(user.id, planStartPatch(purchase, scheduled.startsAt));
  return updated === null ? null : viewUser(repositories, updated, now);
}

/** The dedupe key names the period that ended, so a rerun tells no one twice. */
const planExpiredNotification = (user: User): NotificationRequest => ({
  userId: user.id,
  kind: 'plan.expired',
  title: 'Your plan has ended',
  body: `Your ${user.currentPlan ?? ''} plan ended, its unused plan bids expired and autobidding stopped. Extra bids you bought stay yours. Choose a plan to bid again.`.replace(
    '  ',
    ' ',
  ),
  link: '/pricing',
  data: { plan: user.currentPlan, expiredAt: user.planExpirationDate?.toISOString() ?? null },
  dedupeKey: `plan.expired:${user.id}:${user.planExpirationDate?.toISOString() ?? 'none'}`,
});

const expiryKey = (user: User): string => `plan-expiry:${user.id}:${user.planExpirationDate?.getTime() ?? 0}`;
