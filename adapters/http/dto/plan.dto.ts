import type { AddonPack, Plan } from '../../../core/domain/plans/plan.js';

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
export const toAddonResponse = (pack: AddonPack) => ({ _id: pack.id, quantity: pack.quantity, priceUsd: centsToUsd(pack.priceCents) });

export type AddonResponse = ReturnType<typeof toAddonResponse>;
