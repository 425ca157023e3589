import { DomainError, notFound } from '../../domain/errors.js';
import { isPlanActive } from '../../domain/plans/plan-rules.js';
import { assertNoScheduledChange } from '../../domain/plans/plan-change.js';
import { formatPlanDateUtc } from '../../domain/plans/plan-date.js';
import { planPriceCents, planTermsFor, type Plan } from '../../domain/plans/plan.js';
import { checkPurchaseRequest, LOGIN_TO_PURCHASE } from '../../domain/purchases/purchase-validation.js';
import type { BillingPeriod, User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import type { ActivatePlan } from '../plans/activate-plan.js';
import { userUpdateEvent } from '../users/user-update-event.js';
import { viewUser, type UserView } from '../users/user-view.js';

export interface PurchasePlanInput {
  /** The signed-in user, or null for an anonymous request. */
  readonly user: User | null;
  /** As sent: checked here with the spec's messages. */
  readonly planSlug: unknown;
  readonly billingPeriod: unknown;
}

export interface PurchasePlanResult {
  /** True for a paid plan: nothing changed, the client goes on to the payment flow. False: activated now. */
  readonly redirectToPayment: boolean;
  readonly plan: Plan;
  readonly billingPeriod: BillingPeriod;
  readonly view: UserView;
}

/**
 * The pricing page's purchase button. Paid plans only answer "go and pay" (payments grant them);
 * a zero-price plan is activated (or scheduled) by the plan-change rules at once. Re-buying the
 * free plan that is already active is refused: it would refill the plan's bids for nothing, over
 * and over; and no plan is sold while a change is already scheduled (one change at a time). The
 * activation holds the plan, so a plan an admin deletes meanwhile is either found held (and only
 * switched off) or not given.
 */
export class PurchasePlan {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly activatePlan: Pick<ActivatePlan, 'within'>,
  ) {}

  async execute(input: PurchasePlanInput): Promise<PurchasePlanResult> {
    const { user } = input;
    const check = checkPurchaseRequest({
      plan: input.planSlug,
      billingPeriod: input.billingPeriod,
      signedIn: user !== null,
    });
    if (!check.ok || user === null) throw check.ok ? new DomainError('UNAUTHORIZED', LOGIN_TO_PURCHASE) : check.error;
    const plan = await this.storage.plans.findBySlug(check.planSlug);
    if (plan === null || !plan.active) throw notFound('PLAN_NOT_FOUND', 'Plan');
    const { billingPeriod } = check;
    assertNoScheduledChange(user, formatPlanDateUtc);
    if (planPriceCents(plan, billingPeriod) > 0) {
      return {
        redirectToPayment: true,
        plan,
        billingPeriod,
        view: await viewUser(this.storage, user, this.clock.now()),
      };
    }
    if (this.holdsAlready(user, plan, billingPeriod)) {
      throw new DomainError('CONFLICT', `The ${plan.name} plan is already active on your account`);
    }
    const activated = await this.storage.transaction((repositories) =>
      this.activateIfFree(repositories, user, plan.id, billingPeriod),
    );
    if (activated.view === null) {
      return {
        redirectToPayment: true,
        plan: activated.plan,
        billingPeriod,
        view: await viewUser(this.storage, user, this.clock.now()),
      };
    }
    await this.events.publish(userUpdateEvent(activated.view));
    return { redirectToPayment: false, plan: activated.plan, billingPeriod, view: activated.view };
  }

  /**
   * Holds the plan while the user is put on it and reads it again: one deleted or switched off
   * meanwhile is not given, and one an admin priced meanwhile is sent to payment instead (no view).
   */
  private async activateIfFree(
    repositories: Repositories,
    user: User,
    planId: string,
    period: BillingPeriod,
  ): Promise<{ readonly plan: Plan; readonly view: UserView | null }> {
    const plan = await repositories.plans.lock(planId, 'share');
    if (plan === null || !plan.active) throw notFound('PLAN_NOT_FOUND', 'Plan');
    if (planPriceCents(plan, period) > 0) return { plan, view: null };
    // A free plan's grant is keyed per user, plan and period start: re-buying or switching period grants once a period.
    const purchase = {
      terms: planTermsFor(plan, period),
      period,
      priceUsdCents: 0,
      orderedAt: this.clock.now(),
      grantKey: null,
    };
    const activation = await this.activatePlan.within(repositories, { userId: user.id, purchase });
    return { plan, view: activation.view };
  }

  private holdsAlready(user: User, plan: Plan, period: BillingPeriod): boolean {
    return user.currentPlan === plan.slug && user.billingPeriod === period && isPlanActive(user, this.clock.now());
  }
}
