import type { PlanResponse } from '@contract/pricing';
import { DEFAULT_PLAN_FEATURES } from '@core/domain/plans/plan-features';
import { annualMonthlyEquivalent, displayPrice } from '@/lib/pricing-display';
import type { BillingPeriod } from '@core/domain/users/user';
import { formatPrice } from '@/lib/money';

export const PERIOD_LABEL: Readonly<Record<BillingPeriod, string>> = { monthly: 'Monthly', annual: 'Annual' };

/** A USD price shown in `currency` at `rate` (units per 1 USD): as is in USD, else rounded to a whole number. */
export const priceIn = (amountUsd: number, currency: string, rate: number): string =>
  formatPrice(displayPrice(amountUsd, currency, rate), currency);

export const planPriceUsd = (plan: PlanResponse, period: BillingPeriod): number =>
  period === 'monthly' ? plan.monthlyPriceUsd : plan.annualPriceUsd;

export interface PlanPrice {
  /** '$19' or '$190'. */
  readonly amount: string;
  /** '/month' or '/year'. */
  readonly per: string;
  /** Annual plans: what a year costs per month, '$15.83/month billed annually'. */
  readonly monthlyEquivalent: string | null;
}

export function planPrice(plan: PlanResponse, period: BillingPeriod, currency: string, rate: number): PlanPrice {
  if (period === 'monthly')
    return { amount: priceIn(plan.monthlyPriceUsd, currency, rate), per: '/month', monthlyEquivalent: null };
  return {
    amount: priceIn(plan.annualPriceUsd, currency, rate),
    per: '/year',
    monthlyEquivalent: `${priceIn(annualMonthlyEquivalent(plan.annualPriceUsd), currency, rate)}/month billed annually`,
  };
}

export const planBids = (plan: PlanResponse, period: BillingPeriod): number | null =>
  period === 'monthly' ? plan.monthlyBids : plan.annualBids;

const grouped = new Intl.NumberFormat('en-US');

/** '50 bids per month', '600 bids per year' or 'Unlimited bids'. */
export function planBidsLine(plan: PlanResponse, period: BillingPeriod): string {
  const bids = planBids(plan, period);
  if (bids === null) return 'Unlimited bids';
  return `${grouped.format(bids)} ${bids === 1 ? 'bid' : 'bids'} per ${period === 'monthly' ? 'month' : 'year'}`;
}

export const PRIORITY_SUPPORT = 'Priority support';

/** The card's bullets: the plan's own, else the default list; the most popular plan always lists priority support. */
export function planFeatures(plan: Pick<PlanResponse, 'slug' | 'features' | 'popular'>): readonly string[] {
  const features = plan.features.length > 0 ? plan.features : (DEFAULT_PLAN_FEATURES[plan.slug] ?? []);
  const hasPriority = features.some((feature) => feature.toLowerCase().startsWith(PRIORITY_SUPPORT.toLowerCase()));
  return plan.popular && !hasPriority ? [...features, PRIORITY_SUPPORT] : features;
}
