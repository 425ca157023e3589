import { notFound } from '../../domain/errors.js';
import {
  planChangeOf,
  planGrantKey,
  planStartPatch,
  scheduledPlanOf,
  supersededBids,
  type PlanChange,
  type PlanPurchase,
} from '../../domain/plans/plan-change.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import { viewUser, type UserView } from '../users/user-view.js';

export interface ActivatePlanInput {
  readonly userId: string;
  /** What was bought, as sold (a payment's copy): the plan itself is not read again. */
  readonly purchase: PlanPurchase;
}

export interface ActivatePlanResult {
  /** False when this purchase was already applied (its grant key is taken, or it is the scheduled change): nothing changed. */
  readonly applied: boolean;
  /** What the purchase did to the plan in force; null when it was not applied. */
  readonly change: PlanChange['kind'] | null;
  readonly view: UserView;
}

/** Thrown inside the transaction when a concurrent activation won the key, to roll back our changes. */
class AlreadyActivated extends Error {}

/**
 * Applies one plan purchase by the plan-change rules (docs/design.md#plans): it starts now (no
 * plan, or an upgrade that keeps the old plan's bids as extra), is scheduled for the end of the
 * paid period (a downgrade or the same price per month), or, when a newer purchase is in force or
 * a change is already scheduled, adds its bids as extra without replacing anything. The user's
 * row is held while it decides, so two purchases completing together are applied one after the
 * other, in the order they land. A bid grant is written under the purchase's key, so a repeat is
 * a no-op. Publishing the live update is the caller's job (it may run inside a larger transaction).
 */
export class ActivatePlan {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {}

  async execute(input: ActivatePlanInput): Promise<ActivatePlanResult> {
    try {
      return await this.storage.transaction((repositories) => this.within(repositories, input));
    } catch (error) {
      if (!(error instanceof AlreadyActivated)) throw error;
      return { applied: false, change: null, view: await this.currentView(this.storage, input.userId) };
    }
  }

  /**
   * The activation inside a transaction the caller already holds (e.g. completing a payment).
   * A concurrent activation that took the key throws, so the caller's transaction rolls back.
   */
  async within(repositories: Repositories, input: ActivatePlanInput): Promise<ActivatePlanResult> {
    const user = await repositories.users.findByIdForUpdate(input.userId);
    if (user === null) throw notFound('USER_NOT_FOUND', 'User');
    const { purchase } = input;
    const now = this.clock.now();
    if (await this.alreadyApplied(repositories, user, purchase))
      return { applied: false, change: null, view: await viewUser(repositories, user, now) };
    const change = planChangeOf(user, purchase, now);
    const updated = await this.apply(repositories, user, purchase, change, now);
    return { applied: true, change: change.kind, view: await viewUser(repositories, updated, now) };
  }

  private async apply(
    repositories: Repositories,
    user: User,
    purchase: PlanPurchase,
    change: PlanChange,
    now: Date,
  ): Promise<User> {
    const label = `${purchase.terms.name} (${purchase.period})`;
    if (change.kind === 'schedule')
      return this.update(repositories, user.id, { scheduledPlan: scheduledPlanOf(user.id, purchase, change.startsAt) });
    if (change.kind === 'superseded') {
      const extraDelta = supersededBids(purchase);
      const note = `Plan ${label} bought before the plan in force: its bids added as extra bids`;
      await this.grant(repositories, {
        userId: user.id,
        kind: 'plan_grant',
        key: planGrantKey(user.id, purchase, now),
        planDelta: 0,
        extraDelta,
        note,
      });
      return user;
    }
    const key = planGrantKey(user.id, purchase, now);
    if (change.kind === 'upgrade') {
      await repositories.ledger.carryOverPlanBids({
        userId: user.id,
        key: `${key}:carryover`,
        note: `Kept as extra bids on upgrading to ${label}`,
      });
    } else if (user.planStatus !== 'none') {
      // An expired plan whose sweep has not yet run: its bids must not survive a new purchase.
      await repositories.ledger.expirePlanBids({
        userId: user.id,
        key: `${key}:expire`,
        note: 'Replaced by a new plan',
      });
    }
    // A free plan already granted this period starts without a second grant: its bids come once a period.
    if (purchase.grantKey !== null || !(await this.keyTaken(repositories, user.id, key))) {
      // An unlimited plan grants no bids but still writes its (zero) plan_grant entry as the record.
      await this.grant(repositories, {
        userId: user.id,
        kind: 'plan_grant',
        key,
        planDelta: purchase.terms.bids ?? 0,
        extraDelta: 0,
        note: `Plan: ${label}`,
      });
    }
    return this.update(repositories, user.id, planStartPatch(purchase, now));
  }

  private async grant(
    repositories: Repositories,
    credit: Parameters<Repositories['ledger']['credit']>[0],
  ): Promise<void> {
    // The key was free when we looked, so a concurrent activation took it in between.
    if (!(await repositories.ledger.credit(credit)).applied) throw new AlreadyActivated();
  }

  private async update(
    repositories: Repositories,
    userId: string,
    patch: Parameters<Repositories['users']['update']>[1],
  ): Promise<User> {
    const updated = await repositories.users.update(userId, patch);
    if (updated === null) throw notFound('USER_NOT_FOUND', 'User');
    return updated;
  }

  /**
   * Checked before anything changes: a repeat must not expire or move the bids its first run
   * granted. A paid purchase is applied once its key is in the ledger or it is the change
   * scheduled; a free one is guarded by its per-period key and the rule against re-buying it.
   */
  private async alreadyApplied(repositories: Repositories, user: User, purchase: PlanPurchase): Promise<boolean> {
    if (purchase.grantKey === null) return false;
    if (user.scheduledPlan?.grantKey === purchase.grantKey) return true;
    return this.keyTaken(repositories, user.id, purchase.grantKey);
  }

  private async keyTaken(repositories: Repositories, userId: string, key: string): Promise<boolean> {
    return (await repositories.ledger.entries(userId)).some((entry) => entry.key === key);
  }

  private async currentView(repositories: Repositories, userId: string): Promise<UserView> {
    const user = await repositories.users.findById(userId);
    if (user === null) throw notFound('USER_NOT_FOUND', 'User');
    return viewUser(repositories, user, this.clock.now());
  }
}
