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
 * so it reads 'Unlimited' when the plan was sold unlimited (the server reads the terms the payment kept).
 */
export function bidsAddedLabel(payment: HistoryPayment): string {
  if (payment.status !== 'completed') return '—';
  return payment.unlimitedBids ? 'Unlimited' : payment.bidsAllocated.toLocaleString('en-US');
}

/** Where a pending payment is checked again: the payment pages, which send the buyer back here. */
export const checkPaymentHref = (payment: Pick<HistoryPayment, 'paymentId'>): string =>
  `${paths.paymentSuccess}?payment_id=${encodeURIComponent(payment.paymentId)}&return_to=${paths.subscription}`;
