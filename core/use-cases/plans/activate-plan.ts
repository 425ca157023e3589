import { notFound } from '../../domain/errors.js';
import { applyPlanPurchase, type PlanGrant } from '../../domain/plans/plan-rules.js';
import type { PlanTerms } from '../../domain/plans/plan.js';
import type { BillingPeriod } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import { viewUser, type UserView } from '../users/user-view.js';

export interface ActivatePlanInput {
  readonly userId: string;
  /** What the purchase grants, as sold (a payment's copy): the plan itself is not read again. */
  readonly plan: PlanTerms;
  readonly period: BillingPeriod;
  /** Idempotency key of the activation (`payment:<id>`, `free-activation:<uuid>`): it applies once. */
  readonly grantKey: string;
}

export interface ActivatePlanResult {
  /** False when an activation with this grantKey already happened: nothing changed. */
  readonly applied: boolean;
  readonly view: UserView;
}

/** Thrown inside the transaction when a concurrent activation won the key, to roll back our expiry. */
class AlreadyActivated extends Error {}

/**
 * Gives a user a plan: status, dates and the plan's bids, replacing any plan before it. Every
 * activation writes one plan_grant entry under `grantKey` — with zero bids for an unlimited plan —
 * so that entry is the record that the activation happened and makes a repeat a no-op. Publishing
 * the live update is the caller's job (it may run inside a larger transaction).
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
      return { applied: false, view: await this.currentView(this.storage, input.userId) };
    }
  }

  /**
   * The activation inside a transaction the caller already holds (e.g. completing a payment).
   * A concurrent activation that took the key throws, so the caller's transaction rolls back.
   */
  async within(repositories: Repositories, input: ActivatePlanInput): Promise<ActivatePlanResult> {
    const user = await repositories.users.findById(input.userId);
    if (user === null) throw notFound('USER_NOT_FOUND', 'User');
    const { plan } = input;
    const now = this.clock.now();
    if (await this.alreadyActivated(repositories, input)) return { applied: false, view: await viewUser(repositories, user, now) };
    const effect = applyPlanPurchase({ user, plan, period: input.period, now });
    if (effect.expireOldPlanBids) {
      await repositories.ledger.expirePlanBids({ userId: user.id, key: `${input.grantKey}:expire`, note: 'Replaced by a new plan' });
    }
    const credit = await repositories.ledger.credit({ ...grantOf(effect.grant), userId: user.id, kind: 'plan_grant', key: input.grantKey, note: `Plan: ${plan.name} (${input.period})` });
    // The key was free when we looked, so a concurrent activation took it in between.
    if (!credit.applied) throw new AlreadyActivated();
    const updated = await repositories.users.update(user.id, effect.patch);
    if (updated === null) throw notFound('USER_NOT_FOUND', 'User');
    return { applied: true, view: await viewUser(repositories, updated, now) };
  }

  /** Checked before expiring anything: a repeat must not expire the bids its first run granted. */
  private async alreadyActivated(repositories: Repositories, input: ActivatePlanInput): Promise<boolean> {
    const entries = await repositories.ledger.entries(input.userId);
    return entries.some((entry) => entry.key === input.grantKey);
  }

  private async currentView(repositories: Repositories, userId: string): Promise<UserView> {
    const user = await repositories.users.findById(userId);
    if (user === null) throw notFound('USER_NOT_FOUND', 'User');
    return viewUser(repositories, user, this.clock.now());
  }
}

/** An unlimited plan grants no bids but still writes its (zero) plan_grant entry as the record. */
const grantOf = (grant: PlanGrant): { planDelta: number; extraDelta: number } =>
  'unlimited' in grant ? { planDelta: 0, extraDelta: 0 } : { planDelta: grant.planBids, extraDelta: 0 };
