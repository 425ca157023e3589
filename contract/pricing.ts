import { z } from 'zod';
import type { AddonPack, Plan } from '../core/domain/plans/plan.js';
import type { BillingPeriod, PlanStatus } from '../core/domain/users/user.js';
import type { PurchasePlanResult } from '../core/use-cases/pricing/purchase-plan.js';

/** Integer cents to the decimal dollars of the wire (1999 → 19.99); the division is exact enough to print right. */
export const centsToUsd = (cents: number): number => cents / 100;

/** A pricing plan on the wire (spec Plan + admin Pricing plan fields); `null` bids = unlimited. */
export function toPlanResponse(plan: Plan) {
  return {
    _id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    monthlyPriceUsd: centsToUsd(plan.monthlyPriceCents),
    annualPriceUsd: centsToUsd(plan.annualPriceCents),
    monthlyBids: plan.monthlyBids,
    annualBids: plan.annualBids,
    features: [...plan.features],
    order: plan.order,
    popular: plan.popular,
    active: plan.active,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export type PlanResponse = ReturnType<typeof toPlanResponse>;

/** An add-on pack on the wire (spec: quantity, priceUsd). */
export const toAddonResponse = (pack: AddonPack) => ({
  _id: pack.id,
  quantity: pack.quantity,
  priceUsd: centsToUsd(pack.priceCents),
});

export type AddonResponse = ReturnType<typeof toAddonResponse>;

/** GET /api/pricing/plans: the active plans, in display order. */
export interface PlansResponse {
  readonly success: true;
  readonly plans: readonly PlanResponse[];
}

/** GET /api/pricing/addons: the active add-on packs. */
export interface AddonsResponse {
  readonly success: true;
  readonly addons: readonly AddonResponse[];
}

/**
 * POST /api/pricing/purchase. The fields stay `unknown` here on purpose: the core's purchase check
 * answers a missing or mistyped field with the spec's own messages ('Plan selection is required').
 */
export const PurchaseBody = z.strictObject({
  planSlug: z.unknown().optional(),
  billingPeriod: z.unknown().optional(),
});
/** What the pricing page sends; the schema takes anything so the core's messages answer a mistake. */
export type PurchaseBody = { readonly planSlug?: string; readonly billingPeriod?: BillingPeriod };

export const REDIRECT_TO_PAYMENT_MESSAGE = 'Redirecting to payment...';

/** The bids and plan of the buyer after the call, merged into the signed-in user. */
export interface PurchaseUserResponse {
  readonly planStatus: PlanStatus;
  readonly currentPlan: string | null;
  readonly availableBids: number;
}

/** POST /api/pricing/purchase: a free plan is activated at once; a paid one sends the buyer on to pay. */
export type PurchaseResponse =
  | {
      readonly success: true;
      readonly redirectToPayment: false;
      readonly message: string;
      readonly user: PurchaseUserResponse;
    }
  | {
      readonly success: true;
      readonly redirectToPayment: true;
      readonly message: string;
      readonly plan: PlanResponse;
      readonly billingPeriod: BillingPeriod;
      readonly user: PurchaseUserResponse;
    };

/** The toast after a free plan was activated; the web shows the same words for its own success path. */
export const purchaseSuccessToast = (planName: string): string => `${planName} plan purchased successfully!`;

export function toPurchaseResponse(result: PurchasePlanResult): PurchaseResponse {
  const { view, plan } = result;
  const user = {
    planStatus: view.user.planStatus,
    currentPlan: view.user.currentPlan,
    availableBids: view.availableBids,
  };
  if (!result.redirectToPayment)
    return { success: true, redirectToPayment: false, message: purchaseSuccessToast(plan.name), user };
  return {
    success: true,
    redirectToPayment: true,
    message: REDIRECT_TO_PAYMENT_MESSAGE,
    plan: toPlanResponse(plan),
    billingPeriod: result.billingPeriod,
    user,
  };
}
