import { paymentCompletedNotification } from '../../domain/notifications/payment-notifications.js';
import type { Notifier } from '../../ports/notifier.port.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { Payment, PaymentItem, PaymentStatus, VerificationStatus } from '../../domain/payments/payment.js';
import type { PlanTerms } from '../../domain/plans/plan.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventPublisher } from '../../ports/event-publisher.port.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';
import type { ActivatePlan } from '../plans/activate-plan.js';
import { userUpdateEvent } from '../users/user-update-event.js';
import { viewUser, type UserView } from '../users/user-view.js';

export interface CompletePaymentInput {
  /** The payment's id (`_id`). */
  readonly paymentId: string;
  /** Statuses it may be completed from: pending for a gateway notice, any open one for an admin. */
  readonly from: readonly PaymentStatus[];
  readonly verificationStatus: VerificationStatus;
  /** Merged into the stored gateway data. */
  readonly gatewayData?: Readonly<Record<string, unknown>>;
  readonly pfPaymentId?: string | null;
}

export interface CompletePaymentResult {
  /** True for the one call that completed it; every other call gets false and the stored payment. */
  readonly completed: boolean;
  readonly payment: Payment;
}

/**
 * Completes a payment and grants what it bought by the plan-change rules (docs/design.md#plans),
 * as the payment kept it when it was created
 * (never re-reading the plan's terms or the pack, which may have changed or gone since; only a
 * plan's current slug, which names it), exactly once however
 * often and however concurrently it is called. The conditional update (markCompleted) picks the
 * one winner and the grant runs in the same transaction, so a crash leaves either both or
 * neither; the ledger key `payment:<id>` would refuse a second grant anyway.
 */
export class CompletePayment {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly activatePlan: Pick<ActivatePlan, 'within'>,
    private readonly notifier?: Notifier,
  ) {}

  async execute(input: CompletePaymentInput): Promise<CompletePaymentResult> {
    const outcome = await this.storage.transaction((repositories) => this.completeIn(repositories, input));
    if (outcome.view !== null) await this.events.publish(userUpdateEvent(outcome.view));
    // After the commit: the notification (and its deliveries) must never speak of a grant that rolled back.
    if (outcome.view !== null) await this.notifier?.notify(paymentCompletedNotification(outcome.payment));
    return { completed: outcome.view !== null, payment: outcome.payment };
  }

  private async completeIn(
    repositories: Repositories,
    input: CompletePaymentInput,
  ): Promise<{ payment: Payment; view: UserView | null }> {
    const payment = await repositories.payments.findById(input.paymentId);
    if (payment === null) throw notFound('PAYMENT_NOT_FOUND', 'Payment');
    // The buyer is held first, before anything else is touched: two of their payments completing
    // together then take turns instead of deadlocking on the user's row, and the plan-change rules
    // see the plan the other one left.
    await repositories.users.findByIdForUpdate(payment.userId);
    const now = this.clock.now();
    const completion = {
      verificationStatus: input.verificationStatus,
      bidsAllocated: bidsBought(payment),
      completedAt: now,
      ...(input.gatewayData === undefined ? {} : { gatewayData: input.gatewayData }),
      ...(input.pfPaymentId === undefined ? {} : { pfPaymentId: input.pfPaymentId }),
    };
    const completed = await repositories.payments.markCompleted(payment.id, input.from, completion);
    if (completed === null)
      return { payment: (await repositories.payments.findById(payment.id)) ?? payment, view: null };
    return { payment: completed, view: await this.grant(repositories, completed, now) };
  }

  private async grant(repositories: Repositories, payment: Payment, now: Date): Promise<UserView> {
    const { item } = payment;
    const grantKey = `payment:${payment.id}`;
    if (item.kind === 'plan') {
      // Ordered by the payment's creation: a late notification of an older checkout never replaces a newer plan.
      const purchase = {
        terms: await soldUnderCurrentSlug(repositories, item),
        period: item.billingType,
        priceUsdCents: payment.priceUsdCents,
        orderedAt: payment.createdAt,
        grantKey,
      };
      return (await this.activatePlan.within(repositories, { userId: payment.userId, purchase })).view;
    }
    const note = `Add-on pack: ${payment.itemName}`;
    await repositories.ledger.credit({
      userId: payment.userId,
      kind: 'addon_grant',
      key: grantKey,
      planDelta: 0,
      extraDelta: payment.bidsAllocated,
      note,
    });
    const user = await repositories.users.findById(payment.userId);
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    return viewUser(repositories, user, now);
  }
}

/** What the payment kept; refused (before anything changes) for an old payment whose plan or pack is gone. */
function soldOf<Item extends PaymentItem>(item: Item): NonNullable<Item['sold']> {
  if (item.sold !== null) return item.sold as NonNullable<Item['sold']>;
  const [code, what] =
    item.kind === 'plan' ? (['PLAN_NOT_FOUND', 'Plan'] as const) : (['ADDON_NOT_FOUND', 'Add-on pack'] as const);
  throw new DomainError(
    code,
    `${what} not found: this payment was made before payments kept what they sell, and it was deleted since`,
  );
}

/**
 * What the payment sold, named by the plan's slug as it is now. Users name their plan by slug, and
 * an admin may rename a plan while a payment for it waits (only active holders block a rename):
 * the old slug would name no plan. Held like a purchase, so a rename cannot land in between. A
 * plan deleted since keeps the slug it was sold under.
 */
async function soldUnderCurrentSlug(
  repositories: Repositories,
  item: Extract<PaymentItem, { kind: 'plan' }>,
): Promise<PlanTerms> {
  const sold = soldOf(item);
  const plan = await repositories.plans.lock(item.planId, 'share');
  return plan === null ? sold : { ...sold, slug: plan.slug };
}

/** The plan's bids for the period, or the pack's quantity. An unlimited plan counts no bids: 0. */
const bidsBought = (payment: Payment): number => soldOf(payment.item).bids ?? 0;
