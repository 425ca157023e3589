import type { BillingPeriod } from '../users/user.js';

/**
 * A pricing plan. Prices are exact integer US cents; `null` bids mean unlimited.
 */
export interface Plan {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly monthlyPriceCents: number;
  readonly annualPriceCents: number;
  readonly monthlyBids: number | null;
  readonly annualBids: number | null;
  readonly features: readonly string[];
  readonly order: number;
  readonly popular: boolean;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewPlan = Omit<Plan, 'id' | 'createdAt' | 'updatedAt'> & { readonly id?: string };
export type PlanPatch = Partial<Omit<Plan, 'id' | 'createdAt' | 'updatedAt'>>;

/** A one-time pack of extra bids that never expire. */
export interface AddonPack {
  readonly id: string;
  readonly quantity: number;
  readonly priceCents: number;
  readonly active: boolean;
}

export type NewAddonPack = Omit<AddonPack, 'id'> & { readonly id?: string };

export const planPriceCents = (plan: Plan, period: BillingPeriod): number =>
  period === 'monthly' ? plan.monthlyPriceCents : plan.annualPriceCents;

/** Bids granted by one purchase of the plan for the period; null = unlimited. */
export const planBidsFor = (plan: Plan, period: BillingPeriod): number | null =>
  period === 'monthly' ? plan.monthlyBids : plan.annualBids;

/**
 * What one purchase of a plan for a period grants, fixed when it is sold: a payment keeps these,
 * so editing, deactivating or deleting the plan later changes nothing an open payment grants.
 * Users hold their plan by slug.
 */
export interface PlanTerms {
  readonly slug: string;
  readonly name: string;
  /** Null = unlimited. */
  readonly bids: number | null;
  readonly durationMonths: number;
}

export const planDurationMonths = (period: BillingPeriod): number => (period === 'monthly' ? 1 : 12);

export const planTermsFor = (plan: Plan, period: BillingPeriod): PlanTerms => ({
  slug: plan.slug,
  name: plan.name,
  bids: planBidsFor(plan, period),
  durationMonths: planDurationMonths(period),
});
