import type { UserPaymentResponse } from '@contract/payments';
import type { PlanResponse } from '@contract/pricing';
import { formatPlanDate } from '@core/domain/plans/plan-date';
import { paths } from '@/config/paths';

export type HistoryPayment = UserPaymentResponse;

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Monthly' / 'Annual'; '—' when no period is set. */
export const periodLabel = (period: string | null): string => (period === null ? '—' : capitalised(period));

export const dateOrDash = (iso: string | null): string => (iso === null ? '—' : formatPlanDate(new Date(iso)));

/** The plan's own name for a slug, or the slug capitalised when the plans could not be read. */
export const planName = (slug: string, plans: readonly PlanResponse[]): string =>
  plans.find((plan) => plan.slug === slug)?.name ?? capitalised(slug);

/** What the payment bought: 'Professional plan (Annual)' or '200 bids add-on'. Deleted plans and packs keep the name stored with the payment. */
export function paymentItemLabel(payment: HistoryPayment): string {
  if (payment.kind === 'addon')
    return payment.addonPack === null ? payment.planName : `${payment.addonPack.quantity} bids add-on`;
  if (payment.plan === null) return payment.planName;
  return `${payment.plan.name} plan (${periodLabel(payment.billingType)})`;
}

/**
 * Bids the payment added: only a completed payment adds any. An unlimited plan counts none (0),
 * so it reads 'Unlimited' when its plan says so.
 */
export function bidsAddedLabel(payment: HistoryPayment, plans: readonly PlanResponse[]): string {
  if (payment.status !== 'completed') return '—';
  if (payment.kind === 'plan' && payment.bidsAllocated === 0 && payment.plan !== null) {
    const plan = plans.find((candidate) => candidate._id === payment.plan?._id);
    const bids = plan === undefined ? undefined : payment.billingType === 'annual' ? plan.annualBids : plan.monthlyBids;
    if (bids === null) return 'Unlimited';
  }
  return payment.bidsAllocated.toLocaleString('en-US');
}

/** Where a pending payment is checked again: the payment pages, which send the buyer back here. */
export const checkPaymentHref = (payment: Pick<HistoryPayment, 'paymentId'>): string =>
  `${paths.paymentSuccess}?payment_id=${encodeURIComponent(payment.paymentId)}&return_to=${paths.subscription}`;
