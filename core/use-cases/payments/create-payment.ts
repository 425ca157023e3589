import { randomBytes } from 'node:crypto';
import { DomainError, notFound, type SuggestedUseCase } from '../../domain/errors.js';
import { convertMinor } from '../../domain/money/minor-units.js';
import {
  addonItem,
  planItem,
  type BillingType,
  type Payment,
  type PaymentItem,
} from '../../domain/payments/payment.js';
import { formatPlanDateUtc } from '../../domain/plans/plan-date.js';
import { assertNoScheduledChange } from '../../domain/plans/plan-change.js';
import { planBidsFor, planPriceCents, type Plan } from '../../domain/plans/plan.js';
import type { BillingPeriod, User } from '../../domain/users/user.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { Checkout, CheckoutRequest, PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { Storage } from '../../ports/storage.port.js';

export interface CreatePaymentInput {
  readonly user: User;
  /**
   * With billingType monthly or annual: a plan's `_id` or slug. With one_time: an add-on pack's
   * `_id` (as the add-on pack list gives it; packs have no slug).
   */
  readonly planId: string;
  readonly billingType: BillingType;
}

export interface CreatePaymentResult {
  /** The stored pending payment. */
  readonly payment: Payment;
  readonly checkout: Checkout;
}

/** Where the gateway returns the buyer and posts its notifications for one payment. */
export type CheckoutUrls = (paymentId: string) => CheckoutRequest['urls'];

interface PricedItem {
  readonly item: PaymentItem;
  readonly priceUsdCents: number;
  readonly itemName: string;
  readonly itemDescription: string;
}

const newPaymentId = (): string => `BP-${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * Starts paying for a plan or an add-on pack: prices it in the gateway's currency at today's
 * rate, stores the payment as pending, then asks the gateway for the checkout form. The payment
 * is stored first so the gateway's notification always finds it, and it keeps what it sells (the
 * plan's terms or the pack's bids, and the price): later edits of the plan change nothing it
 * grants. Each call makes a fresh payment,
 * even while an earlier one for the same item is pending: each checkout is its own order at the
 * gateway, and only a completed payment grants anything, so clicking Pay twice costs nothing.
 * A plan's payment is recorded while the plan is held and read again under the hold, so a plan
 * an admin deletes meanwhile is either counted as bought (and only switched off) or not sold.
 */
export class CreatePayment {
  constructor(
    private readonly storage: Pick<Storage, 'plans' | 'addons' | 'payments' | 'transaction'>,
    private readonly rates: ExchangeRates,
    private readonly gateway: PaymentGateway,
    private readonly urls: CheckoutUrls,
  ) {}

  async execute(input: CreatePaymentInput): Promise<CreatePaymentResult> {
    const { billingType } = input;
    // One plan change at a time: a plan bought while another waits to start could not start after it.
    if (billingType !== 'one_time') assertNoScheduledChange(input.user, formatPlanDateUtc);
    const found =
      billingType === 'one_time'
        ? await this.addonPack(input.planId)
        : planPriced(await this.findPlan(input.planId), billingType);
    const rate = await this.rates.rate('USD', this.gateway.currency);
    const { payment, priced } = await this.storage.transaction(async (repositories) => {
      const { item } = found;
      const held =
        item.kind === 'plan'
          ? planPriced(await repositories.plans.lock(item.planId, 'share'), item.billingType)
          : found;
      const created = await repositories.payments.create({
        paymentId: newPaymentId(),
        userId: input.user.id,
        item: held.item,
        itemName: held.itemName,
        priceUsdCents: held.priceUsdCents,
        amountMinor: convertMinor(held.priceUsdCents, rate),
        currency: this.gateway.currency,
        paymentMethod: 'payfast',
        gatewayData: { exchange_rate: rate },
      });
      return { payment: created, priced: held };
    });
    return { payment, checkout: await this.checkout(payment, priced, input.user) };
  }

  private async findPlan(reference: string): Promise<Plan | null> {
    return (await this.storage.plans.findById(reference)) ?? (await this.storage.plans.findBySlug(reference));
  }

  private async addonPack(reference: string): Promise<PricedItem> {
    const pack = await this.storage.addons.findById(reference);
    if (pack === null || !pack.active) throw notFound('ADDON_NOT_FOUND', 'Add-on pack');
    return {
      item: addonItem(pack),
      priceUsdCents: pack.priceCents,
      itemName: `${pack.quantity} bids add-on pack`,
      itemDescription: `${pack.quantity} extra bids that never expire`,
    };
  }

  /** A gateway that fails leaves no pending payment behind that could never be paid. */
  private async checkout(payment: Payment, priced: PricedItem, user: User): Promise<Checkout> {
    const { item } = payment;
    try {
      return await this.gateway.createCheckout({
        paymentId: payment.paymentId,
        amountMinor: payment.amountMinor,
        itemName: priced.itemName,
        itemDescription: priced.itemDescription,
        buyer: { name: user.name, email: user.email },
        order: {
          userId: user.id,
          itemKind: item.kind,
          itemId: item.kind === 'plan' ? item.planId : item.addonPackId,
          billingType: item.billingType,
        },
        urls: this.urls(payment.paymentId),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.storage.payments.transition(payment.id, ['pending'], 'failed', {
        gatewayData: { checkout_error: reason },
      });
      throw error;
    }
  }
}

/** A plan on sale priced for the period; refused when it is gone, switched off or free for it. */
function planPriced(plan: Plan | null, period: BillingPeriod): PricedItem {
  if (plan === null || !plan.active) throw notFound('PLAN_NOT_FOUND', 'Plan');
  const priceUsdCents = planPriceCents(plan, period);
  if (priceUsdCents === 0) {
    const instead: SuggestedUseCase = 'purchase-plan';
    throw new DomainError(
      'VALIDATION_FAILED',
      `The ${plan.name} plan is free for ${period} billing: no payment is needed, activate it with a plan purchase`,
      { field: 'planId', instead },
    );
  }
  const bids = planBidsFor(plan, period);
  return {
    item: planItem(plan, period),
    priceUsdCents,
    itemName: `${plan.name} plan (${period})`,
    itemDescription: `${bids === null ? 'Unlimited' : bids} bids for one ${period === 'monthly' ? 'month' : 'year'}`,
  };
}
